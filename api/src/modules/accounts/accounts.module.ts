import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AuditCatalog } from '../../platform/commands/audit-catalog.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { AuthController } from './auth/auth.controller.js';
import { JwtStrategy } from './auth/jwt.strategy.js';
import { JWT_KEY, jwtKey } from './auth/jwt-key.js';
import { TokenService } from './auth/token.service.js';
import { CreateAccountHandler } from './commands/create-account/create-account.handler.js';
import { EmailClaims } from './commands/email-claims.js';
import { EnsureSuperAdmin } from './commands/ensure-super-admin.js';
import { DeleteUserHandler, ReviseUserHandler } from './commands/revise-user/revise-user.handler.js';
import { CREDENTIAL_STORE, type CredentialStore } from './credentials/credential-store.port.js';
import { createCredentialStore } from './credentials/create-credential-store.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { userDecider } from './domain/user.decider.js';
import { UsersProjection } from './projections/users.projection.js';
import { PeopleQueries } from './queries/people-queries.js';
import { UserDirectory } from './queries/user-directory.js';

/** People who can log in: registration, sessions, the users read model and the super admin. */
@Module({
  imports: [PassportModule, JwtModule.register({})],
  controllers: [AuthController],
  providers: [
    { provide: CREDENTIAL_STORE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createCredentialStore(config) },
    { provide: JWT_KEY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => jwtKey(config.jwtSecret) },
    PasswordHasher,
    TokenService,
    JwtStrategy,
    UserDirectory,
    PeopleQueries,
    UsersProjection,
    CreateAccountHandler,
    ReviseUserHandler,
    DeleteUserHandler,
    EmailClaims,
    EnsureSuperAdmin,
  ],
  exports: [UserDirectory, PeopleQueries, EnsureSuperAdmin, CREDENTIAL_STORE, PasswordHasher],
})
export class AccountsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly audit: AuditCatalog,
    private readonly users: UsersProjection,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
  ) {}

  onModuleInit(): void {
    this.projections.register(this.users);
    this.audit.register({ aggregate: 'user', streamPrefix: 'user-', decider: userDecider });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.credentials.close();
  }
}
