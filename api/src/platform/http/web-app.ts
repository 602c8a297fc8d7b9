import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { join } from 'node:path';

/** The built web app at `/`, with every non-API path falling back to index.html (client routing). */
export function serveWebApp(app: NestExpressApplication, webDist: string): void {
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === '/api' || request.path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.sendFile(join(webDist, 'index.html'));
  });
}
