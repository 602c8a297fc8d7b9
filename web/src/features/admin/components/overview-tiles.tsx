import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AT_RISK_DAYS, type OverviewReport } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { changeBetween, formatChange } from '../../../lib/change';
import { formatMoney } from '../../../lib/money';
import { ChangeLine } from './change-line';

export interface OverviewTilesProps {
  /** undefined while the first overview loads, or when it failed. */
  readonly overview: OverviewReport | undefined;
  readonly loading: boolean;
  /** The overview could not be loaded: each tile says so instead of a number. */
  readonly failed: boolean;
  /** Where today's bookings tile leads: the reservations list on today (and the branch chosen). */
  readonly bookingsLink: string;
}

/**
 * The day and the month from GET /reports/overview (docs/metrics.md): today's bookings and
 * check-ins, this month's revenue against last month's same days, active memberships with their
 * growth and those expiring within 7 days, and the clients at risk. Each tile opens its screen.
 */
export function OverviewTiles({ overview, loading, failed, bookingsLink }: OverviewTilesProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const change = (value: number | null) => formatChange(value, language);
  const revenueChange = overview && changeBetween(overview.revenue.thisMonth, overview.revenue.lastMonthToDate);
  const cards: StatCard[] = [
    {
      key: 'bookings',
      label: t('overview.bookings'),
      to: bookingsLink,
      value: overview?.reservations.today,
      sub: overview && t('overview.checkedIn', { count: overview.reservations.checkedInToday }),
    },
    {
      key: 'revenue',
      label: t('overview.revenue'),
      to: '/admin-payments',
      // Cents always, as a payment is shown: money compared should read alike.
      value: overview && formatMoney(overview.revenue.thisMonth, language, 'always'),
      intent: Intent.SUCCESS,
      sub: overview && revenueChange !== undefined && (
        <>
          <ChangeLine change={revenueChange} text={t('overview.revenueChange', { change: change(revenueChange) })} />
          <div>
            {t('overview.lastMonthToDate', {
              amount: formatMoney(overview.revenue.lastMonthToDate, language, 'always'),
            })}
          </div>
        </>
      ),
    },
    {
      key: 'memberships',
      label: t('overview.memberships'),
      to: '/admin-memberships',
      value: overview?.memberships.active,
      sub: overview && (
        <>
          <ChangeLine
            change={overview.memberships.growth}
            text={t('overview.membershipsChange', { change: change(overview.memberships.growth) })}
          />
          <div>{t('overview.expiring', { count: overview.memberships.expiringIn7Days })}</div>
        </>
      ),
    },
    {
      key: 'atRisk',
      label: t('overview.atRisk'),
      // The reports' Clientes tab, which lists them.
      to: '/admin-reports?report=users',
      value: overview?.users.atRisk,
      // Worth a look when there are some; the number and the words below say it, not the colour.
      intent: overview && overview.users.atRisk > 0 ? Intent.WARNING : Intent.PRIMARY,
      sub: t('overview.atRiskSub', { days: AT_RISK_DAYS }),
    },
  ];
  return (
    <StatsCards
      large
      label={t('overview.label')}
      loading={loading}
      cards={cards.map((card) => ({ ...card, error: failed ? t('loadError') : undefined }))}
    />
  );
}
