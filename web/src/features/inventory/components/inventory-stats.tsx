import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { formatMoney } from '../../../lib/money';
import { useGetInventoryStatsQuery } from '../api';

/** The tiles (GET /inventory/stats): items, active ones, low and out of stock, and the value of all stock at cost. */
export function InventoryStats() {
  const { t, i18n } = useTranslation('inventory');
  const { data, isLoading, isError } = useGetInventoryStatsQuery();
  useLoadFailure(isError, t('messages.statsError'));
  const cards = [
    { key: 'total', label: t('tiles.total'), value: data?.totalItems },
    { key: 'active', label: t('tiles.active'), value: data?.activeItems, intent: Intent.SUCCESS },
    { key: 'low', label: t('tiles.lowStock'), value: data?.lowStockItems, intent: Intent.WARNING },
    { key: 'out', label: t('tiles.outOfStock'), value: data?.outOfStockItems, intent: Intent.DANGER },
    {
      key: 'value',
      label: t('tiles.value'),
      value: data === undefined ? undefined : formatMoney(data.totalValue, i18n.language, 'always'),
    },
  ];
  return (
    <div className="inventory-stats">
      <StatsCards
        label={t('tiles.label')}
        loading={isLoading}
        cards={cards.map((card) => ({ ...card, error: isError ? t('tiles.unavailable') : undefined }))}
      />
    </div>
  );
}
