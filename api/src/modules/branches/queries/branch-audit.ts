import type { BranchDto } from '@boxstudio/contracts';
import { labelOf, type AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { BranchQueries } from './branch-queries.js';

/** A branch in the audit console: its name and where it is, found as the branches list finds it. */
export function branchAudit(branches: BranchQueries): AuditPresentation<BranchDto> {
  return {
    label: (branch) => branch.name,
    detail: (branch) => labelOf(branch.city, branch.state),
    find: async (text, limit) => (await branches.list({ search: text, status: 'all', page: 1, limit })).branches,
  };
}
