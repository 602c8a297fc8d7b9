import { Intent, Tag } from '@blueprintjs/core';
import { Error as ErrorIcon, WarningSign } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { InventoryItemDto } from '@boxstudio/contracts';

/**
 * Low stock and out of stock, never told by colour alone: a chip with its words ("Stock bajo",
 * "Agotado") and an icon. An item with enough stock (or an inactive one) shows nothing.
 */
export function StockChip({ item }: { readonly item: Pick<InventoryItemDto, 'isLowStock' | 'isOutOfStock'> }) {
  const { t } = useTranslation('inventory');
  if (item.isOutOfStock)
    return (
      <Tag className="state-tag inventory-stock-chip" intent={Intent.DANGER} minimal round icon={<ErrorIcon />}>
        {t('stock.out')}
      </Tag>
    );
  if (item.isLowStock)
    return (
      <Tag className="state-tag inventory-stock-chip" intent={Intent.WARNING} minimal round icon={<WarningSign />}>
        {t('stock.low')}
      </Tag>
    );
  return null;
}
