import { useEffect } from 'react';
import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BranchDto } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { useGetBranchStatsQuery } from '../branches-api';
import './branches.css';

interface Tile {
  readonly label: string;
  readonly total: number;
  readonly detail: string;
}

/** Four tiles of one branch's numbers (spec §2); each counted by the module that owns it. */
export function BranchStatsDialog({ branch, onClose }: { readonly branch: BranchDto | null; readonly onClose: () => void }) {
  const { t } = useTranslation('branches');
  const { data, isFetching, isError } = useGetBranchStatsQuery(branch?.id ?? '', { skip: !branch });
  useEffect(() => {
    if (isError) showToast(t('messages.statsError'), 'error');
  }, [isError, t]);
  const stats = data?.stats;
  const tiles: Tile[] = stats
    ? [
        { label: t('stats.users'), total: stats.users.total, detail: t('stats.active', { count: stats.users.active }) },
        { label: t('stats.classes'), total: stats.classes.total, detail: t('stats.active', { count: stats.classes.active }) },
        { label: t('stats.memberships'), total: stats.memberships.total, detail: t('stats.active', { count: stats.memberships.active }) },
        { label: t('stats.inventory'), total: stats.inventory.total, detail: t('stats.lowStock', { count: stats.inventory.lowStock }) },
      ]
    : [];

  return (
    <Dialog
      isOpen={branch !== null}
      onClose={onClose}
      title={t('stats.title', { name: data?.branch.name ?? branch?.name ?? '' })}
      style={{ width: 'calc(100vw - 32px)', maxWidth: 500 }}
    >
      <DialogBody>
        {isError && <Callout intent={Intent.DANGER}>{t('messages.statsError')}</Callout>}
        {!isError && !stats && <Spinner size={32} />}
        {stats && (
          <div className="branch-stats-grid" aria-busy={isFetching}>
            {tiles.map((tile) => (
              <Card key={tile.label} className="branch-stats-tile" compact>
                <div className="branch-stats-total">{tile.total}</div>
                <div className="branch-stats-label">{tile.label}</div>
                <div className="branch-stats-detail">{tile.detail}</div>
              </Card>
            ))}
          </div>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('stats.close')} onClick={onClose} />} />
    </Dialog>
  );
}
