import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountsModule } from './modules/accounts/index.js';
import { ApiKeysModule } from './modules/api-keys/index.js';
import { AuditModule } from './modules/audit/index.js';
import { BranchesModule } from './modules/branches/index.js';
import { ClassesModule } from './modules/classes/index.js';
import { InventoryModule } from './modules/inventory/index.js';
import { ReportsModule } from './modules/reports/index.js';
import { OperationsModule } from './modules/operations/index.js';
import { PeopleModule } from './modules/people/index.js';
import { MembershipsModule } from './modules/memberships/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { PlansModule } from './modules/plans/index.js';
import { ReservationsModule } from './modules/reservations/index.js';
import { NewsletterModule } from './modules/newsletter/index.js';
import { AccessGuard } from './platform/auth/access.guard.js';
import type { AppConfig } from './platform/config/app-config.js';
import { AppExceptionFilter } from './platform/http/exception.filter.js';
import { AppValidationPipe } from './platform/http/validation.pipe.js';
import { PlatformModule, type PlatformOverrides } from './platform/platform.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, overrides: PlatformOverrides = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ThrottlerModule.forRoot([{ name: 'auth', ttl: config.authThrottleTtlMs, limit: config.authThrottleLimit }]),
        CqrsModule.forRoot(),
        PlatformModule.forRoot(config, overrides),
        AccountsModule,
        BranchesModule,
        PeopleModule,
        ClassesModule,
        PlansModule,
        MembershipsModule,
        PaymentsModule,
        InventoryModule,
        ReportsModule,
        ApiKeysModule,
        ReservationsModule,
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
