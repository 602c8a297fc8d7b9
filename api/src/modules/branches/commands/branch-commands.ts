import { Injectable } from '@nestjs/common';
import { branchEditMessage, type BranchSummary, type MessageKey } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { branchAggregate, type BranchCommand } from '../domain/branch.aggregate.js';
import type { BranchDetails } from '../domain/branch.events.js';
import { BranchQueries } from '../queries/branch-queries.js';

/** A branch and the message its command answers with. */
export interface BranchOutcome {
  readonly branch: BranchSummary;
  readonly message: MessageKey;
}

/**
 * Opening, editing and deactivating branches: the branch aggregate's commands, answered with the
 * branch as lists show it. Controllers and the demo data both go through here.
 */
@Injectable()
export class BranchCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: BranchQueries,
  ) {}

  async create(details: BranchDetails, context: CommandContext): Promise<BranchSummary> {
    const branchId = createdId(context.commandId, 'branch');
    await this.run(branchId, { type: 'CreateBranch', branchId, details }, context);
    return this.queries.get(branchId);
  }

  /** Fields and/or the Active switch; the message says what was recorded. */
  async update(
    id: string,
    changes: Partial<BranchDetails>,
    isActive: boolean | undefined,
    context: CommandContext,
  ): Promise<BranchOutcome> {
    const recorded = await this.run(
      id,
      { type: 'UpdateBranch', changes, ...(isActive === undefined ? {} : { isActive }) },
      context,
    );
    return { branch: await this.queries.get(id), message: branchEditMessage(recorded) };
  }

  async deactivate(id: string, context: CommandContext): Promise<BranchSummary> {
    await this.run(id, { type: 'DeactivateBranch' }, context);
    return this.queries.get(id);
  }

  private async run(id: string, command: BranchCommand, context: CommandContext): Promise<readonly string[]> {
    return (await this.commands.execute(branchAggregate, id, command, context)).recorded;
  }
}
