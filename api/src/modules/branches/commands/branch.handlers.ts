import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../platform/commands/aggregate-store.js';
import { deterministicEventId } from '../../../platform/commands/event-ids.js';
import { branchDecider } from '../domain/branch.decider.js';
import { branchStream, type BranchEvent } from '../domain/branch.events.js';
import { CreateBranchCommand, DeactivateBranchCommand, ReviseBranchCommand } from './branch.commands.js';

/** Answers the new branch's id. */
@CommandHandler(CreateBranchCommand)
export class CreateBranchHandler implements ICommandHandler<CreateBranchCommand, string> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ details, context }: CreateBranchCommand): Promise<string> {
    // Derived from the command id, so a retried create answers the same branch.
    const branchId = deterministicEventId(context.commandId, 'branch-id', 0);
    await this.aggregates.handle({
      streamId: branchStream(branchId),
      decider: branchDecider,
      command: { type: 'CreateBranch', branchId, details },
      commandType: 'CreateBranch',
      context,
    });
    return branchId;
  }
}

/** Answers the types of the events the edit recorded (none when it changed nothing). */
@CommandHandler(ReviseBranchCommand)
export class ReviseBranchHandler implements ICommandHandler<ReviseBranchCommand, BranchEvent['type'][]> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ branchId, changes, isActive, context }: ReviseBranchCommand): Promise<BranchEvent['type'][]> {
    const outcome = await this.aggregates.handle({
      streamId: branchStream(branchId),
      decider: branchDecider,
      command: { type: 'ReviseBranch', changes, ...(isActive === undefined ? {} : { isActive }) },
      commandType: 'UpdateBranch',
      context,
    });
    return outcome.events.map((event) => event.type);
  }
}

@CommandHandler(DeactivateBranchCommand)
export class DeactivateBranchHandler implements ICommandHandler<DeactivateBranchCommand, void> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ branchId, context }: DeactivateBranchCommand): Promise<void> {
    await this.aggregates.handle({
      streamId: branchStream(branchId),
      decider: branchDecider,
      command: { type: 'DeactivateBranch' },
      commandType: 'DeactivateBranch',
      context,
    });
  }
}
