import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
import { Download, Th } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { cellsOf, type ReportColumn } from '../report-columns';

/**
 * Blueprint's table (about a fifth of the screen's code) loads with the first "Ver como tabla", not
 * with the screen: most visits read the charts.
 */
const ReportTable = lazy(() => import('./report-table').then((module) => ({ default: module.ReportTable })));

export interface ReportChartCardProps<Row> {
  /** Prefix of the card's ids (`<id>-title`, `<id>-summary`). */
  readonly id: string;
  readonly title: string;
  /** The chart's text alternative: what it shows in a sentence, under it. */
  readonly summary?: string;
  /** The table's columns, the rows' names first ("Mes"). */
  readonly columns: readonly ReportColumn<Row>[];
  readonly rows: readonly Row[];
  /**
   * Draws the chart, given the id of its summary. Without one the card is a table only (a list of
   * named figures is read, not seen), shown at once with no toggle and no summary.
   */
  readonly chart?: (describedBy: string) => ReactNode;
  readonly onDownload: () => void;
  readonly downloading: boolean;
  /** Takes the whole row of the grid (a long time axis, a wide table). @default false */
  readonly wide?: boolean;
  /** A table-only card without rows says this instead of an empty table ("Ningún cliente en riesgo"). */
  readonly emptyText?: string;
  /** A line under the table ("Se muestran los 50 de mayor ausencia"). */
  readonly note?: string;
}

/**
 * One table of a report: its title, the chart with its summary, or the same rows as a table
 * ("Ver como tabla", pressed while the table shows), and its CSV from the API ("Descargar CSV").
 * Any report's table fits it (its columns say how a row reads), so a new report adds cards rather
 * than screens.
 */
export function ReportChartCard<Row>(props: ReportChartCardProps<Row>) {
  const { id, title, summary, columns, rows, chart, onDownload, downloading, wide = false, emptyText, note } = props;
  const { t } = useTranslation('reports');
  const [toggled, setToggled] = useState(false);
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
          {chart && (
            <Button
              size="small"
              variant="outlined"
              icon={<Th />}
              text={t('table.show')}
              active={toggled}
              aria-pressed={toggled}
              onClick={() => setToggled((shown) => !shown)}
            />
          )}
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
      {!chart && emptyText && rows.length === 0 ? (
        <p className="reports-card__empty">{emptyText}</p>
      ) : toggled || !chart ? (
        <Suspense fallback={<Spinner size={24} aria-label={t('table.loading')} />}>
          <ReportTable columns={columns} cells={cellsOf(rows, columns)} label={t('table.label', { title })} />
        </Suspense>
      ) : (
        <figure className="reports-card__figure" aria-labelledby={titleId}>
          {chart(summaryId)}
          <figcaption id={summaryId} className="reports-card__summary">
            {summary}
          </figcaption>
        </figure>
      )}
      {note && <p className="reports-card__note">{note}</p>}
    </section>
  );
}
