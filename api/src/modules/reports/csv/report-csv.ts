import { StreamableFile } from '@nestjs/common';
import { toCsv, type CsvCell, type CsvProfile } from '../../../platform/http/csv.js';

/** Whether a report was asked for as CSV: `?format=csv`, or an Accept header that names text/csv. */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format !== undefined) return format === 'csv';
  return (accept ?? '').toLowerCase().includes('text/csv');
}

/** A report's rows as a CSV download, bypassing the JSON envelope (the adapter passes files through). */
export function csvFile(
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  profile: CsvProfile,
): StreamableFile {
  return new StreamableFile(Buffer.from(toCsv(header, rows, profile), 'utf8'), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${name}.csv"`,
  });
}
