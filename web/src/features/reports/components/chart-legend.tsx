/** A series of a chart with several: its word, and the class that gives it its colour (reports.css). */
export interface LegendSeries {
  readonly key: string;
  readonly name: string;
  readonly className: string;
}

/**
 * The series of a chart in words, each after a swatch of its colour: a chart of several series never
 * rests on colour alone (the table view, the tooltip and this legend name them).
 */
export function ChartLegend({ series }: { readonly series: readonly LegendSeries[] }) {
  return (
    <ul className="reports-legend">
      {series.map(({ key, name, className }) => (
        <li key={key} className={className}>
          <span className="reports-legend__swatch" aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}
