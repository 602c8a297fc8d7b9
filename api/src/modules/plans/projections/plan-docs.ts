import type { MembershipPlanDto } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames, type NameDoc } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';

/**
 * A plan as the read model keeps it: its public fields (the branch name joined at read time) and
 * the folds search and sorting use. What was sold of it is counted by the modules that sell
 * (plan-figures.ts).
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
  /** The branch's name folded (kept current on a rename), and maxClasses with unlimited last: sort keys. */
  readonly branchSort: string;
  readonly maxClassesSort: number;
}

export const PLANS = collection<PlanDoc>('membership_plans', [
  { price: 1, nameSort: 1 },
  { branchId: 1 },
  { isActive: 1 },
  // The list's other sortable columns (PLAN_SORT_FIELDS).
  { nameSort: 1 },
  { duration: 1 },
  { maxClassesSort: 1 },
  { branchSort: 1 },
]);

/** The name every plan of a branch shows, copied (folded) onto its plans: the list sorts by it. */
export const BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'plan_branches',
  from: BRANCH_NAME_SOURCES,
  copies: [{ into: 'plans', by: 'branchId', fields: ({ name }) => ({ branchSort: foldForSearch(name) }) }],
});

/** Unlimited classes sort after any number of them. */
export const maxClassesSort = (maxClasses: number | null): number => maxClasses ?? Number.MAX_SAFE_INTEGER;

export type BranchNames = ReadonlyMap<string, NameDoc<{ name: string }>>;

export function branchOf(branches: BranchNames, id: string): MembershipPlanDto['branch'] {
  const branch = branches.get(id);
  return branch ? { id, name: branch.name } : null;
}

export function toPlanDto(doc: PlanDoc, branches: BranchNames): MembershipPlanDto {
  const { _id, name, description, price, duration, maxClasses, features, branchId, isActive, createdAt, updatedAt } =
    doc;
  return {
    id: _id,
    name,
    description,
    price,
    duration,
    maxClasses,
    features: [...features],
    branchId,
    branch: branchOf(branches, branchId),
    isActive,
    createdAt,
    updatedAt,
  };
}
