import { Inject, Injectable } from '@nestjs/common';
import type { Role, UserDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../../platform/aggregates/aggregate-commands.js';
import { childContext, type CommandContext } from '../../../../platform/aggregates/command-context.js';
import { createdId } from '../../../../platform/aggregates/event-ids.js';
import { notFound } from '../../../../platform/domain/domain-error.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../../credentials/credential-store.port.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { checkManagement, type Actor } from '../../domain/user-management.policy.js';
import { userAggregate } from '../../domain/user.aggregate.js';
import type { UserProfile } from '../../domain/user.events.js';
import { EmailClaims } from '../email-claims.js';
import { SuperAdminRosterKeeper } from '../super-admin-roster.js';

export interface NewUser {
  readonly role: Role;
  readonly profile: UserProfile;
  readonly password: string;
  readonly isActive: boolean;
}

/**
 * CreateUser: claims the email, stores the password hash, records the person (inactive in the same
 * append when asked), and puts a new SUPER_ADMIN on the roster. `actor` null is the system or a
 * self-registration, whose role the caller fixes.
 */
@Injectable()
export class CreateUserWorkflow {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly hasher: PasswordHasher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly emailClaims: EmailClaims,
    private readonly roster: SuperAdminRosterKeeper,
  ) {}

  async run(user: NewUser, actor: Actor | null, context: CommandContext): Promise<UserDto> {
    if (actor) checkManagement({ actor, newRole: user.role, otherActiveSuperAdmins: 1 });
    // Derived from the command id: a retried command creates the same person, not a second one.
    const userId = createdId(context.commandId, 'user');
    const hash = await this.hasher.hash(user.password);
    await this.emailClaims.claim(user.profile.email, userId, childContext(context, 'claim-email'));
    // The hash is stored before the person exists, so nobody can ever exist without a password.
    await this.credentials.setPasswordHash(userId, hash);
    const command = { type: 'CreateUser' as const, userId, role: user.role, profile: user.profile, isActive: user.isActive };
    const { dto } = await this.commands.execute(userAggregate, userId, command, context);
    if (!dto) throw notFound('USER.NOT_FOUND');
    if (dto.role === 'SUPER_ADMIN' && dto.isActive) await this.roster.add(userId, childContext(context, 'roster'));
    return dto;
  }
}
