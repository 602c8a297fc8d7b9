import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch, searchTextOf } from '../../../platform/read-store/search-text.js';
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
  // 2: one search text carried by the list's indexes instead of three folds.
  version: 2,
  collections: { branches: BRANCHES },
  handlers: {
    BranchCreated: async ({ data: { branchId, ...details } }, { branches }, { occurredAt }) => {
      await branches.insert({
        _id: branchId,
        ...details,
        nameSort: foldForSearch(details.name),
        cityFold: foldForSearch(details.city),
        stateFold: foldForSearch(details.state),
        searchText: searchTextOf(details.name, details.city, details.state),
        isActive: true,
        createdAt: occurredAt,
        updatedAt: occurredAt,
      });
    },
    BranchUpdated: async ({ data: { branchId, changes } }, { branches }, { occurredAt }) => {
      const { name, city, state } = changes;
      // An edit may change one of the three: the search text is made again from the branch as it becomes.
      const before =
        name === undefined && city === undefined && state === undefined ? null : await branches.get(branchId);
      const searchText = before
        ? { searchText: searchTextOf(name ?? before.name, city ?? before.city, state ?? before.state) }
        : {};
      await branches.set(branchId, { ...changes, ...foldsOf(changes), ...searchText, updatedAt: occurredAt });
    },
    BranchDeactivated: ({ data }, { branches }, { occurredAt }) =>
      branches.set(data.branchId, { isActive: false, updatedAt: occurredAt }),
    BranchReactivated: ({ data }, { branches }, { occurredAt }) =>
      branches.set(data.branchId, { isActive: true, updatedAt: occurredAt }),
  },
});
