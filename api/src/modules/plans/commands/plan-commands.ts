import { Injectable } from '@nestjs/common';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import { AggregateCommands } from '../../../platform/aggregates/aggregate-commands.js';
import type { CommandContext } from '../../../platform/aggregates/command-context.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { ValidationFailed } from '../../../platform/http/http-errors.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { BranchDirectory } from '../../branches/index.js';
import { planAggregate, type PlanCommand } from '../domain/plan.aggregate.js';
import type { PlanDetails } from '../domain/plan.events.js';
import { PlanQueries } from '../queries/plan-queries.js';
import { definedOnly } from '../../../platform/domain/changes.js';

/** A new plan as the form sends it (already past the request's field rules). */
export interface NewPlan {
  readonly name: string;
  readonly description?: string | undefined;
  readonly price: number;
  readonly duration: number;
  readonly maxClasses?: number | null | undefined;
  readonly features?: readonly string[] | undefined;
  readonly branchId: string;
}

export type PlanChanges = { readonly [K in keyof PlanDetails]?: PlanDetails[K] | undefined };

/**
 * Creating, editing, duplicating and deactivating plans: the branch checks (a new plan, a copy or
 * a moved plan goes to an existing, active branch), then the plan aggregate's command. Controllers and the demo
 * data both go through here.
 */
@Injectable()
export class PlanCommands {
  constructor(
    private readonly commands: AggregateCommands,
    private readonly queries: PlanQueries,
    private readonly branches: BranchDirectory,
  ) {}

  async create(input: NewPlan, context: CommandContext): Promise<MembershipPlanDto> {
    await this.checkBranch(input.branchId);
    const details: PlanDetails = {
      name: input.name,
      description: input.description ?? null,
      price: input.price,
      duration: input.duration,
      maxClasses: input.maxClasses ?? null,
      features: [...(input.features ?? [])],
      branchId: input.branchId,
    };
    const planId = createdId(context.commandId, 'plan');
    await this.run(planId, { type: 'CreatePlan', planId, details }, context);
    return this.queries.get(planId);
  }

  /** Fields and/or the active switch; answers the plan and what was recorded (for the message). */
  async update(
    id: string,
    changes: PlanChanges,
    isActive: boolean | undefined,
    context: CommandContext,
  ): Promise<{ dto: MembershipPlanDto; recorded: readonly string[] }> {
    const current = await this.queries.find(id);
    // A missing plan is the aggregate's 404; a plan moved to another branch needs an existing, active one.
    if (current !== null && changes.branchId !== undefined && changes.branchId !== current.branchId)
      await this.checkBranch(changes.branchId);
    const defined = definedOnly<PlanDetails>(changes);
    const command: PlanCommand = {
      type: 'UpdatePlan',
      changes: defined,
      ...(isActive === undefined ? {} : { isActive }),
    };
    const recorded = await this.run(id, command, context);
    return { dto: await this.queries.get(id), recorded };
  }

  /** A new plan with the source's current fields in `branchId` (the same name: the branch tells them apart). */
  async duplicate(sourceId: string, branchId: string, context: CommandContext): Promise<MembershipPlanDto> {
    const source = await this.queries.get(sourceId);
    await this.checkBranch(branchId);
    const { name, description, price, duration, maxClasses, features } = source;
    const planId = createdId(context.commandId, 'plan');
    await this.run(
      planId,
      {
        type: 'CreatePlan',
        planId,
        details: { name, description, price, duration, maxClasses, features: [...features], branchId },
        duplicatedFrom: sourceId,
      },
      context,
    );
    return this.queries.get(planId);
  }

  /** DELETE: deactivates (spec §4) and answers the plan as it is now. */
  async deactivate(id: string, context: CommandContext): Promise<MembershipPlanDto> {
    await this.run(id, { type: 'DeactivatePlan' }, context);
    return this.queries.get(id);
  }

  private async run(id: string, command: PlanCommand, context: CommandContext): Promise<readonly string[]> {
    return (await this.commands.execute(planAggregate, id, command, context)).recorded;
  }

  /** A plan goes (is created, copied or moved) only to an existing, active branch. */
  private async checkBranch(id: string): Promise<void> {
    const active = await this.branches.isActive(id);
    if (active === null)
      throw new ValidationFailed([{ field: 'branchId', message: encodeMessage('PLAN.BRANCH_NOT_FOUND') }]);
    if (!active) throw new ValidationFailed([{ field: 'branchId', message: encodeMessage('PLAN.BRANCH_INACTIVE') }]);
  }
}
