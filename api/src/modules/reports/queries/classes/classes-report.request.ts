import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalText } from '../../../../platform/http/validators.js';
import { ReportQueryRequest, ReportTable } from '../report-query.request.js';

/** The tables of the classes report a CSV can carry, one at a time. */
export const CLASS_TABLES = ['byDay', 'byClass', 'byInstructor', 'byBranch', 'byDayOfWeek', 'byHour'] as const;
export type ClassTable = (typeof CLASS_TABLES)[number];

/**
 * GET /reports/classes and /reports/my-classes: the period, the branch (its classes and those
 * offered at every branch), an instructor (admins), and for CSV which table and which CSV.
 */
export class ClassesReportRequest extends ReportQueryRequest {
  @ApiPropertyOptional({ description: "One instructor's classes (admins; an instructor's own report is theirs)" })
  @OptionalText({ max: 100 })
  instructorId?: string;

  @ReportTable(CLASS_TABLES)
  table?: ClassTable;
}
