import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch, searchTextOf } from '../../../platform/read-store/search-text.js';
import type { BranchEvent } from '../../branches/index.js';
import type { PlanEvent } from '../domain/plan.events.js';
import { BRANCH_NAMES, NO_SALES, PLANS } from './plan-docs.js';

/**
 * Membership plans as lists, details and stats read them, with the branch names they show kept
 * current beside them (a page joins them in one lookup by id).
 */
export const plansProjection = defineProjection<PlanEvent | BranchEvent>()({
  name: 'plans',
  collections: { plans: PLANS, ...BRANCH_NAMES.collections },
  handlers: {
    PlanCreated: async ({ data: { planId, duplicatedFrom: _from, ...details } }, { plans }, { occurredAt }) => {
      const folds = { nameSort: foldForSearch(details.name), searchText: searchTextOf(details.name, details.description) };
      await plans.insert({ _id: planId, ...details, ...folds, isActive: true, createdAt: occurredAt, updatedAt: occurredAt, ...NO_SALES });
    },
    PlanUpdated: async ({ data: { planId, changes } }, { plans }, { occurredAt }) => {
      const current = changes.name !== undefined || changes.description !== undefined ? await plans.get(planId) : null;
      const name = changes.name ?? current?.name;
      const folds =
        current && name !== undefined
          ? { nameSort: foldForSearch(name), searchText: searchTextOf(name, changes.description === undefined ? current.description : changes.description) }
          : {};
      await plans.set(planId, { ...changes, ...folds, updatedAt: occurredAt });
    },
    PlanDeactivated: ({ data }, { plans }, { occurredAt }) => plans.set(data.planId, { isActive: false, updatedAt: occurredAt }),
    PlanReactivated: ({ data }, { plans }, { occurredAt }) => plans.set(data.planId, { isActive: true, updatedAt: occurredAt }),
    ...BRANCH_NAMES.handlers,
  },
});
