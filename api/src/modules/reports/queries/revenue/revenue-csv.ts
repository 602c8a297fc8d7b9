import type { RevenueReport } from '@boxstudio/contracts';
import type { CsvCell } from '../../../../platform/http/csv.js';
import type { RevenueTable } from './revenue-report.request.js';

type Rows = { header: string[]; rows: CsvCell[][] };

/** One table of the revenue report as CSV rows: the same rows the JSON carries. */
export function revenueRows(report: RevenueReport, table: RevenueTable): Rows {
  const figures = ['revenue', 'payments'];
  switch (table) {
    case 'byDay':
      return { header: ['date', ...figures], rows: report.byDay.map((row) => [row.date, row.revenue, row.payments]) };
    case 'byMonth':
      return {
        header: ['month', ...figures],
        rows: report.byMonth.map((row) => [row.month, row.revenue, row.payments]),
      };
    case 'byPlan':
      return {
        header: ['planId', 'planName', ...figures],
        rows: report.byPlan.map((row) => [row.planId, row.planName, row.revenue, row.payments]),
      };
    case 'byBranch':
      return {
        header: ['branchId', 'branchName', ...figures],
        rows: report.byBranch.map((row) => [row.branchId, row.branchName, row.revenue, row.payments]),
      };
    case 'paymentMethods':
      return {
        header: ['method', ...figures],
        rows: report.paymentMethods.map((row) => [row.method, row.revenue, row.payments]),
      };
    case 'bySource':
      return {
        header: ['stream', ...figures],
        rows: report.bySource.map((row) => [row.stream, row.revenue, row.payments]),
      };
  }
}
