import type { NameSources } from '../../../platform/projections/foreign-names.js';
import type { BranchEvent } from '../domain/branch.events.js';

/** Which branch events name a branch, and the name each gives: for modules that show branch names (foreignNames). */
export const BRANCH_NAME_SOURCES: NameSources<BranchEvent, { name: string }> = {
  BranchCreated: ({ branchId, name }) => [branchId, { name }],
  BranchUpdated: ({ branchId, changes }) => [branchId, { name: changes.name }],
};
