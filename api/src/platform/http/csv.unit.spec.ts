import { toCsv, type CsvProfile } from './csv.js';

/** RFC 4180 read back, as a spreadsheet or a tool's CSV library would: quoted fields, doubled quotes, CRLF. */
function parse(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

const HEADER = ['date', 'concept', 'revenue'];
const ROWS = [
  ['2026-03-01', 'Plan Mensual', 1099.5],
  ['2026-03-02', 'Guantes "Pro", 14 oz', -250],
  ['2026-03-03', 'Línea 1\r\nLínea 2', 0],
  ['2026-03-04', null, 12],
] as const;

describe('CSV', () => {
  it('reads back as the same rows (RFC 4180: commas and quotes quoted, quotes doubled, CRLF)', () => {
    const text = toCsv(HEADER, ROWS, 'rfc4180');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text, ',')).toEqual([
      HEADER,
      ['2026-03-01', 'Plan Mensual', '1099.5'],
      ['2026-03-02', 'Guantes "Pro", 14 oz', '-250'],
      ['2026-03-03', 'Línea 1\r\nLínea 2', '0'],
      ['2026-03-04', '', '12'],
    ]);
  });

  it('guards text that a spreadsheet would run as a formula, never numbers', () => {
    const attacks = ['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
    for (const profile of ['rfc4180', 'excel-es'] as CsvProfile[]) {
      const separator = profile === 'excel-es' ? ';' : ',';
      const text = toCsv(
        ['text', 'number'],
        attacks.map((attack) => [attack, -5]),
        profile,
      ).replace('\uFEFF', '');
      const parsed = parse(text, separator).slice(1);
      expect(parsed.map(([text]) => text)).toEqual(attacks.map((attack) => `'${attack}`));
      expect(parsed.every(([, number]) => number === '-5')).toBe(true);
    }
  });

  it('writes what Spanish Excel opens: a BOM, semicolons and a decimal comma', () => {
    const text = toCsv(HEADER, [['2026-03-01', 'Vendas; 180"', 1099.5]], 'excel-es');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parse(text.slice(1), ';')).toEqual([HEADER, ['2026-03-01', 'Vendas; 180"', '1099,5']]);
  });
});
