import type { MembershipPlanDto } from '@boxstudio/contracts';
import type { AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { PlanQueries } from './plan-queries.js';

/** A plan in the audit console: its name and branch, found as the plans list finds it. */
export function planAudit(plans: PlanQueries): AuditPresentation<MembershipPlanDto> {
  return {
    present: (dto) => plans.present(dto),
    label: (plan) => plan.name,
    detail: (plan) => plan.branch?.name ?? null,
    find: async (text, limit) => (await plans.list({ search: text, page: 1, limit })).plans,
  };
}
