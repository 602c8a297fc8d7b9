import type { MembershipsReport } from '@boxstudio/contracts';
import type { CsvCell } from '../../../../platform/http/csv.js';
import type { MembershipTable } from './memberships-report.request.js';

/** One table of the memberships report as CSV rows: the same rows the JSON carries. */
export function membershipRows(
  report: MembershipsReport,
  table: MembershipTable,
): { header: string[]; rows: CsvCell[][] } {
  switch (table) {
    case 'byDay':
      return {
        header: ['date', 'active', 'sold', 'renewed', 'expired', 'cancelled', 'frozen'],
        rows: report.byDay.map((row) => [
          row.date,
          row.active,
          row.sold,
          row.renewed,
          row.expired,
          row.cancelled,
          row.frozen,
        ]),
      };
    case 'byPlan':
      return {
        header: ['planId', 'planName', 'active', 'sold'],
        rows: report.byPlan.map((row) => [row.planId, row.planName, row.active, row.sold]),
      };
    case 'byBranch':
      return {
        header: ['branchId', 'branchName', 'active', 'sold'],
        rows: report.byBranch.map((row) => [row.branchId, row.branchName, row.active, row.sold]),
      };
  }
}
