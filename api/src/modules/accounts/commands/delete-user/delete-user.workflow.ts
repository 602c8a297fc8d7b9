import { Injectable } from '@nestjs/common';
import type { UserDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore } from '../../../../platform/aggregates/aggregate-store.js';
import { childContext, type CommandContext } from '../../../../platform/aggregates/command-context.js';
import { notFound } from '../../../../platform/domain/domain-error.js';
import { checkManagement, type Actor } from '../../domain/user-management.policy.js';
import { userAggregate } from '../../domain/user.aggregate.js';
import { EmailClaims } from '../email-claims.js';
import { SuperAdminRosterKeeper } from '../super-admin-roster.js';

/**
 * DeleteUser: records the deletion (the history stays) and frees the address for a new account. An
 * active SUPER_ADMIN leaves the roster first, which refuses to lose its last member.
 */
@Injectable()
export class DeleteUserWorkflow {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly aggregates: AggregateStore,
    private readonly emailClaims: EmailClaims,
    private readonly roster: SuperAdminRosterKeeper,
  ) {}

  /** Answers the person as they were before the deletion. */
  async run(userId: string, actor: Actor, context: CommandContext): Promise<UserDto> {
    const before = userAggregate.toDto((await this.aggregates.load(userAggregate, userId)).state);
    if (!before) throw notFound('USER.NOT_FOUND');
    const others = (await this.roster.members()).filter((id) => id !== userId).length;
    checkManagement({ actor, target: before, remove: true, otherActiveSuperAdmins: others });
    const leavesRoster = before.role === 'SUPER_ADMIN' && before.isActive;
    if (leavesRoster) await this.roster.remove(userId, childContext(context, 'roster'));
    await this.commands.execute(userAggregate, userId, { type: 'DeleteUser' }, context).catch(async (error: unknown) => {
      if (leavesRoster) await this.roster.add(userId, childContext(context, 'roster-undo'));
      throw error;
    });
    await this.emailClaims.release(before.email, userId, childContext(context, 'release-email'));
    return before;
  }
}
