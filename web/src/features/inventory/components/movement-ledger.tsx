import { useState } from 'react';
import { Card, H3 } from '@blueprintjs/core';
import { Flows } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { InventoryItemDto, InventoryMovementDto } from '@boxstudio/contracts';
import { AdminTable } from '../../../components/admin/admin-table';
import { LoadState } from '../../../components/admin/load-state';
import { ListPager } from '../../../components/admin/pager';
import { formatMoney } from '../../../lib/money';
import { formatStudioDate, studioClock } from '../../../lib/studio-time';
import { useListInventoryMovementsQuery } from '../api';
import './inventory.css';

/**
 * The item's ledger, newest first, ten a page: when (studio day and 24-hour time), what kind of
 * line, the change, the stock before → after, who recorded it, and the reason (or what the line
 * names: the client of a sale, the other branch of a transfer, the unit cost of a receipt).
 */
export function MovementLedger({ item }: { readonly item: InventoryItemDto }) {
  const { t, i18n } = useTranslation('inventory');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useListInventoryMovementsQuery({ id: item.id, page, limit: 10 });
  const money = (amount: number) => formatMoney(amount, i18n.language, 'always');
  const detailOf = (line: InventoryMovementDto): string | null => {
    if (line.type === 'SALE')
      return [
        line.client?.name ?? t('ledger.walkIn'),
        line.method && t(`methods.${line.method}`),
        line.amount !== null && money(line.amount),
      ]
        .filter(Boolean)
        .join(' · ');
    if (line.type === 'TRANSFER_OUT' && line.counterpartBranch)
      return t('ledger.toBranch', { branch: line.counterpartBranch.name });
    if (line.type === 'TRANSFER_IN' && line.counterpartBranch)
      return t('ledger.fromBranch', { branch: line.counterpartBranch.name });
    if (line.type === 'IN' && line.unitCost !== null)
      return `${t('movement.fields.unitCost')}: ${money(line.unitCost)}`;
    return null;
  };
  return (
    <Card className="inventory-ledger">
      <H3>{t('ledger.title')}</H3>
      <LoadState
        loading={isLoading}
        error={isError && t('ledger.loadError')}
        empty={data !== undefined && data.movements.length === 0}
        emptyTitle={t('ledger.empty')}
        emptyIcon={<Flows size={32} />}
      >
        {data && data.movements.length > 0 && (
          <AdminTable
            caption={t('ledger.caption')}
            rows={data.movements}
            rowKey={(line) => line.id}
            columns={[
              {
                key: 'when',
                label: t('ledger.when'),
                className: 'inventory-nowrap',
                render: (line) => (
                  <>
                    <div>{formatStudioDate(line.occurredAt, i18n.language)}</div>
                    <small className="inventory-muted">{studioClock(line.occurredAt)}</small>
                  </>
                ),
              },
              { key: 'type', label: t('ledger.type'), render: (line) => t(`ledger.types.${line.type}`) },
              {
                key: 'change',
                label: t('ledger.change'),
                className: 'inventory-nowrap',
                render: (line) => (line.delta > 0 ? `+${line.delta}` : String(line.delta)),
              },
              {
                key: 'stock',
                label: t('ledger.stock'),
                className: 'inventory-nowrap',
                render: (line) => `${line.quantityBefore} → ${line.quantityAfter}`,
              },
              { key: 'who', label: t('ledger.who'), render: (line) => line.recordedBy?.name ?? t('ledger.system') },
              {
                key: 'reason',
                label: t('ledger.reason'),
                render: (line) => (
                  <>
                    {line.reason && <div>{line.reason}</div>}
                    {detailOf(line) && <small className="inventory-muted">{detailOf(line)}</small>}
                  </>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      <ListPager data={data} onPage={setPage} countLabel={(count) => t('ledger.total', { count })} />
    </Card>
  );
}
