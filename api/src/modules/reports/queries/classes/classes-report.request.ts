import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CSV_PROFILES, type CsvProfile } from '../../../../platform/http/csv.js';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { OptionalDay, OptionalText } from '../../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/** The tables of the classes report a CSV can carry, one at a time. */
export const CLASS_TABLES = ['byDay', 'byClass', 'byInstructor', 'byBranch', 'byDayOfWeek', 'byHour'] as const;
export type ClassTable = (typeof CLASS_TABLES)[number];

/** GET /reports/classes and /reports/my-classes: the period, and for CSV which table and which CSV. */
export class ClassesReportRequest {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First studio day; default 29 days before the end' })
  @OptionalDay()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last studio day, included; default today' })
  @OptionalDay()
  endDate?: string;

  @ApiPropertyOptional({ description: "One branch's classes (and those offered at every branch)" })
  @OptionalText({ max: 100 })
  branchId?: string;

  @ApiPropertyOptional({ description: "One instructor's classes (admins; an instructor's own report is theirs)" })
  @OptionalText({ max: 100 })
  instructorId?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: the same rows as CSV (or Accept: text/csv)' })
  @IsOptional()
  @IsIn(['json', 'csv'], invalid)
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: CSV_PROFILES, description: 'excel-es: BOM, semicolons, decimal comma' })
  @IsOptional()
  @IsIn(CSV_PROFILES, invalid)
  csv?: CsvProfile;

  @ApiPropertyOptional({ enum: CLASS_TABLES, description: "The CSV's table; default byDay" })
  @IsOptional()
  @IsIn(CLASS_TABLES, invalid)
  table?: ClassTable;
}
