import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchSummary } from '@boxstudio/contracts';
import type { StatCard } from '../../../components/admin/stats-cards';
import { StatsDialog } from '../../../components/admin/stats-dialog';
import { useGetBranchStatsQuery } from '../api';

/** Four cards of one branch's numbers (spec §2); each counted by the module that owns it. */
export function BranchStatsDialog({
  branch,
  onClose,
}: {
  readonly branch: BranchSummary | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('branches');
  // currentData: never the previous branch's numbers while another one's load.
  const { currentData: data, isError } = useGetBranchStatsQuery(branch?.id ?? '', { skip: !branch });
  const stats = data?.stats;
  const cards: StatCard[] = [
    {
      label: t('stats.users'),
      value: stats?.users.total,
      sub: stats && t('stats.activeUsers', { count: stats.users.active }),
    },
    {
      label: t('stats.classes'),
      value: stats?.classes.total,
      sub: stats && t('stats.activeClasses', { count: stats.classes.active }),
    },
    {
      label: t('stats.memberships'),
      value: stats?.memberships.total,
      sub: stats && t('stats.activeMemberships', { count: stats.memberships.active }),
    },
    {
      label: t('stats.inventory'),
      value: stats?.inventory.total,
      sub: stats && t('stats.lowStock', { count: stats.inventory.lowStock }),
      intent: stats && stats.inventory.lowStock > 0 ? Intent.WARNING : undefined,
    },
  ];
  return (
    <StatsDialog
      namespace="branches"
      subject={branch && (data?.branch ?? branch)}
      cards={cards}
      failed={isError}
      onClose={onClose}
    />
  );
}
