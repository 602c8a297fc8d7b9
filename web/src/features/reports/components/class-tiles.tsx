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
}

/**
 * The overview (docs/metrics.md, Classes): the classes the timetables offered, their places, the
 * bookings with the fill rate, who came with the attendance rate, and who did not. A rate is a line of
 * text under its count ("Ocupación: 75%"), "—" when there is nothing to divide by.
 */
export function ClassTiles({ report, loading, failed }: ClassTilesProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, language));
  const cards: StatCard[] = [
    {
      key: 'occurrences',
      label: t('classes.tiles.occurrences'),
      value: count(report?.occurrences),
      sub: t('classes.tiles.occurrencesSub'),
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
      sub: report && t('classes.tiles.fillRate', { rate: formatRate(report.fillRate, language) }),
    },
    {
      key: 'attended',
      label: t('classes.tiles.attended'),
      value: count(report?.attended),
      sub: report && t('classes.tiles.attendanceRate', { rate: formatRate(report.attendanceRate, language) }),
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
        label={t('classes.tiles.label')}
        loading={loading}
        cards={cards.map((card) => ({ ...card, error: failed ? t('classes.tiles.unavailable') : undefined }))}
      />
    </div>
  );
}
