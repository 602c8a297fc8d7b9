import type { BranchListResponse, BranchStatsResponse, BranchSummary, TotalAndActive } from '@boxstudio/contracts';
import { PAGE_FIELDS } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { flag, instant, integer, list, nullable, object, text } from '../../platform/http/openapi/wire-schema.js';

export const BRANCH_SUMMARY = model<BranchSummary>(
  'BranchSummary',
  {
    id: text(),
    name: text(),
    address: text(),
    city: text(),
    state: text(),
    country: text(),
    postalCode: nullable(text()),
    phone: nullable(text()),
    email: nullable(text()),
    isActive: flag(),
    createdAt: instant(),
    updatedAt: instant(),
    _count: object({ users: integer(), classes: integer(), membershipPlans: integer() }),
  },
  'A branch with the counts of what belongs to it',
);

export const BRANCH_LIST = model<BranchListResponse>('BranchListResponse', {
  ...PAGE_FIELDS,
  branches: list(BRANCH_SUMMARY),
});

const TOTAL_AND_ACTIVE = model<TotalAndActive>('TotalAndActive', { total: integer(), active: integer() });

export const BRANCH_STATS = model<BranchStatsResponse>('BranchStatsResponse', {
  branch: object({ id: text(), name: text(), isActive: flag() }),
  stats: object({
    users: TOTAL_AND_ACTIVE,
    classes: TOTAL_AND_ACTIVE,
    memberships: TOTAL_AND_ACTIVE,
    inventory: object({ total: integer(), lowStock: integer() }),
  }),
});
