import type { ClassesReport, ClassFigures } from '@boxstudio/contracts';
import type { CsvCell } from '../../../../platform/http/csv.js';
import type { ClassTable } from './classes-report.request.js';

const FIGURES = [
  'occurrences',
  'capacity',
  'booked',
  'fillRate',
  'pastBooked',
  'attended',
  'noShows',
  'attendanceRate',
] as const satisfies readonly (keyof ClassFigures)[];

const figures = (row: ClassFigures): CsvCell[] => FIGURES.map((field) => row[field]);

/** One table of the classes report as CSV rows: the same rows the JSON carries. */
export function classRows(report: ClassesReport, table: ClassTable): { header: string[]; rows: CsvCell[][] } {
  switch (table) {
    case 'byDay':
      return { header: ['date', ...FIGURES], rows: report.byDay.map((row) => [row.date, ...figures(row)]) };
    case 'byClass':
      return {
        header: ['classId', 'className', ...FIGURES],
        rows: report.byClass.map((row) => [row.classId, row.className, ...figures(row)]),
      };
    case 'byInstructor':
      return {
        header: ['instructorId', 'instructorName', ...FIGURES],
        rows: report.byInstructor.map((row) => [row.instructorId, row.instructorName, ...figures(row)]),
      };
    case 'byBranch':
      return {
        header: ['branchId', 'branchName', ...FIGURES],
        rows: report.byBranch.map((row) => [row.branchId, row.branchName, ...figures(row)]),
      };
    case 'byDayOfWeek':
      return {
        header: ['dayOfWeek', ...FIGURES],
        rows: report.byDayOfWeek.map((row) => [row.dayOfWeek, ...figures(row)]),
      };
    case 'byHour':
      return { header: ['hour', ...FIGURES], rows: report.byHour.map((row) => [row.hour, ...figures(row)]) };
  }
}
