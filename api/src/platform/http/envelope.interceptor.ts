import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { translate, type ApiEnvelope } from '@boxstudio/contracts';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { Reply } from './reply.js';
import { requestLanguage } from './request-language.js';

/** Wraps every successful answer in the envelope `{ success: true, data, message? }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope> {
    const language = requestLanguage(context.switchToHttp().getRequest<Request>());
    return next.handle().pipe(
      map((body: unknown): ApiEnvelope => {
        if (body instanceof Reply) {
          const message = body.message ? translate(body.message, language) : undefined;
          return message === undefined ? { success: true, data: body.data } : { success: true, data: body.data, message };
        }
        return { success: true, data: body };
      }),
    );
  }
}
