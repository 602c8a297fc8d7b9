import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { API_KEY_PRINCIPALS } from '../../platform/auth/api-key-principals.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { Scheduler } from '../../platform/time/scheduler.js';
import { AccountsModule } from '../accounts/index.js';
import { BranchesModule } from '../branches/index.js';
import { ApiKeyCommands } from './commands/api-key-commands.js';
import { CreateApiKeyController } from './commands/create-api-key/create-api-key.controller.js';
import { RevokeApiKeyController } from './commands/revoke-api-key/revoke-api-key.controller.js';
import { apiKeyAggregate } from './domain/api-key.aggregate.js';
import { apiKeysProjection } from './projections/api-keys.projection.js';
import { apiKeyAudit } from './queries/api-key-audit.js';
import { ApiKeyQueries } from './queries/api-key-queries.js';
import { ListApiKeysController } from './queries/list-api-keys/list-api-keys.controller.js';
import { apiKeyExpiry } from './schedules/api-key-expiry.js';
import { ApiKeySessions } from './sessions/api-key-sessions.js';

/**
 * Read-only keys for reporting tools (CONTRACT.md, reports; docs/api-keys.md): admins create and
 * revoke them; a request with `X-Api-Key` is authenticated here for the platform's access guard.
 * No demo data: a demo key would be a secret nobody was ever shown.
 */
@Module({
  imports: [AccountsModule, BranchesModule],
  controllers: [ListApiKeysController, CreateApiKeyController, RevokeApiKeyController],
  providers: [
    ApiKeyQueries,
    ApiKeyCommands,
    ApiKeySessions,
    { provide: API_KEY_PRINCIPALS, useExisting: ApiKeySessions },
  ],
  exports: [API_KEY_PRINCIPALS],
})
export class ApiKeysModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly scheduler: Scheduler,
    private readonly keys: ApiKeyQueries,
  ) {}

  onModuleInit(): void {
    this.projections.register(apiKeysProjection);
    this.audit.register(apiKeyAggregate, apiKeyAudit(this.keys));
    this.scheduler.register(apiKeyExpiry);
  }
}
