import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditCatalog } from '../../platform/aggregates/audit-catalog.js';
import { REMEMBERED_SESSIONS } from '../../platform/auth/remembered-sessions.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { View } from '../../platform/projections/view.js';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port.js';
import { BranchesModule, BranchFigureRegistry, countedPerBranch } from '../branches/index.js';
import { ChangePasswordController } from './commands/change-password/change-password.controller.js';
import { LogInController } from './commands/log-in/log-in.controller.js';
import { LogOutController } from './commands/log-out/log-out.controller.js';
import { RegisterController } from './commands/register/register.controller.js';
import { UpdateOwnProfileController } from './commands/update-own-profile/update-own-profile.controller.js';
import { EmailClaims } from './commands/email-claims.js';
import { EnsureSuperAdmin } from './commands/ensure-super-admin.js';
import { SuperAdminRosterKeeper } from './commands/super-admin-roster.js';
import { UserCommands } from './commands/user-commands.js';
import { ApiKeyDigests } from './credentials/api-key-digests.js';
import { CREDENTIAL_STORE, type CredentialStore } from './credentials/credential-store.port.js';
import { createCredentialStore } from './credentials/create-credential-store.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { userAggregate } from './domain/user.aggregate.js';
import { USERS } from './projections/user-docs.js';
import { usersProjection } from './projections/users.projection.js';
import { GetProfileController } from './queries/get-profile/get-profile.controller.js';
import { PeopleQueries } from './queries/people-queries.js';
import { PersonLog } from './queries/person-log.js';
import { userAudit } from './queries/user-audit.js';
import { UserDirectory } from './queries/user-directory.js';
import { JwtStrategy } from './sessions/jwt.strategy.js';
import { JWT_KEY, jwtKey } from './sessions/jwt-key.js';
import { TokenService } from './sessions/token.service.js';

/** People who can log in: registration, sessions, the user aggregate, its read model and the super-admin roster. */
@Module({
  imports: [PassportModule, JwtModule.register({}), BranchesModule],
  controllers: [
    RegisterController,
    LogInController,
    LogOutController,
    GetProfileController,
    UpdateOwnProfileController,
    ChangePasswordController,
  ],
  providers: [
    {
      provide: CREDENTIAL_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createCredentialStore(config),
    },
    { provide: JWT_KEY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => jwtKey(config.jwtSecret) },
    PasswordHasher,
    ApiKeyDigests,
    TokenService,
    JwtStrategy,
    { provide: REMEMBERED_SESSIONS, useExisting: JwtStrategy },
    UserDirectory,
    PersonLog,
    PeopleQueries,
    EmailClaims,
    SuperAdminRosterKeeper,
    UserCommands,
    EnsureSuperAdmin,
  ],
  exports: [
    REMEMBERED_SESSIONS,
    UserDirectory,
    PersonLog,
    PeopleQueries,
    UserCommands,
    EnsureSuperAdmin,
    ApiKeyDigests,
  ],
})
export class AccountsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly branchFigures: BranchFigureRegistry,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly people: PeopleQueries,
  ) {}

  onModuleInit(): void {
    this.projections.register(usersProjection);
    // A branch's people, staff and clients; the tile's second number is the active ones.
    this.branchFigures.register(
      countedPerBranch('users', new View(this.store, USERS), (branchId) => ({ branchId, isDeleted: false }), {
        isActive: true,
      }),
    );
    this.audit.register(userAggregate, userAudit(this.people));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.credentials.close();
  }
}
