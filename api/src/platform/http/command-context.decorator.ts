import { createParamDecorator, UseInterceptors, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { newId } from '../aggregates/event-ids.js';
import { invalid } from '../domain/domain-error.js';
import { CommandInterceptor, commandTimeOf } from './command.interceptor.js';
import { CLIENT_ID_PATTERN, fingerprintOf, headerOf, idempotencyKeyOf, keyScope } from './idempotent-requests.js';
import { answeredRequestId } from './request-log.js';

/** If-Match: "3" or 3: the stream revision the client last saw. */
function expectedRevision(request: Request): number | undefined {
  const raw = headerOf(request, 'if-match')?.replace(/^W\//, '').replace(/"/g, '').trim();
  if (raw === undefined || raw === '' || raw === '*') return undefined;
  if (!/^\d+$/.test(raw)) throw invalid('VALIDATION.INVALID_VALUE');
  return Number(raw);
}

/** Puts the CommandInterceptor on the route whose handler takes the context. */
const installCommandInterceptor: ParameterDecorator = (target, key) => {
  if (key === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor) UseInterceptors(CommandInterceptor)(target, key, descriptor);
};

/**
 * The command's ids, actor and time from the request. `Idempotency-Key` lets a client retry a
 * command safely (scoped to the caller, so two people cannot collide); `X-Correlation-Id` ties a
 * command to a wider flow; otherwise the request id is the correlation. The time is the injected
 * clock's, stamped by the CommandInterceptor this decorator puts on its route.
 */
export const Command = createParamDecorator(
  (_: unknown, context: ExecutionContext): CommandContext => {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthUser }>();
    const userId = request.user?.id ?? null;
    const key = idempotencyKeyOf(request);
    const correlation = headerOf(request, 'x-correlation-id');
    const requestId = answeredRequestId(http.getResponse<Response>());
    const revision = expectedRevision(request);
    return {
      commandId: key === undefined ? newId() : keyScope(userId, key),
      freshCommandId: key === undefined,
      ...(key === undefined ? {} : { requestFingerprint: fingerprintOf(request) }),
      correlationId: correlation && CLIENT_ID_PATTERN.test(correlation) ? correlation : (requestId ?? newId()),
      userId,
      now: commandTimeOf(request),
      ...(revision === undefined ? {} : { expectedRevision: revision }),
    };
  },
  [installCommandInterceptor],
);
