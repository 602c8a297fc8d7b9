import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { translate, type ApiEnvelope, type Language, type MessageKey } from '@boxstudio/contracts';
import type { Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { asFieldError, ValidationFailed } from './http-errors.js';
import { decodeMessage } from './message-code.js';
import { isUndecodableParam, undecodablePathError } from './path-params.js';
import { answeredRequestId } from './request-log.js';
import { requestLanguage } from './request-language.js';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
};

/** Message for an HTTP status raised outside the domain (router, guards, body parser, throttler). */
const MESSAGE_OF_STATUS: Record<number, MessageKey> = {
  400: 'VALIDATION.FAILED',
  401: 'HTTP.UNAUTHORIZED',
  403: 'HTTP.FORBIDDEN',
  404: 'HTTP.ROUTE_NOT_FOUND',
  409: 'HTTP.CONFLICT',
  413: 'HTTP.PAYLOAD_TOO_LARGE',
  415: 'HTTP.UNSUPPORTED_MEDIA_TYPE',
  429: 'HTTP.TOO_MANY_REQUESTS',
  503: 'HTTP.SERVICE_UNAVAILABLE',
};

/** A body that is not JSON: the field at fault is the body itself. */
function invalidJson(language: Language): Failure {
  return {
    status: HttpStatus.BAD_REQUEST,
    code: 'HTTP.INVALID_JSON',
    errors: [{ field: 'body', message: translate('HTTP.INVALID_JSON', language), code: 'HTTP.INVALID_JSON' }],
  };
}

interface Failure {
  readonly status: number;
  readonly code: MessageKey;
  readonly params?: Record<string, string | number>;
  readonly errors?: ApiEnvelope['errors'];
}

/** Errors from body-parser and other express middleware carry a status and a type. */
function statusOfMiddlewareError(error: unknown): { status: number; type: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { status?: unknown; statusCode?: unknown; type?: unknown };
  const status = typeof candidate.status === 'number' ? candidate.status : candidate.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { status, type: typeof candidate.type === 'string' ? candidate.type : '' };
}

/**
 * The throttler names its header after the throttler (`Retry-After-auth`); clients and proxies
 * read the standard `Retry-After` (seconds).
 */
function setRetryAfter(response: Response): void {
  if (response.getHeader('Retry-After') !== undefined) return;
  const named = Object.entries(response.getHeaders()).find(([name]) => name.toLowerCase().startsWith('retry-after-'));
  response.setHeader('Retry-After', String(named?.[1] ?? 60));
}

/** The one place that turns any failure into the envelope and a status. Never leaks internals. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const language = requestLanguage(request);
    const failure = this.describe(exception, language);
    if (failure.status >= 500) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(
        `${request.method} ${request.originalUrl} ` +
          `(request ${answeredRequestId(response) ?? 'without id'}) failed: ${detail}`,
      );
    }
    const body: ApiEnvelope = {
      success: false,
      message: translate(failure.code, language, failure.params),
      code: failure.code,
      ...(failure.errors ? { errors: failure.errors } : {}),
    };
    if (response.headersSent) return;
    if (failure.status === HttpStatus.TOO_MANY_REQUESTS) setRetryAfter(response);
    response.status(failure.status).json(body);
  }

  private describe(exception: unknown, language: Language): Failure {
    if (exception instanceof DomainError) {
      const fieldError = asFieldError(exception);
      if (fieldError) return this.describe(fieldError, language);
      return { status: STATUS_OF_KIND[exception.kind], code: exception.code, params: exception.params };
    }
    if (exception instanceof ValidationFailed) {
      const errors = exception.fieldErrors.map((error) => {
        const { key, params } = decodeMessage(error.message);
        return { field: error.field, message: translate(key, language, params), code: key };
      });
      return { status: HttpStatus.BAD_REQUEST, code: exception.summary, errors };
    }
    if (exception instanceof HttpException) {
      // Express's adapter wraps body-parser's JSON SyntaxError in a 400 whose cause it keeps.
      if (exception.cause instanceof SyntaxError) return invalidJson(language);
      const status = exception.getStatus();
      return { status, code: MESSAGE_OF_STATUS[status] ?? (status >= 500 ? 'HTTP.INTERNAL' : 'VALIDATION.FAILED') };
    }
    // A path parameter outside the resource routers' reach: the path itself is the field at fault.
    if (isUndecodableParam(exception)) return this.describe(undecodablePathError(null), language);
    const middleware = statusOfMiddlewareError(exception);
    if (middleware) {
      if (middleware.type === 'entity.parse.failed') return invalidJson(language);
      return { status: middleware.status, code: MESSAGE_OF_STATUS[middleware.status] ?? 'VALIDATION.FAILED' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'HTTP.INTERNAL' };
  }
}
