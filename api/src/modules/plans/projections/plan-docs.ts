import type { MembershipPlanDto, NamedRef } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';

/**
 * A plan as the read model keeps it: its public fields (the branch name joined at read time), a
 * search fold, and the figures of its stats. The membership and revenue figures are 0 until the
 * memberships and payments modules feed them from their own events.
 */
export interface PlanDoc extends ViewDoc {
  readonly name: string;
  readonly description: string | null;
  readonly price: number;
  readonly duration: number;
  readonly maxClasses: number | null;
  readonly features: readonly string[];
  readonly branchId: string;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Name folded (case and accents): the tie-break of the list's order. */
  readonly nameSort: string;
  /** Name and description folded for search. */
  readonly searchText: string;
  readonly membershipsTotal: number;
  readonly membershipsActive: number;
  readonly membershipsExpired: number;
  readonly membershipsCancelled: number;
  readonly revenueTotal: number;
}

/** The name every plan of a branch shows. */
export interface PlanBranchDoc extends ViewDoc {
  readonly name: string;
}

export const PLANS = collection<PlanDoc>('membership_plans', [{ price: 1, nameSort: 1 }, { branchId: 1 }, { isActive: 1 }]);
export const PLAN_BRANCHES = collection<PlanBranchDoc>('plan_branches');

/** A new plan's stats: nothing sold yet. */
export const NO_SALES = { membershipsTotal: 0, membershipsActive: 0, membershipsExpired: 0, membershipsCancelled: 0, revenueTotal: 0 } as const;

export function toPlanDto(doc: PlanDoc, branches: ReadonlyMap<string, NamedRef>): MembershipPlanDto {
  const { _id, name, description, price, duration, maxClasses, features, branchId, isActive, createdAt, updatedAt } = doc;
  return { id: _id, name, description, price, duration, maxClasses, features: [...features], branchId, branch: branches.get(branchId) ?? null, isActive, createdAt, updatedAt };
}
