import { ReportQueryRequest, ReportTable } from '../report-query.request.js';

/** The tables of the revenue report a CSV can carry, one at a time. */
export const REVENUE_TABLES = ['byDay', 'byMonth', 'byPlan', 'byBranch', 'paymentMethods', 'bySource'] as const;
export type RevenueTable = (typeof REVENUE_TABLES)[number];

/** GET /reports/revenue: the period and branch, and for CSV which table and which CSV. */
export class RevenueReportRequest extends ReportQueryRequest {
  @ReportTable(REVENUE_TABLES)
  table?: RevenueTable;
}
