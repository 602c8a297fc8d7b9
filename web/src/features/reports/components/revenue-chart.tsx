import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { formatAxisMoney, formatReportMoney } from '../report-format';
import type { ChartKind, ReportRow } from '../revenue-sections';
import { ChartTooltip } from './chart-tooltip';

export interface RevenueChartProps {
  readonly kind: ChartKind;
  readonly rows: readonly ReportRow[];
  /** The chart's accessible name (its card's title). */
  readonly title: string;
  /** The id of the text that says what the chart shows. */
  readonly describedBy: string;
}

/** A long name on a bar's axis is cut; the tooltip and the table have it whole. */
const MAX_TICK = 20;
const shortName = (name: string) => (name.length > MAX_TICK ? `${name.slice(0, MAX_TICK - 1)}…` : name);

const BAR_HEIGHT = 36;
const HEIGHTS: Record<ChartKind, number> = { columns: 240, trend: 260, bars: 0 };

/**
 * One revenue table drawn with Recharts. It fills its card's width and follows it (a phone's 375 px
 * too). Colours come from the stylesheet (reports.css), which reads the theme's variables, so the
 * charts follow dark and light themes without a redraw. The SVG is one image named by the card's
 * title and described by its summary; its values are in the table view, so the chart itself takes no
 * keyboard focus.
 */
export function RevenueChart({ kind, rows, title, describedBy }: RevenueChartProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const data = [...rows];
  const axisMoney = (value: number) => formatAxisMoney(value, language);
  const height = kind === 'bars' ? Math.max(2, rows.length) * BAR_HEIGHT + 40 : HEIGHTS[kind];
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
  // The figures show as they are: an animation would replay on every change of period or branch.
  const marks = { dataKey: 'revenue', name: t('charts.revenue'), isAnimationActive: false } as const;
  const tooltip = <ChartTooltip format={(value) => formatReportMoney(value ?? 0, language)} />;
  const grid = (
    <CartesianGrid className="reports-chart__grid" vertical={kind === 'bars'} horizontal={kind !== 'bars'} />
  );

  let chart: ReactNode;
  if (kind === 'trend') {
    chart = (
      <AreaChart {...common}>
        {grid}
        <XAxis dataKey="tick" minTickGap={16} />
        <YAxis width="auto" tickFormatter={axisMoney} />
        {tooltip}
        <Area {...marks} type="monotone" className="reports-chart__area" />
      </AreaChart>
    );
  } else if (kind === 'bars') {
    chart = (
      <BarChart {...common} layout="vertical">
        {grid}
        <XAxis type="number" tickFormatter={axisMoney} />
        <YAxis type="category" dataKey="tick" width="auto" tickFormatter={shortName} />
        {tooltip}
        <Bar {...marks} className="reports-chart__bar" maxBarSize={24} />
      </BarChart>
    );
  } else {
    chart = (
      <BarChart {...common}>
        {grid}
        <XAxis dataKey="tick" />
        <YAxis width="auto" tickFormatter={axisMoney} />
        {tooltip}
        <Bar {...marks} className="reports-chart__bar" maxBarSize={48} />
      </BarChart>
    );
  }
  return <div className="reports-chart">{chart}</div>;
}
