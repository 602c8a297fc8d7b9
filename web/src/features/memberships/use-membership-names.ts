import type { MembershipPlanDto } from '@boxstudio/contracts';
import { useListPlansQuery } from '../plans';
import { branchOfPlanIn, type BranchOfPlan } from './membership-list';
import type { MembershipNames } from './membership-presenter';

export interface PlanCatalog {
  /** Every plan, active or not (a filter, an old membership, a history name plans no longer sold). */
  readonly plans: readonly MembershipPlanDto[];
  readonly branchOf: BranchOfPlan;
  readonly names: MembershipNames;
  readonly isError: boolean;
}

/** Every plan with its branch (GET /membership-plans, one page of the most the API gives). */
export function usePlanCatalog(): PlanCatalog {
  const { data, isError } = useListPlansQuery({ page: 1, limit: 100, sort: 'name', order: 'asc' });
  const plans = data?.plans ?? [];
  const branches = new Map(plans.flatMap((plan) => (plan.branch ? [[plan.branch.id, plan.branch.name] as const] : [])));
  return {
    plans,
    branchOf: branchOfPlanIn(plans),
    names: { plan: (id) => plans.find((plan) => plan.id === id)?.name, branch: (id) => branches.get(id) },
    isError,
  };
}
