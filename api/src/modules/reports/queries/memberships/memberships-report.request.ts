import { ReportQueryRequest, ReportTable } from '../report-query.request.js';

/** The tables of the memberships report a CSV can carry, one at a time. */
export const MEMBERSHIP_TABLES = ['byDay', 'byPlan', 'byBranch'] as const;
export type MembershipTable = (typeof MEMBERSHIP_TABLES)[number];

/** GET /reports/memberships: the period and branch, and for CSV which table and which CSV. */
export class MembershipsReportRequest extends ReportQueryRequest {
  @ReportTable(MEMBERSHIP_TABLES)
  table?: MembershipTable;
}
