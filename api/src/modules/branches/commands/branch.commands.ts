import type { CommandContext } from '../../../platform/commands/command-context.js';
import type { BranchDetails } from '../domain/branch.events.js';

export class CreateBranchCommand {
  constructor(readonly details: BranchDetails, readonly context: CommandContext) {}
}

export class ReviseBranchCommand {
  constructor(
    readonly branchId: string,
    readonly changes: Partial<BranchDetails>,
    readonly isActive: boolean | undefined,
    readonly context: CommandContext,
  ) {}
}

export class DeactivateBranchCommand {
  constructor(readonly branchId: string, readonly context: CommandContext) {}
}
