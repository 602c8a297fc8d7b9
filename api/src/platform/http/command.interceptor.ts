import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { Clock } from '../time/clock.js';

const COMMAND_TIME = Symbol('commandTime');

type StampedRequest = Request & { [COMMAND_TIME]?: Date };

/** When the command of this request happens, as the injected clock said on its arrival at the route. */
export function commandTimeOf(request: Request): Date {
  const time = (request as StampedRequest)[COMMAND_TIME];
  if (!time) throw new Error('A command route ran without the CommandInterceptor that @Command() installs');
  return time;
}

/**
 * Runs around every route that takes a `@Command()` context (the decorator installs it, so reads
 * pay nothing for it): stamps the request with the injected clock's time, which becomes the
 * command's `now` and every event's `occurredAt`.
 */
@Injectable()
export class CommandInterceptor implements NestInterceptor {
  constructor(private readonly clock: Clock) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<StampedRequest>();
    request[COMMAND_TIME] = this.clock.now();
    return next.handle();
  }
}
