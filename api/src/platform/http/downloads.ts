import { StreamableFile } from '@nestjs/common';
import { toCsv, type CsvCell, type CsvProfile } from './csv.js';

/** Whether an answer was asked for as CSV: `?format=csv`, or an Accept header that names text/csv. */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format !== undefined) return format === 'csv';
  return (accept ?? '').toLowerCase().includes('text/csv');
}

/** Rows as a CSV download (`<name>.csv`), bypassing the JSON envelope (the adapter passes files through). */
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

/** A value as a JSON download (`<name>.json`), the value itself without the envelope. */
export function jsonFile(name: string, value: unknown): StreamableFile {
  return new StreamableFile(Buffer.from(JSON.stringify(value), 'utf8'), {
    type: 'application/json; charset=utf-8',
    disposition: `attachment; filename="${name}.json"`,
  });
}
