import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis, type AxisDomainItem } from 'recharts';
import type { RateChartKind, RateRow } from '../class-sections';
import { formatRate } from '../report-format';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';

export interface RateChartProps {
  readonly kind: RateChartKind;
  readonly rows: readonly RateRow[];
  /** The chart's accessible name (its card's title). */
  readonly title: string;
  /** The id of the text that says what the chart shows. */
  readonly describedBy: string;
}

const HEIGHTS: Record<RateChartKind, number> = { trend: 260, columns: 240 };

/** 0 to 100%, or higher when a class had more bookings than the places it offers now (a capacity lowered). */
const PERCENT_DOMAIN: readonly [AxisDomainItem, AxisDomainItem] = [
  0,
  (highest: number) => Math.max(100, Math.ceil(highest)),
];

/** Each series' figure, its word, and the class that gives it its colour (reports.css). */
const SERIES = [
  { dataKey: 'fillRate', word: 'classes.fillRate', className: 'reports-series reports-series--fill' },
  { dataKey: 'attendanceRate', word: 'classes.attendanceRate', className: 'reports-series reports-series--attendance' },
] as const;

/**
 * Fill and attendance rates drawn with Recharts: lines over the weeks, a pair of columns a slot (day
 * of the week, hour). A missing rate (no places, no booking started yet) leaves a gap, never a 0.
 * As the revenue charts: the card's width, the theme's colours from the stylesheet (the attendance
 * line dashed too, so the two never rest on colour alone), one image named by the card's title and
 * described by its summary, no animation, no keyboard focus (the table view is its keyboard form).
 */
export function RateChart({ kind, rows, title, describedBy }: RateChartProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const percent = (value: number | null) => formatRate(value, language);
  const common = {
    data: [...rows],
    responsive: true,
    style: { width: '100%', height: HEIGHTS[kind] },
    accessibilityLayer: false,
    role: 'img',
    'aria-label': title,
    'aria-describedby': describedBy,
    margin: { top: 8, right: 12, bottom: 4, left: 4 },
  } as const;
  const axes = (
    <>
      <CartesianGrid className="reports-chart__grid" vertical={false} />
      <XAxis dataKey="tick" minTickGap={kind === 'trend' ? 16 : 4} />
      <YAxis width="auto" domain={PERCENT_DOMAIN} tickFormatter={percent} />
      <ChartTooltip format={percent} />
    </>
  );

  let chart: ReactNode;
  if (kind === 'trend') {
    chart = (
      <LineChart {...common}>
        {axes}
        {SERIES.map(({ dataKey, word, className }) => (
          <Line
            key={dataKey}
            dataKey={dataKey}
            name={t(word)}
            className={className}
            type="monotone"
            dot={{ r: 3 }}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  } else {
    chart = (
      <BarChart {...common}>
        {axes}
        {SERIES.map(({ dataKey, word, className }) => (
          <Bar
            key={dataKey}
            dataKey={dataKey}
            name={t(word)}
            className={className}
            maxBarSize={24}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    );
  }
  return (
    <div className="reports-chart">
      {chart}
      <ChartLegend
        series={SERIES.map(({ dataKey, word, className }) => ({ key: dataKey, name: t(word), className }))}
      />
    </div>
  );
}
