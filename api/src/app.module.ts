import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { AccountsModule } from './modules/accounts/index.js';
import { AuditModule } from './modules/audit/index.js';
import { BranchesModule } from './modules/branches/index.js';
import { ClassesModule } from './modules/classes/index.js';
import { OperationsModule } from './modules/operations/index.js';
import { PeopleModule } from './modules/people/index.js';
import { PlansModule } from './modules/plans/index.js';
import { NewsletterModule } from './modules/newsletter/index.js';
import { AccessGuard } from './platform/auth/access.guard.js';
import type { AppConfig } from './platform/config/app-config.js';
import { AppExceptionFilter } from './platform/http/exception.filter.js';
import { AppValidationPipe } from './platform/http/validation.pipe.js';
import { PlatformModule } from './platform/platform.module.js';
import { logRequest, logResponse } from './platform/http/request-log.js';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** A caller's X-Request-Id when it is sane, else a new one; echoed back for tracing. */
function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader('x-request-id', id);
  return id;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: requestId,
            // Tokens, cookies and passwords never reach the logs: requests are logged without headers or body.
            serializers: { req: logRequest, res: logResponse },
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        ThrottlerModule.forRoot([{ name: 'auth', ttl: config.authThrottleTtlMs, limit: config.authThrottleLimit }]),
        CqrsModule.forRoot(),
        PlatformModule.forRoot(config),
        AccountsModule,
        BranchesModule,
        PeopleModule,
        ClassesModule,
        PlansModule,
        NewsletterModule,
        AuditModule,
        OperationsModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useClass: AppValidationPipe },
        { provide: APP_FILTER, useClass: AppExceptionFilter },
      ],
    };
  }
}
