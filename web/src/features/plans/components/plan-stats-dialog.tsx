import { useEffect } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { showToast } from '../../../components/toaster';
import { formatMoney } from '../plan-money';
import { useGetPlanStatsQuery } from '../api';

/** Spec §3: the plan's memberships by status and its revenue. */
export function PlanStatsDialog({ plan, onClose }: { readonly plan: MembershipPlanDto | null; readonly onClose: () => void }) {
  const { t, i18n } = useTranslation('plans');
  const { currentData: data, isError } = useGetPlanStatsQuery(plan?.id ?? '', { skip: !plan });
  useEffect(() => {
    if (isError) showToast(t('messages.statsError'), 'error');
  }, [isError, t]);
  const stats = data?.stats;
  const cards: StatCard[] = [
    { label: t('stats.total'), value: stats?.memberships.total },
    { label: t('stats.active'), value: stats?.memberships.active },
    { label: t('stats.expired'), value: stats?.memberships.expired },
    { label: t('stats.cancelled'), value: stats?.memberships.cancelled },
    { label: t('stats.revenue'), value: stats && formatMoney(stats.revenue.total, i18n.language) },
  ];
  return (
    <Dialog isOpen={plan !== null} onClose={onClose} title={t('stats.title', { name: data?.plan.name ?? plan?.name ?? '' })} style={{ width: 'calc(100vw - 32px)', maxWidth: 500 }}>
      <DialogBody>{isError ? <Callout intent={Intent.DANGER}>{t('messages.statsError')}</Callout> : <StatsCards cards={cards} />}</DialogBody>
      <DialogFooter actions={<Button text={t('stats.close')} onClick={onClose} />} />
    </Dialog>
  );
}
