import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { BranchDetails, BranchEvent } from '../domain/branch.events.js';
import { BRANCHES } from './branch-docs.js';

/** The list searches name, city and state folded; an edit refolds only the fields it changed. */
function foldsOf(fields: Partial<BranchDetails>): { nameSort?: string; cityFold?: string; stateFold?: string } {
  return {
    ...(fields.name === undefined ? {} : { nameSort: foldForSearch(fields.name) }),
    ...(fields.city === undefined ? {} : { cityFold: foldForSearch(fields.city) }),
    ...(fields.state === undefined ? {} : { stateFold: foldForSearch(fields.state) }),
  };
}

/**
 * Branches as lists, details and statistics read them. Only the branch's own events: the figures
 * of what a branch holds come from the modules that own those things (branch-figures.ts).
 */
export const branchesProjection = defineProjection<BranchEvent>()({
  name: 'branches',
  collections: { branches: BRANCHES },
  handlers: {
    BranchCreated: async ({ data: { branchId, ...details } }, { branches }, { occurredAt }) => {
      await branches.insert({
        _id: branchId,
        ...details,
        nameSort: foldForSearch(details.name),
        cityFold: foldForSearch(details.city),
        stateFold: foldForSearch(details.state),
        isActive: true,
        createdAt: occurredAt,
        updatedAt: occurredAt,
      });
    },
    BranchUpdated: ({ data }, { branches }, { occurredAt }) =>
      branches.set(data.branchId, { ...data.changes, ...foldsOf(data.changes), updatedAt: occurredAt }),
    BranchDeactivated: ({ data }, { branches }, { occurredAt }) =>
      branches.set(data.branchId, { isActive: false, updatedAt: occurredAt }),
    BranchReactivated: ({ data }, { branches }, { occurredAt }) =>
      branches.set(data.branchId, { isActive: true, updatedAt: occurredAt }),
  },
});
