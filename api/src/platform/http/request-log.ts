import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** What a request's log line says about it: enough to trace it, never a credential. */
interface LoggedRequest {
  readonly id: string;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly remoteAddress: string | undefined;
  readonly userAgent: string | undefined;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_REQUEST_ID = /^[\w.:-]{1,100}$/;
/** Polled by supervisors every few seconds: a line each would bury the requests worth reading. */
const UNLOGGED_PATH = '/api/health';

/** A caller's X-Request-Id when it is sane, else a new one. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The id this request was answered under (the echoed X-Request-Id), for lines logged about it. */
export function answeredRequestId(response: ServerResponse): string | undefined {
  const id = response.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : undefined;
}

/**
 * The request as logged. Headers are left out whole rather than redacted: the Authorization and
 * Cookie headers never reach the logs, and no per-request copy of the headers is made to hide
 * them. The body is never logged.
 */
function logRequest(request: IncomingMessage, id: string): LoggedRequest {
  const userAgent = request.headers['user-agent'];
  return { id, method: request.method, url: request.url, remoteAddress: request.socket?.remoteAddress, userAgent };
}

/** A stream of server-sent events ends when its client goes away: that is how it ends, not an abort. */
const isEventStream = (response: ServerResponse): boolean =>
  String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream');

/**
 * Gives every request an id, echoed in `X-Request-Id`, and at level info logs one line when its
 * answer is sent (or the connection is lost first; for an event stream, when the client leaves it):
 * method, url, status, time taken.
 * At a level above info nothing is set up per request beyond the id: no listener, no child
 * logger. A per-request child logger and serialisers cost a fifth of a read's CPU even with
 * logging silenced.
 */
export function traceRequests(logger: Logger): (request: Request, response: Response, next: NextFunction) => void {
  const logsRequests = logger.isLevelEnabled('info');
  return (request, response, next) => {
    const id = requestIdOf(request);
    response.setHeader(REQUEST_ID_HEADER, id);
    if (logsRequests && request.url !== UNLOGGED_PATH) {
      const started = performance.now();
      // The original url: routers rewrite request.url while a request passes through them.
      const logged = logRequest(request, id);
      response.once('close', () => {
        const responseTime = Math.round(performance.now() - started);
        const line = { req: logged, res: { statusCode: response.statusCode }, responseTime };
        if (!response.writableFinished && !isEventStream(response)) logger.warn(line, 'request aborted');
        else if (response.statusCode >= 500) logger.error(line, 'request failed');
        else logger.info(line, response.writableFinished ? 'request completed' : 'stream closed');
      });
    }
    next();
  };
}
