import type { UsersReport } from '@boxstudio/contracts';
import type { CsvCell } from '../../../../platform/http/csv.js';
import type { UserTable } from './users-report.request.js';

/** One table of the users report as CSV rows: the same rows the JSON carries. */
export function userRows(report: UsersReport, table: UserTable): { header: string[]; rows: CsvCell[][] } {
  switch (table) {
    case 'byDay':
      return { header: ['date', 'newClients'], rows: report.byDay.map((row) => [row.date, row.newClients]) };
    case 'byMonth':
      return { header: ['month', 'newClients'], rows: report.byMonth.map((row) => [row.month, row.newClients]) };
    case 'byBranch':
      return {
        header: ['branchId', 'branchName', 'newClients'],
        rows: report.byBranch.map((row) => [row.branchId, row.branchName, row.newClients]),
      };
    case 'atRiskClients':
      return {
        header: ['id', 'name', 'email', 'lastVisitAt', 'activeUntil'],
        rows: report.atRiskClients.map((row) => [row.id, row.name, row.email, row.lastVisitAt, row.activeUntil]),
      };
  }
}
