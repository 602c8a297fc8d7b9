import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { CountChartKind, CountRow, CountSeries } from '../count-sections';
import { formatCount } from '../report-format';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';

export interface CountChartProps<Field extends string> {
  readonly kind: CountChartKind;
  readonly rows: readonly CountRow<Field>[];
  /** The series, each with its name in the page's language. */
  readonly series: readonly (CountSeries<Field> & { readonly name: string })[];
  /** The chart's accessible name (its card's title). */
  readonly title: string;
  /** The id of the text that says what the chart shows. */
  readonly describedBy: string;
}

/** A long name on a bar's axis is cut; the tooltip and the table have it whole. */
const MAX_TICK = 20;
const shortName = (name: string) => (name.length > MAX_TICK ? `${name.slice(0, MAX_TICK - 1)}…` : name);

const BAR_HEIGHT = 36;
const HEIGHTS: Record<CountChartKind, number> = { trend: 260, columns: 240, bars: 0 };

/** Where a series drawn below the line keeps its count, negated. */
const downKey = (field: string) => `${field}Down`;

/**
 * Counts drawn with Recharts, as the revenue's charts are: the card's width (a phone's 375 px too), the
 * theme's colours from the stylesheet (a series' tone), one image named by the card's title and
 * described by its summary, no animation, no keyboard focus (the table view is its keyboard form).
 * Stacked columns put what came in above the line and what went out below it; the axis says so with
 * its sign, the tooltip gives each count as it is. A chart of several series has its legend in words.
 */
export function CountChart<Field extends string>({ kind, rows, series, title, describedBy }: CountChartProps<Field>) {
  const { i18n } = useTranslation('reports');
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);
  // Recharts reads flat rows: the name, then each count (a series below the line negated).
  const data = rows.map(({ label, tick, counts }) => ({
    label,
    tick,
    ...counts,
    ...Object.fromEntries(series.filter((one) => one.down).map((one) => [downKey(one.field), -counts[one.field]])),
  }));
  const perRow = series.length > 1 ? BAR_HEIGHT + 12 : BAR_HEIGHT;
  const height = kind === 'bars' ? Math.max(2, rows.length) * perRow + 40 : HEIGHTS[kind];
  const common = {
    data,
    responsive: true,
    style: { width: '100%', height },
    accessibilityLayer: false,
    role: 'img',
    'aria-label': title,
    'aria-describedby': describedBy,
    margin: { top: 8, right: 12, bottom: 4, left: 4 },
  } as const;
  const tooltip = <ChartTooltip format={(value) => count(Math.abs(value ?? 0))} />;
  const grid = (
    <CartesianGrid className="reports-chart__grid" vertical={kind === 'bars'} horizontal={kind !== 'bars'} />
  );
  // The figures show as they are: an animation would replay on every change of period or branch.
  const marks = series.map((one) => ({
    key: one.field,
    dataKey: one.down ? downKey(one.field) : one.field,
    name: one.name,
    className: `reports-series reports-series--${one.tone}`,
    isAnimationActive: false,
  }));

  let chart: ReactNode;
  if (kind === 'trend') {
    chart = (
      <AreaChart {...common}>
        {grid}
        <XAxis dataKey="tick" minTickGap={16} />
        <YAxis width="auto" allowDecimals={false} tickFormatter={count} />
        {tooltip}
        {marks.map(({ key, ...mark }) => (
          <Area key={key} {...mark} type="monotone" />
        ))}
      </AreaChart>
    );
  } else if (kind === 'bars') {
    chart = (
      <BarChart {...common} layout="vertical">
        {grid}
        <XAxis type="number" allowDecimals={false} tickFormatter={count} />
        <YAxis type="category" dataKey="tick" width="auto" tickFormatter={shortName} />
        {tooltip}
        {marks.map(({ key, ...mark }) => (
          <Bar key={key} {...mark} maxBarSize={series.length > 1 ? 16 : 24} />
        ))}
      </BarChart>
    );
  } else {
    // Several series in a column add up: what came in above the line, what went out below it.
    chart = (
      <BarChart {...common} stackOffset="sign">
        {grid}
        <XAxis dataKey="tick" minTickGap={4} />
        <YAxis width="auto" allowDecimals={false} tickFormatter={count} />
        {tooltip}
        {marks.map(({ key, ...mark }) => (
          <Bar key={key} {...mark} stackId="counts" maxBarSize={48} />
        ))}
      </BarChart>
    );
  }
  return (
    <div className="reports-chart">
      {chart}
      {series.length > 1 && (
        <ChartLegend
          series={series.map((one) => ({
            key: one.field,
            name: one.name,
            className: `reports-series reports-series--${one.tone}`,
          }))}
        />
      )}
    </div>
  );
}
