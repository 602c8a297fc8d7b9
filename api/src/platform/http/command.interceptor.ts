import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user.js';
import { Clock } from '../time/clock.js';
import { IdempotencyKeys } from './idempotency-keys.js';
import { fingerprintOf, idempotencyKeyOf, IdempotentRequests, keyScope } from './idempotent-requests.js';

const COMMAND_TIME = Symbol('commandTime');

type StampedRequest = Request & { [COMMAND_TIME]?: Date; user?: AuthUser };

/** When the command of this request happens, as the injected clock said on its arrival at the route. */
export function commandTimeOf(request: Request): Date {
  const time = (request as StampedRequest)[COMMAND_TIME];
  if (!time) throw new Error('A command route ran without the CommandInterceptor that @Command() installs');
  return time;
}

/**
 * Runs around every route that takes a `@Command()` context (the decorator installs it, so reads
 * pay nothing for it). It stamps the request with the injected clock's time, which becomes the
 * command's `now` and every event's `occurredAt`. A request with an `Idempotency-Key` answers
 * as the first request with that key did (status and body, waiting for it if it is still running),
 * or 422 when the key came with another route or body: remembered in memory (idempotent-requests.ts)
 * and in the log (idempotency-keys.ts), so also after a restart and on another instance. A request
 * without a key pays for neither.
 */
@Injectable()
export class CommandInterceptor implements NestInterceptor {
  constructor(
    private readonly clock: Clock,
    private readonly requests: IdempotentRequests,
    private readonly keys: IdempotencyKeys,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<StampedRequest>();
    const now = this.clock.now();
    request[COMMAND_TIME] = now;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return next.handle();
    const userId = request.user?.id ?? null;
    const scope = keyScope(userId, key);
    const fingerprint = fingerprintOf(request);
    const run = () => this.keys.guard(scope, fingerprint, { userId, now }, () => lastValueFrom(next.handle()));
    return from(this.requests.answer(scope, fingerprint, now, run));
  }
}
