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

/**
 * Middleware run one after the other as a single layer of the application's router. Express
 * dispatches each layer through its router (matching, bookkeeping, a `next` per layer): about
 * half a percent of a read's CPU per layer, paid by every request. An error, or a step that
 * throws, ends the sequence and goes to Express's error handling.
 */
export function inSequence(...steps: readonly RequestHandler[]): RequestHandler {
  return (request, response, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const current = steps[index++];
      if (!current) return next();
      try {
        void current(request, response, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/** API answers are about people and change with every command: no cache may keep them. */
export function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}

const directives = { 'script-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'media-src': ["'self'"] };

type Header = readonly [name: string, value: string];

/**
 * The headers a helmet middleware sets, read once by running it against a recorder. With static
 * directives they do not depend on the request, and setting a fixed list spares every request
 * helmet's chain of twelve middleware calls.
 */
function headersSetBy(middleware: RequestHandler): readonly Header[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  middleware({ headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish synchronously.');
  return [...headers];
}

/**
 * Security headers. `upgrade-insecure-requests` is sent only to a request that arrived over HTTPS
 * (directly or through a proxy saying so): on plain http (a front-desk PC on the studio's LAN) it
 * would make the browser ask for every script over https and show a blank page.
 */
export function securityHeaders(): RequestHandler {
  const overHttps = headersSetBy(helmet({ contentSecurityPolicy: { directives } }));
  const overHttp = headersSetBy(
    helmet({
      contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
      strictTransportSecurity: false,
    }),
  );
  return (request, response, next) => {
    const https = request.secure || request.headers['x-forwarded-proto'] === 'https';
    for (const [name, value] of https ? overHttps : overHttp) response.setHeader(name, value);
    next();
  };
}
