import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { CSV_PROFILES, type CsvProfile } from '../../../platform/http/csv.js';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { isInstant, OptionalDay, OptionalText } from '../../../platform/http/validators.js';

const invalid = { message: encodeMessage('VALIDATION.INVALID_VALUE') };

/**
 * What every report takes (GET /reports/*): the period and branch, and for CSV which CSV. Each
 * report's request adds the tables its CSV can carry (`ReportTable`).
 */
export class ReportQueryRequest {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First studio day; default 29 days before the end' })
  @OptionalDay()
  startDate?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last studio day, included; default today' })
  @OptionalDay()
  endDate?: string;

  @ApiPropertyOptional({ description: "One branch's figures" })
  @OptionalText({ max: 100 })
  branchId?: string;

  @ApiPropertyOptional({
    example: '2026-11-21T10:00:00Z',
    description:
      'ISO 8601 instant, not in the future: the report as the log stood then ({ asOf, report, restated }); ' +
      'without dates, the 30 studio days up to it',
  })
  @IsOptional()
  @ValidateBy({
    name: 'isInstant',
    validator: { validate: isInstant, defaultMessage: () => encodeMessage('VALIDATION.DATE') },
  })
  asOf?: string;

  @ApiPropertyOptional({ enum: ['json', 'csv'], description: 'csv: the same rows as CSV (or Accept: text/csv)' })
  @IsOptional()
  @IsIn(['json', 'csv'], invalid)
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: CSV_PROFILES, description: 'excel-es: BOM, semicolons, decimal comma' })
  @IsOptional()
  @IsIn(CSV_PROFILES, invalid)
  csv?: CsvProfile;
}

/** A report's `table`: which of its tables a CSV carries (default byDay). */
export function ReportTable(tables: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: tables, description: "The CSV's table; default byDay" }),
    IsOptional(),
    IsIn(tables, invalid),
  );
}
