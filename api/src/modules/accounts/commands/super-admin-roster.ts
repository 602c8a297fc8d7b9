import { Injectable } from '@nestjs/common';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import { AggregateStore } from '../../../platform/aggregates/aggregate-store.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { ROSTER_ID, superAdminRosterAggregate } from '../domain/super-admin-roster.aggregate.js';

/** The roster of active SUPER_ADMINs (domain/super-admin-roster.aggregate.ts), as workflows use it. */
@Injectable()
export class SuperAdminRosterKeeper {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly aggregates: AggregateStore,
  ) {}

  async members(): Promise<readonly string[]> {
    return (await this.aggregates.load(superAdminRosterAggregate, ROSTER_ID)).state.userIds;
  }

  async isStarted(): Promise<boolean> {
    return (await this.aggregates.load(superAdminRosterAggregate, ROSTER_ID)).state.started;
  }

  /** Starts keeping the roster (once, at the first start that has none) from who is active now. */
  async start(userIds: readonly string[], context: CommandContext): Promise<void> {
    await this.commands.execute(
      superAdminRosterAggregate,
      ROSTER_ID,
      { type: 'StartSuperAdminRoster', userIds },
      context,
      { waitForProjections: false },
    );
  }

  async add(userId: string, context: CommandContext): Promise<void> {
    await this.commands.execute(superAdminRosterAggregate, ROSTER_ID, { type: 'AddSuperAdmin', userId }, context, {
      waitForProjections: false,
    });
  }

  /** Throws USER.LAST_SUPER_ADMIN (409) rather than leave the studio without one. */
  async remove(userId: string, context: CommandContext): Promise<void> {
    await this.commands.execute(superAdminRosterAggregate, ROSTER_ID, { type: 'RemoveSuperAdmin', userId }, context, {
      waitForProjections: false,
    });
  }
}
