import { Injectable } from '@nestjs/common';
import type { MembershipPlanStatsResponse } from '@boxstudio/contracts';
import { Contributions } from '../../platform/contributions/contributions.js';

/** The figures of a plan's statistics dialog (spec §3): its memberships by status, and its revenue. */
export type PlanFigures = MembershipPlanStatsResponse['stats'];

/**
 * One module's figure of a plan, from that module's own read model: the memberships module counts
 * a plan's memberships by status, the payments module sums its revenue. The plans module knows
 * neither by name; each registers here in `onModuleInit`.
 */
export type PlanFigureContribution = {
  readonly [Name in keyof PlanFigures]: { readonly figure: Name; figureOf(planId: string): Promise<PlanFigures[Name]> };
}[keyof PlanFigures];

/** A plan nothing has been sold of, or whose figure no module contributes (yet). */
const NOTHING_SOLD: PlanFigures = {
  memberships: { total: 0, active: 0, expired: 0, cancelled: 0 },
  revenue: { total: 0 },
};

/** The registry other modules contribute to (exported through the module's index). */
@Injectable()
export class PlanFigureRegistry extends Contributions<PlanFigureContribution> {
  async figuresOf(planId: string): Promise<PlanFigures> {
    const answers = await Promise.all(
      this.all().map(async (contribution) => [contribution.figure, await contribution.figureOf(planId)] as const),
    );
    // Each answer is the figure its contribution names, so the entries keep PlanFigures' shape.
    return { ...NOTHING_SOLD, ...(Object.fromEntries(answers) as Partial<PlanFigures>) };
  }
}
