/**
 * One row of a chart of counts (memberships, clients) and of its table: what it is, and its counts by
 * name (`active`, `sold`, `newClients`...).
 */
export interface CountRow<Field extends string = string> {
  readonly key: string;
  /** The row's name in the table and the tooltip ("12 nov 2026", "Plan Mensual"). */
  readonly label: string;
  /** The name on the chart's axis, shorter where a long one would crowd it ("12 nov"). */
  readonly tick: string;
  readonly counts: Readonly<Record<Field, number>>;
}

/**
 * How counts are drawn, as the revenue's: `trend` an area over every day of the period, across a row;
 * `columns` a column a slot (months, weeks), stacked when there are several series (what came in above
 * the line, what went out below it); `bars` across for named groups (plans, branches), a bar a series.
 */
export type CountChartKind = 'trend' | 'columns' | 'bars';

/** A series' colour (`reports-series--<tone>` in reports.css), the same for the same count in every chart. */
export type CountTone = 'active' | 'sold' | 'renewed' | 'expired' | 'cancelled' | 'new';

/** A series of a chart of counts: which count, its colour, and whether it is drawn below the line (what was lost). */
export interface CountSeries<Field extends string = string> {
  readonly field: Field;
  readonly tone: CountTone;
  readonly down?: boolean;
}

/**
 * A table of a report of counts as the screen shows it: its chart, the counts its table lists after the
 * row's name (a chart may draw fewer), and the API's table its CSV carries.
 */
export interface CountSection<Table extends string = string, Field extends string = string> {
  /** Names its title and its ids (`byDay`, `byWeek`). */
  readonly id: string;
  readonly csv: Table;
  readonly kind: CountChartKind;
  readonly rows: readonly CountRow<Field>[];
  readonly series: readonly CountSeries<Field>[];
  readonly columns: readonly Field[];
  /** Takes a whole row of the grid: a long time axis, or a card that would sit alone in its row. */
  readonly wide: boolean;
}

/** The row of the largest count of `field`, for a chart's text alternative; null when every row is 0. */
export function largestOf<Field extends string>(
  rows: readonly CountRow<Field>[],
  field: Field,
): CountRow<Field> | null {
  return rows.reduce<CountRow<Field> | null>(
    (best, row) => (row.counts[field] > (best?.counts[field] ?? 0) ? row : best),
    null,
  );
}

/** The sum of `field` over the rows. */
export const totalOf = <Field extends string>(rows: readonly CountRow<Field>[], field: Field): number =>
  rows.reduce((sum, row) => sum + row.counts[field], 0);
