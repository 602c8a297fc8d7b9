/**
 * CSV for reporting tools and spreadsheets (CONTRACT.md, Reports): RFC 4180 by default (`,`, CRLF,
 * quotes doubled inside quoted fields), or `excel-es`, what a Spanish Excel opens directly (a BOM so
 * it reads UTF-8, `;` between fields, a decimal comma). Text cells that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) get a leading apostrophe: a client
 * named "=HYPERLINK(…)" stays text. Numbers are written as numbers, never guarded.
 */
export const CSV_PROFILES = ['rfc4180', 'excel-es'] as const;
export type CsvProfile = (typeof CSV_PROFILES)[number];

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(text: string, separator: string): string {
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  const needsQuotes = guarded.includes(separator) || /["\r\n]/.test(guarded) || guarded !== guarded.trim();
  return needsQuotes ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

function cell(value: CsvCell, profile: CsvProfile, separator: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const written = String(value);
    return profile === 'excel-es' ? written.replace('.', ',') : written;
  }
  return textCell(value, separator);
}

/** The header and rows as one CSV document, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], profile: CsvProfile): string {
  const separator = profile === 'excel-es' ? ';' : ',';
  const line = (cells: readonly CsvCell[]) => cells.map((value) => cell(value, profile, separator)).join(separator);
  const body = [header, ...rows].map(line).join('\r\n') + '\r\n';
  return profile === 'excel-es' ? `\uFEFF${body}` : body;
}
