import { Inject, Injectable } from '@nestjs/common';
import { normaliseEmail, type Role, type UserDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore, type GuardedTake } from '../../../platform/aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { notFound } from '../../../platform/domain/domain-error.js';
import { ReactionRunner } from '../../../platform/reactions/reaction-runner.js';
import { CREDENTIAL_STORE, type CredentialStore } from '../credentials/credential-store.port.js';
import { PasswordHasher } from '../credentials/password-hasher.js';
import { checkManagement, type Actor } from '../domain/user-management.policy.js';
import { userAggregate, type OwnProfileChanges } from '../domain/user.aggregate.js';
import type { UserProfile } from '../domain/user.events.js';
import { EmailClaims } from './email-claims.js';
import { SuperAdminRosterKeeper } from './super-admin-roster.js';

export interface NewUser {
  readonly role: Role;
  readonly profile: UserProfile;
  readonly password: string;
  readonly isActive: boolean;
  /** The password is a temporary one the person must replace once signed in (default false). */
  readonly mustChangePassword?: boolean;
}

export interface UserChanges {
  readonly changes: Partial<UserProfile>;
  readonly role?: Role;
  readonly isActive?: boolean;
}

export interface UserEdit {
  readonly before: UserDto;
  readonly after: UserDto;
  readonly recorded: readonly string[];
}

/**
 * Creating, editing and deleting people: the user aggregate's commands with the streams each one
 * keeps in step (the email claim, the password hash, the super-admin roster) and the management
 * rules. `actor` null is the system (first start, recovery, demo data) or a self-registration,
 * whose role the caller fixes. Every controller and module that changes a person goes through here.
 */
@Injectable()
export class UserCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly aggregates: AggregateStore,
    private readonly hasher: PasswordHasher,
    @Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore,
    private readonly emailClaims: EmailClaims,
    private readonly roster: SuperAdminRosterKeeper,
    private readonly reactions: ReactionRunner,
  ) {}

  /** Claims the email, stores the password hash, records the person, and puts a new SUPER_ADMIN on the roster. */
  async create(user: NewUser, actor: Actor | null, context: CommandContext): Promise<UserDto> {
    if (actor) checkManagement({ actor, newRole: user.role, otherActiveSuperAdmins: 1 });
    // Derived from the command id: a retried command creates the same person, not a second one.
    const userId = createdId(context.commandId, 'user');
    const hash = await this.hasher.hash(user.password);
    await this.emailClaims.claim(user.profile.email, userId, childContext(context, 'claim-email'));
    // The hash is stored before the person exists, so nobody can ever exist without a password.
    await this.credentials.setPasswordHash(userId, hash);
    const command = {
      type: 'CreateUser' as const,
      userId,
      role: user.role,
      profile: user.profile,
      isActive: user.isActive,
      mustChangePassword: user.mustChangePassword === true,
    };
    const { dto } = await this.commands.execute(userAggregate, userId, command, context);
    if (!dto) throw notFound('USER.NOT_FOUND');
    if (dto.role === 'SUPER_ADMIN' && dto.isActive) await this.roster.add(userId, childContext(context, 'roster'));
    return dto;
  }

  /**
   * Fields, role and the active switch. A new email is claimed first and the old one freed last; a
   * SUPER_ADMIN who stops being an active one leaves the roster first (refused if they are its last
   * member), and is put back if the edit fails.
   */
  async update(userId: string, edit: UserChanges, actor: Actor | null, context: CommandContext): Promise<UserEdit> {
    const before = await this.current(userId);
    const wasSuperAdmin = before.role === 'SUPER_ADMIN' && before.isActive;
    const staysSuperAdmin = (edit.role ?? before.role) === 'SUPER_ADMIN' && (edit.isActive ?? before.isActive);
    if (actor) {
      const deactivate = edit.isActive === false && before.isActive;
      checkManagement({
        actor,
        target: before,
        ...(edit.role === undefined ? {} : { newRole: edit.role }),
        deactivate,
        otherActiveSuperAdmins: await this.otherSuperAdmins(userId),
      });
    }
    const newEmail = edit.changes.email;
    const emailChanges = newEmail !== undefined && normaliseEmail(newEmail) !== normaliseEmail(before.email);
    if (emailChanges) await this.emailClaims.claim(newEmail, userId, childContext(context, 'claim-email'));
    const leavesRoster = wasSuperAdmin && !staysSuperAdmin;
    if (leavesRoster) await this.roster.remove(userId, childContext(context, 'roster'));
    const command = {
      type: 'UpdateUser' as const,
      changes: edit.changes,
      ...(edit.role === undefined ? {} : { role: edit.role }),
      ...(edit.isActive === undefined ? {} : { isActive: edit.isActive }),
    };
    const result = await this.commands
      .execute(userAggregate, userId, command, context)
      .catch(async (error: unknown) => {
        if (leavesRoster) await this.roster.add(userId, childContext(context, 'roster-undo'));
        if (emailChanges) await this.emailClaims.release(newEmail, userId, childContext(context, 'claim-email-undo'));
        throw error;
      });
    const after = result.dto ?? before;
    if (!wasSuperAdmin && after.role === 'SUPER_ADMIN' && after.isActive)
      await this.roster.add(userId, childContext(context, 'roster'));
    if (emailChanges) await this.emailClaims.release(before.email, userId, childContext(context, 'release-email'));
    // A person deactivated answers once their bookings still to come are cancelled (the bookings' reaction).
    if (result.recorded.includes('UserDeactivated')) await this.reactions.settled(result.position);
    return { before, after, recorded: result.recorded };
  }

  /**
   * A signed-in person's own name and phone: the same UserProfileUpdated an admin's edit records,
   * with the person as the actor. No management rules: nobody manages themself out of their role.
   */
  async updateOwnProfile(userId: string, changes: OwnProfileChanges, context: CommandContext): Promise<UserDto> {
    const { dto } = await this.commands.execute(userAggregate, userId, { type: 'UpdateOwnProfile', changes }, context);
    if (!dto) throw notFound('USER.NOT_FOUND');
    return dto;
  }

  /**
   * A signed-in person's new password. The passwords are compared here, where the hashes are; the
   * aggregate decides. The new hash is stored after the decision and before the append, so the log
   * never says "changed" while the old password still works; if the append is abandoned the old
   * hash is put back. One attempt: a change recorded meanwhile (another password change) voids the
   * comparison, so it answers 409 rather than deciding again on it.
   */
  async changePassword(
    userId: string,
    passwords: { readonly current: string; readonly next: string },
    context: CommandContext,
  ): Promise<UserDto> {
    const stored = await this.credentials.passwordHash(userId);
    const command = {
      type: 'ChangePassword' as const,
      currentPasswordMatches: await this.hasher.verify(stored, passwords.current),
      reusesCurrent: passwords.next === passwords.current,
    };
    const guard = async (): Promise<GuardedTake> => {
      const next = await this.hasher.hash(passwords.next);
      await this.credentials.setPasswordHash(userId, next);
      const putBack = async () => {
        if (stored !== null && (await this.credentials.passwordHash(userId)) === next)
          await this.credentials.setPasswordHash(userId, stored);
      };
      return { recorded: async () => {}, abandoned: putBack };
    };
    const { dto } = await this.commands.execute(userAggregate, userId, command, context, { guard, attempts: 1 });
    if (!dto) throw notFound('USER.NOT_FOUND');
    return dto;
  }

  /** Records the deletion (the history stays) and frees the address; answers the person as they were. */
  async delete(userId: string, actor: Actor, context: CommandContext): Promise<UserDto> {
    const before = await this.current(userId);
    checkManagement({
      actor,
      target: before,
      remove: true,
      otherActiveSuperAdmins: await this.otherSuperAdmins(userId),
    });
    const leavesRoster = before.role === 'SUPER_ADMIN' && before.isActive;
    if (leavesRoster) await this.roster.remove(userId, childContext(context, 'roster'));
    const { position } = await this.commands
      .execute(userAggregate, userId, { type: 'DeleteUser' }, context)
      .catch(async (error: unknown) => {
        if (leavesRoster) await this.roster.add(userId, childContext(context, 'roster-undo'));
        throw error;
      });
    await this.emailClaims.release(before.email, userId, childContext(context, 'release-email'));
    await this.reactions.settled(position);
    return before;
  }

  /** The person as the log has it now (not the read model, which may lag another instance). */
  private async current(userId: string): Promise<UserDto> {
    const dto = userAggregate.toDto((await this.aggregates.load(userAggregate, userId)).state);
    if (!dto) throw notFound('USER.NOT_FOUND');
    return dto;
  }

  private async otherSuperAdmins(userId: string): Promise<number> {
    return (await this.roster.members()).filter((id) => id !== userId).length;
  }
}
