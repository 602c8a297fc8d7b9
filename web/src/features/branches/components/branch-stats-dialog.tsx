import { useEffect } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchSummary } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { showToast } from '../../../components/toaster';
import { useGetBranchStatsQuery } from '../api';

/** Four cards of one branch's numbers (spec §2); each counted by the module that owns it. */
export function BranchStatsDialog({ branch, onClose }: { readonly branch: BranchSummary | null; readonly onClose: () => void }) {
  const { t } = useTranslation('branches');
  // currentData: never the previous branch's numbers while another one's load.
  const { currentData: data, isError } = useGetBranchStatsQuery(branch?.id ?? '', { skip: !branch });
  useEffect(() => {
    if (isError) showToast(t('messages.statsError'), 'error');
  }, [isError, t]);
  const stats = data?.stats;
  const cards: StatCard[] = [
    { label: t('stats.users'), value: stats?.users.total, sub: stats && t('stats.active', { count: stats.users.active }) },
    { label: t('stats.classes'), value: stats?.classes.total, sub: stats && t('stats.active', { count: stats.classes.active }) },
    { label: t('stats.memberships'), value: stats?.memberships.total, sub: stats && t('stats.active', { count: stats.memberships.active }) },
    {
      label: t('stats.inventory'),
      value: stats?.inventory.total,
      sub: stats && t('stats.lowStock', { count: stats.inventory.lowStock }),
      intent: stats && stats.inventory.lowStock > 0 ? Intent.WARNING : undefined,
    },
  ];

  return (
    <Dialog
      isOpen={branch !== null}
      onClose={onClose}
      title={t('stats.title', { name: data?.branch.name ?? branch?.name ?? '' })}
      style={{ width: 'calc(100vw - 32px)', maxWidth: 500 }}
    >
      <DialogBody>
        {isError ? <Callout intent={Intent.DANGER}>{t('messages.statsError')}</Callout> : <StatsCards cards={cards} />}
      </DialogBody>
      <DialogFooter actions={<Button text={t('stats.close')} onClick={onClose} />} />
    </Dialog>
  );
}
