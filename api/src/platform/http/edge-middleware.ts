import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Every JSON media type: `application/json` and the `+json` family (merge-patch, problem...). */
export const JSON_MEDIA_TYPES = ['application/json', 'application/*+json'];

/**
 * A request that carries a body must carry JSON: a form or plain text would otherwise arrive empty
 * and an edit would answer success while changing nothing.
 */
export function requireJsonBodies(request: Request, _response: Response, next: NextFunction): void {
  const length = Number(request.headers['content-length'] ?? 0);
  const hasBody = request.headers['transfer-encoding'] !== undefined || length > 0;
  if (hasBody && !request.is(JSON_MEDIA_TYPES)) return next(new UnsupportedMediaTypeException());
  next();
}

/** API answers are about people and change with every command: no cache may keep them. */
export function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}

const directives = { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'media-src': ["'self'"] };

/**
 * Security headers. `upgrade-insecure-requests` is sent only to a request that arrived over HTTPS
 * (directly or through a proxy saying so): on plain http (a front-desk PC on the studio's LAN) it
 * would make the browser ask for every script over https and show a blank page.
 */
export function securityHeaders(): RequestHandler {
  const overHttps = helmet({ contentSecurityPolicy: { directives } });
  const overHttp = helmet({ contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } }, strictTransportSecurity: false });
  return (request, response, next) => {
    const https = request.secure || request.headers['x-forwarded-proto'] === 'https';
    (https ? overHttps : overHttp)(request, response, next);
  };
}
