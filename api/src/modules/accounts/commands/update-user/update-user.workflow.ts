import { Injectable } from '@nestjs/common';
import { normaliseEmail, type Role, type UserDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore } from '../../../../platform/aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../../../../platform/aggregates/command-context.js';
import { notFound } from '../../../../platform/domain/domain-error.js';
import { checkManagement, type Actor } from '../../domain/user-management.policy.js';
import { userAggregate } from '../../domain/user.aggregate.js';
import type { UserProfile } from '../../domain/user.events.js';
import { EmailClaims } from '../email-claims.js';
import { SuperAdminRosterKeeper } from '../super-admin-roster.js';

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
 * UpdateUser: fields, role and the active switch of one person, with the management rules. A new
 * email is claimed first and the old one freed last; a SUPER_ADMIN who stops being an active one
 * leaves the roster first (refused if they are its last member), and is put back if the edit fails.
 * `actor` null is the system (start-up recovery), which the management rules do not limit.
 */
@Injectable()
export class UpdateUserWorkflow {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly aggregates: AggregateStore,
    private readonly emailClaims: EmailClaims,
    private readonly roster: SuperAdminRosterKeeper,
  ) {}

  async run(userId: string, edit: UserChanges, actor: Actor | null, context: CommandContext): Promise<UserEdit> {
    const { state } = await this.aggregates.load(userAggregate, userId);
    const before = userAggregate.toDto(state);
    if (!before) throw notFound('USER.NOT_FOUND');
    const wasSuperAdmin = before.role === 'SUPER_ADMIN' && before.isActive;
    const staysSuperAdmin = (edit.role ?? before.role) === 'SUPER_ADMIN' && (edit.isActive ?? before.isActive);
    if (actor) {
      const others = (await this.roster.members()).filter((id) => id !== userId).length;
      checkManagement({ actor, target: before, ...(edit.role === undefined ? {} : { newRole: edit.role }), deactivate: edit.isActive === false && before.isActive, otherActiveSuperAdmins: others });
    }
    const newEmail = edit.changes.email;
    const emailChanges = newEmail !== undefined && normaliseEmail(newEmail) !== normaliseEmail(before.email);
    if (emailChanges) await this.emailClaims.claim(newEmail, userId, childContext(context, 'claim-email'));
    const leavesRoster = wasSuperAdmin && !staysSuperAdmin;
    if (leavesRoster) await this.roster.remove(userId, childContext(context, 'roster'));
    const command = { type: 'UpdateUser' as const, changes: edit.changes, ...(edit.role === undefined ? {} : { role: edit.role }), ...(edit.isActive === undefined ? {} : { isActive: edit.isActive }) };
    const result = await this.commands.execute(userAggregate, userId, command, context).catch(async (error: unknown) => {
      if (leavesRoster) await this.roster.add(userId, childContext(context, 'roster-undo'));
      if (emailChanges) await this.emailClaims.release(newEmail, userId, childContext(context, 'claim-email-undo'));
      throw error;
    });
    const after = result.dto ?? before;
    if (!wasSuperAdmin && after.role === 'SUPER_ADMIN' && after.isActive) await this.roster.add(userId, childContext(context, 'roster'));
    if (emailChanges) await this.emailClaims.release(before.email, userId, childContext(context, 'release-email'));
    return { before, after, recorded: result.recorded };
  }
}
