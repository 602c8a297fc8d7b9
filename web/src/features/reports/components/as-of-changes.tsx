import { History } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ChangeIcon } from '../../../components/admin/change-icon';
import { formatStudioDateTime } from '../../../lib/studio-time';
import { formatChangeValue, formatSignedChange } from '../as-of-format';
import { differenceOf, type ChangeRow } from '../as-of-rows';

/** "Como se veía el 12 mar 2026, 10:00": the instant the tab's tiles and charts are of. */
export function AsOfLine({ asOf }: { readonly asOf: string }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <p className="reports-as-of">
      <History className="reports-as-of__icon" />
      <span>{t('asOf.shown', { date: formatStudioDateTime(asOf, i18n.language) })}</span>
    </p>
  );
}

interface ChangesTableProps {
  readonly label: string;
  /** The header of the rows' names ("Cifra", "Día"). */
  readonly column: string;
  readonly rows: readonly ChangeRow[];
}

/** A figure a row: then, now, and the difference with its sign in words ("Sin cambios" where there is none). */
function ChangesTable({ label, column, rows }: ChangesTableProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  return (
    <div className="reports-changes__scroll">
      <table className="bp6-html-table bp6-compact reports-changes__table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className="reports-changes__number">
              {t('asOf.then')}
            </th>
            <th scope="col" className="reports-changes__number">
              {t('asOf.now')}
            </th>
            <th scope="col" className="reports-changes__number">
              {t('asOf.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const difference = differenceOf(row);
            return (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                <td className="reports-changes__number">{formatChangeValue(row.kind, row.then, language)}</td>
                <td className="reports-changes__number">{formatChangeValue(row.kind, row.now, language)}</td>
                <td
                  className={`reports-changes__number reports-changes__difference${
                    difference ? ' reports-changes__difference--changed' : ''
                  }`}
                >
                  <ChangeIcon change={difference} />
                  <span>
                    {difference === 0
                      ? t('asOf.unchanged')
                      : difference === null
                        ? '—'
                        : formatSignedChange(row.kind, difference, language, t('asOf.points'))}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export interface AsOfChangesProps {
  /** Prefix of the card's ids (`<id>-title`). */
  readonly id: string;
  /** The tab's headline figures, then and now. */
  readonly rows: readonly ChangeRow[];
  /**
   * A second table of the rows that changed (revenue's days): its title, the header of its rows' names,
   * and what it says when none did.
   */
  readonly detail?: {
    readonly title: string;
    readonly column: string;
    readonly rows: readonly ChangeRow[];
    readonly none: string;
  };
}

/**
 * "Cambios desde entonces": a tab's headline figures as the report said them at the instant shown
 * (Entonces) and as the log says the same period now (Hoy), with the difference: a late correction
 * (a refund, a payment dated back, a cancelled booking, a deleted membership). Each tab hands it its
 * own rows; the difference is written with its sign, or "Sin cambios", and the arrow only repeats it.
 */
export function AsOfChanges({ id, rows, detail }: AsOfChangesProps) {
  const { t } = useTranslation('reports');
  const titleId = `${id}-title`;
  // A rate that has become "—" (or stopped being) changed too.
  const changed = rows.filter((row) => differenceOf(row) !== 0).length;
  return (
    <section className="bp6-card bp6-compact reports-card reports-changes" aria-labelledby={titleId}>
      <h3 id={titleId} className="bp6-heading reports-card__title">
        {t('asOf.title')}
      </h3>
      <p className="reports-changes__summary">
        {changed === 0 ? t('asOf.none') : t('asOf.changed', { count: changed, total: rows.length })}
      </p>
      <div className="reports-changes__tables">
        <ChangesTable label={t('asOf.title')} column={t('asOf.figure')} rows={rows} />
        {detail && (
          <div>
            <h4 className="bp6-heading reports-changes__subtitle">{detail.title}</h4>
            {detail.rows.length === 0 ? (
              <p className="reports-card__empty">{detail.none}</p>
            ) : (
              <ChangesTable label={detail.title} column={detail.column} rows={detail.rows} />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
