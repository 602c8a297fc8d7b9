import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
import { Download, Th } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../revenue-sections';

/**
 * Blueprint's table (about a fifth of the screen's code) loads with the first "Ver como tabla", not
 * with the screen: most visits read the charts.
 */
const ReportTable = lazy(() => import('./report-table').then((module) => ({ default: module.ReportTable })));

export interface ReportChartCardProps {
  /** Prefix of the card's ids (`<id>-title`, `<id>-summary`). */
  readonly id: string;
  readonly title: string;
  /** The chart's text alternative: what it shows in a sentence, under it. */
  readonly summary: string;
  /** The table's first column ("Mes"). */
  readonly labelHeader: string;
  readonly rows: readonly ReportRow[];
  /** Draws the chart, given the id of its summary. */
  readonly chart: (describedBy: string) => ReactNode;
  readonly onDownload: () => void;
  readonly downloading: boolean;
  /** Takes the whole row of the grid (a long time axis). @default false */
  readonly wide?: boolean;
}

/**
 * One table of a report: its title, the chart with its summary, or the same rows as a table
 * ("Ver como tabla", pressed while the table shows), and its CSV from the API ("Descargar CSV").
 * Any report's table fits it, so a new report adds cards rather than screens.
 */
export function ReportChartCard(props: ReportChartCardProps) {
  const { id, title, summary, labelHeader, rows, chart, onDownload, downloading, wide = false } = props;
  const { t } = useTranslation('reports');
  const [asTable, setAsTable] = useState(false);
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  return (
    // A card drawn with Blueprint's classes: its Card component has no section element.
    <section
      className={`bp6-card bp6-compact reports-card${wide ? ' reports-card--wide' : ''}`}
      aria-labelledby={titleId}
    >
      <div className="reports-card__head">
        <h3 id={titleId} className="bp6-heading reports-card__title">
          {title}
        </h3>
        <div className="reports-card__actions">
          <Button
            size="small"
            variant="outlined"
            icon={<Th />}
            text={t('table.show')}
            active={asTable}
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          />
          <Button
            size="small"
            variant="outlined"
            icon={<Download />}
            text={t('csv.download')}
            loading={downloading}
            onClick={onDownload}
          />
        </div>
      </div>
      {asTable ? (
        <Suspense fallback={<Spinner size={24} aria-label={t('table.loading')} />}>
          <ReportTable rows={rows} labelHeader={labelHeader} label={t('table.label', { title })} />
        </Suspense>
      ) : (
        <figure className="reports-card__figure" aria-labelledby={titleId}>
          {chart(summaryId)}
          <figcaption id={summaryId} className="reports-card__summary">
            {summary}
          </figcaption>
        </figure>
      )}
    </section>
  );
}
