import { ReportQueryRequest, ReportTable } from '../report-query.request.js';

/** The tables of the users report a CSV can carry, one at a time. */
export const USER_TABLES = ['byDay', 'byMonth', 'byBranch', 'atRiskClients'] as const;
export type UserTable = (typeof USER_TABLES)[number];

/** GET /reports/users: the period and branch, and for CSV which table and which CSV. */
export class UsersReportRequest extends ReportQueryRequest {
  @ReportTable(USER_TABLES)
  table?: UserTable;
}
