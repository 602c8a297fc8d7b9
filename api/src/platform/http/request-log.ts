import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a request's log line says about it: enough to trace it, never a credential. */
export interface LoggedRequest {
  readonly id: unknown;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly remoteAddress: string | undefined;
  readonly userAgent: string | undefined;
}

/**
 * The request as logged. Headers are left out whole rather than redacted: the Authorization and
 * Cookie headers never reach the logs, and no per-request deep copy of the headers is made to
 * hide them (redaction copied every request's headers; measured 2-3% of a read's CPU).
 * The body is never logged.
 */
export function logRequest(request: IncomingMessage & { id?: unknown; raw?: IncomingMessage }): LoggedRequest {
  const raw = request.raw ?? request;
  return {
    id: request.id,
    method: raw.method,
    url: raw.url,
    remoteAddress: raw.socket?.remoteAddress,
    userAgent: typeof raw.headers['user-agent'] === 'string' ? raw.headers['user-agent'] : undefined,
  };
}

/** The response as logged: its status only (Set-Cookie and other headers stay out). */
export function logResponse(response: ServerResponse & { raw?: ServerResponse }): { readonly statusCode: number } {
  return { statusCode: (response.raw ?? response).statusCode };
}
