import type { MembershipDto } from '@boxstudio/contracts';
import { labelOf, type AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { MembershipQueries } from './membership-queries.js';

/**
 * A membership in the audit console: "plan · person" and its studio days, found as the memberships list
 * finds them (the person's name or email, the plan's name).
 */
export function membershipAudit(
  memberships: MembershipQueries,
  calendar: StudioCalendar,
): AuditPresentation<MembershipDto> {
  const day = (instant: string) => calendar.dayOf(new Date(instant));
  return {
    present: (dto) => memberships.present(dto),
    label: (membership) => labelOf(membership.membershipPlan?.name, membership.user?.name),
    detail: (membership) => `${day(membership.startDate)} → ${day(membership.endDate)}`,
    find: async (text, limit) => (await memberships.list({ search: text, page: 1, limit })).memberships,
  };
}
