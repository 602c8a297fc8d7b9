import { useTranslation } from 'react-i18next';
import type { MembershipPlanStatsResponse } from '@boxstudio/contracts';
import type { StatCard } from '../../../components/admin/stats-cards';
import { formatMoney } from '../plan-money';

/** Spec §3: a plan's memberships by status and its revenue, as cards (the stats dialog and the plan's page). */
export function usePlanStatCards(stats: MembershipPlanStatsResponse['stats'] | undefined, error?: string): StatCard[] {
  const { t, i18n } = useTranslation('plans');
  const failed = error === undefined ? {} : { error };
  return [
    { label: t('stats.total'), value: stats?.memberships.total, ...failed },
    { label: t('stats.active'), value: stats?.memberships.active, ...failed },
    { label: t('stats.expired'), value: stats?.memberships.expired, ...failed },
    { label: t('stats.cancelled'), value: stats?.memberships.cancelled, ...failed },
    { label: t('stats.revenue'), value: stats && formatMoney(stats.revenue.total, i18n.language), ...failed },
  ];
}
