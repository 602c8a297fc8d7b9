import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AT_RISK_DAYS, type UsersReport } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { formatCount } from '../report-format';
import { GrowthLines } from './growth-lines';

export interface UserTilesProps {
  /** The report shown; undefined while the first one loads or when it failed. */
  readonly report: UsersReport | undefined;
  readonly loading: boolean;
  /** The report could not be loaded: each tile says so instead of a number. */
  readonly failed: boolean;
}

/**
 * The overview (docs/metrics.md, Clients): the new clients of the period with their growth, then the
 * clients now (whatever the period): how many and how many active, with an active membership, and at
 * risk. Each says what it counts under its figure.
 */
export function UserTiles({ report, loading, failed }: UserTilesProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, language));
  const cards: StatCard[] = [
    {
      key: 'new',
      label: t('users.tiles.new'),
      value: count(report?.newClients),
      sub: report && (
        <>
          <div>{t('users.tiles.newSub')}</div>
          <GrowthLines growth={report.growth} />
        </>
      ),
      intent: Intent.SUCCESS,
    },
    {
      key: 'total',
      label: t('users.tiles.total'),
      value: count(report?.totalClients),
      sub: report && t('users.tiles.totalSub', { count: report.activeClients, active: count(report.activeClients) }),
    },
    {
      key: 'members',
      label: t('users.tiles.members'),
      value: count(report?.withActiveMembership),
      sub: t('users.tiles.membersSub'),
    },
    {
      key: 'atRisk',
      label: t('users.tiles.atRisk'),
      value: count(report?.atRisk),
      sub: t('users.tiles.atRiskSub', { days: AT_RISK_DAYS }),
      // Worth a look when there are some; the number and the words say it, not the colour.
      intent: report && report.atRisk > 0 ? Intent.WARNING : Intent.PRIMARY,
    },
  ];
  return (
    <div className="reports-tiles">
      <StatsCards
        label={t('users.tiles.label')}
        loading={loading}
        cards={cards.map((card) => ({ ...card, error: failed ? t('tiles.unavailable') : undefined }))}
      />
    </div>
  );
}
