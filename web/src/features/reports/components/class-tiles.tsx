import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClassesReport } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { formatCount, formatRate } from '../report-format';

export interface ClassTilesProps {
  /** The report shown; undefined while the first one loads or when it failed. */
  readonly report: ClassesReport | undefined;
  readonly loading: boolean;
  /** The report could not be loaded: each tile says so instead of a number. */
  readonly failed: boolean;
  /** Whose classes, for the words: an instructor's own ("tus horarios") or the studio's. @default 'mine' */
  readonly scope?: 'mine' | 'studio';
}

/**
 * The overview (docs/metrics.md, Classes): the classes the timetables offered, their places, the
 * bookings with the fill rate, who came with the attendance rate, and who did not. A rate is a line of
 * text under its count ("Ocupación: 75%") with what it divides, "—" when there is nothing to divide by.
 */
export function ClassTiles({ report, loading, failed, scope = 'mine' }: ClassTilesProps) {
  const { t, i18n } = useTranslation('reports');
  const context = scope === 'studio' ? 'studio' : undefined;
  const language = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, language));
  const cards: StatCard[] = [
    {
      key: 'occurrences',
      label: t('classes.tiles.occurrences'),
      value: count(report?.occurrences),
      sub: t('classes.tiles.occurrencesSub', { context }),
    },
    {
      key: 'capacity',
      label: t('classes.tiles.capacity'),
      value: count(report?.capacity),
      sub: t('classes.tiles.capacitySub'),
    },
    {
      key: 'booked',
      label: t('classes.tiles.booked'),
      value: count(report?.booked),
      sub: report && (
        <>
          <div>{t('classes.tiles.fillRate', { rate: formatRate(report.fillRate, language) })}</div>
          <div>{t('classes.tiles.fillHelp')}</div>
        </>
      ),
    },
    {
      key: 'attended',
      label: t('classes.tiles.attended'),
      value: count(report?.attended),
      sub: report && (
        <>
          <div>{t('classes.tiles.attendanceRate', { rate: formatRate(report.attendanceRate, language) })}</div>
          <div>{t('classes.tiles.attendanceHelp')}</div>
        </>
      ),
      intent: Intent.SUCCESS,
    },
    {
      key: 'noShows',
      label: t('classes.tiles.noShows'),
      value: count(report?.noShows),
      sub: t('classes.tiles.noShowsSub'),
      intent: Intent.WARNING,
    },
  ];
  return (
    <div className="reports-tiles">
      <StatsCards
        label={t('classes.tiles.label', { context })}
        loading={loading}
        cards={cards.map((card) => ({ ...card, error: failed ? t('classes.tiles.unavailable') : undefined }))}
      />
    </div>
  );
}
