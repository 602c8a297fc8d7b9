import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { REMEMBERED_SESSIONS } from '../../platform/auth/remembered-sessions.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { LogInController } from './commands/log-in/log-in.controller.js';
import { LogOutController } from './commands/log-out/log-out.controller.js';
import { RegisterController } from './commands/register/register.controller.js';
import { CreateUserWorkflow } from './commands/create-user/create-user.workflow.js';
import { DeleteUserWorkflow } from './commands/delete-user/delete-user.workflow.js';
import { EmailClaims } from './commands/email-claims.js';
import { EnsureSuperAdmin } from './commands/ensure-super-admin.js';
import { SuperAdminRosterKeeper } from './commands/super-admin-roster.js';
import { UpdateUserWorkflow } from './commands/update-user/update-user.workflow.js';
import { CREDENTIAL_STORE, type CredentialStore } from './credentials/credential-store.port.js';
import { createCredentialStore } from './credentials/create-credential-store.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { userAggregate } from './domain/user.aggregate.js';
import { usersProjection } from './projections/users.projection.js';
import { GetProfileController } from './queries/get-profile/get-profile.controller.js';
import { PeopleQueries } from './queries/people-queries.js';
import { UserDirectory } from './queries/user-directory.js';
import { JwtStrategy } from './sessions/jwt.strategy.js';
import { JWT_KEY, jwtKey } from './sessions/jwt-key.js';
import { TokenService } from './sessions/token.service.js';

/** People who can log in: registration, sessions, the user aggregate, its read model and the super-admin roster. */
@Module({
  imports: [PassportModule, JwtModule.register({})],
  controllers: [RegisterController, LogInController, LogOutController, GetProfileController],
  providers: [
    { provide: CREDENTIAL_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createCredentialStore(config) },
    { provide: JWT_KEY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => jwtKey(config.jwtSecret) },
    PasswordHasher,
    TokenService,
    JwtStrategy,
    { provide: REMEMBERED_SESSIONS, useExisting: JwtStrategy },
    UserDirectory,
    PeopleQueries,
    EmailClaims,
    SuperAdminRosterKeeper,
    CreateUserWorkflow,
    UpdateUserWorkflow,
    DeleteUserWorkflow,
    EnsureSuperAdmin,
  ],
  exports: [REMEMBERED_SESSIONS, UserDirectory, PeopleQueries, CreateUserWorkflow, UpdateUserWorkflow, DeleteUserWorkflow, EnsureSuperAdmin],
})
export class AccountsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  onModuleInit(): void {
    this.projections.register(usersProjection);
    this.audit.register(userAggregate);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.credentials.close();
  }
}
