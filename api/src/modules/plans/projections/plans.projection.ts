import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch, searchTextOf } from '../../../platform/read-store/search-text.js';
import type { BranchEvent } from '../../branches/index.js';
import type { PlanEvent } from '../domain/plan.events.js';
import { BRANCH_NAMES, maxClassesSort, PLANS } from './plan-docs.js';

const branchSort = async (writers: Parameters<typeof BRANCH_NAMES.named>[0], id: string): Promise<string> =>
  foldForSearch((await BRANCH_NAMES.named(writers, id))?.name ?? '');

/**
 * Membership plans as lists, details and stats read them, with the branch names they show kept
 * current beside them (a page joins them in one lookup by id).
 */
export const plansProjection = defineProjection<PlanEvent | BranchEvent>()({
  name: 'plans',
  collections: { plans: PLANS, ...BRANCH_NAMES.collections },
  handlers: {
    PlanCreated: async ({ data: { planId, duplicatedFrom: _from, ...details } }, writers, { occurredAt }) => {
      const folds = {
        nameSort: foldForSearch(details.name),
        searchText: searchTextOf(details.name, details.description),
      };
      const sortKeys = {
        branchSort: await branchSort(writers, details.branchId),
        maxClassesSort: maxClassesSort(details.maxClasses),
      };
      await writers.plans.insert({
        _id: planId,
        ...details,
        ...folds,
        ...sortKeys,
        isActive: true,
        createdAt: occurredAt,
        updatedAt: occurredAt,
      });
    },
    PlanUpdated: async ({ data: { planId, changes } }, writers, { occurredAt }) => {
      const current =
        changes.name !== undefined || changes.description !== undefined ? await writers.plans.get(planId) : null;
      const name = changes.name ?? current?.name;
      const folds = {
        ...(current && name !== undefined
          ? {
              nameSort: foldForSearch(name),
              searchText: searchTextOf(
                name,
                changes.description === undefined ? current.description : changes.description,
              ),
            }
          : {}),
        ...(changes.branchId === undefined ? {} : { branchSort: await branchSort(writers, changes.branchId) }),
        ...(changes.maxClasses === undefined ? {} : { maxClassesSort: maxClassesSort(changes.maxClasses) }),
      };
      await writers.plans.set(planId, { ...changes, ...folds, updatedAt: occurredAt });
    },
    PlanDeactivated: ({ data }, { plans }, { occurredAt }) =>
      plans.set(data.planId, { isActive: false, updatedAt: occurredAt }),
    PlanReactivated: ({ data }, { plans }, { occurredAt }) =>
      plans.set(data.planId, { isActive: true, updatedAt: occurredAt }),
    ...BRANCH_NAMES.handlers,
  },
});
