import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CSV_PROFILES, type CsvProfile } from '../../../../platform/http/csv.js';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { OptionalDay, OptionalText } from '../../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/** The tables of the users report a CSV can carry, one at a time. */
export const USER_TABLES = ['byDay', 'byMonth', 'byBranch', 'atRiskClients'] as const;
export type UserTable = (typeof USER_TABLES)[number];

/** GET /reports/users: the period and branch, and for CSV which table and which CSV. */
export class UsersReportRequest {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First studio day; default 29 days before the end' })
  @OptionalDay()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last studio day, included; default today' })
  @OptionalDay()
  endDate?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: the same rows as CSV (or Accept: text/csv)' })
  @IsOptional()
  @IsIn(['json', 'csv'], invalid)
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: CSV_PROFILES, description: 'excel-es: BOM, semicolons, decimal comma' })
  @IsOptional()
  @IsIn(CSV_PROFILES, invalid)
  csv?: CsvProfile;

  @ApiPropertyOptional({ enum: USER_TABLES, description: "The CSV's table; default byDay" })
  @IsOptional()
  @IsIn(USER_TABLES, invalid)
  table?: UserTable;
}
