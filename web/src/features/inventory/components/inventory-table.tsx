import { Intent } from '@blueprintjs/core';
import { Export, Flows, ShoppingCart, Tick } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { InventoryItemDto, InventoryPermissions, InventorySortField } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { deactivateAction, editAction, viewAction } from '../../../components/admin/row-actions';
import type { RowAction } from '../../../components/admin/row-menu';
import { StatusTag } from '../../../components/admin/status-tag';
import { formatMoney } from '../../../lib/money';
import { StockChip } from './stock-chip';

export type InventoryRowHandlers = RowHandlers<
  InventoryItemDto,
  'onView' | 'onEdit' | 'onMove' | 'onSell' | 'onTransfer' | 'onDeactivate' | 'onActivate'
>;

/** "12 piezas", "1 par": the stock in its unit. */
export function useStockText() {
  const { t } = useTranslation('inventory');
  return (item: Pick<InventoryItemDto, 'quantity' | 'unit'>) => t(`units.${item.unit}`, { count: item.quantity });
}

/**
 * The commands on one item, by role (contracts' inventoryPermissions): movements and sales for the
 * desk, the rest for admins. A sale is offered disabled, with its reason, for an item not for sale
 * or inactive (the server would refuse it).
 */
export function useItemActions(permissions: InventoryPermissions, handlers: Omit<InventoryRowHandlers, 'onView'>) {
  const { t } = useTranslation('inventory');
  return (item: InventoryItemDto): RowAction[] => [
    {
      key: 'move',
      label: t('actions.move'),
      icon: <Flows />,
      inline: true,
      permitted: permissions.move,
      disabled: !item.isActive,
      reason: t('actions.inactive'),
      onClick: () => handlers.onMove(item),
    },
    {
      key: 'sell',
      label: t('actions.sell'),
      icon: <ShoppingCart />,
      inline: true,
      intent: Intent.SUCCESS,
      permitted: permissions.move,
      disabled: !item.isActive || item.price === 0,
      reason: item.isActive ? t('actions.notForSale') : t('actions.inactive'),
      onClick: () => handlers.onSell(item),
    },
    editAction(t('actions.edit'), permissions.manage, () => handlers.onEdit(item)),
    {
      key: 'transfer',
      label: t('actions.transfer'),
      icon: <Export />,
      permitted: permissions.manage,
      disabled: !item.isActive,
      reason: t('actions.inactive'),
      onClick: () => handlers.onTransfer(item),
    },
    item.isActive
      ? deactivateAction(t('actions.deactivate'), permissions.manage, true, () => handlers.onDeactivate(item))
      : {
          key: 'activate',
          label: t('actions.activate'),
          icon: <Tick />,
          intent: Intent.SUCCESS,
          inline: true,
          permitted: permissions.manage,
          onClick: () => handlers.onActivate(item),
        },
  ];
}

/**
 * Item (name and SKU), category, branch, quantity in its unit, price, and its state: the
 * Activo/Inactivo chip and, for an active item low or out of stock, a chip that says so in words.
 */
export function useInventoryTable(
  permissions: InventoryPermissions,
  handlers: InventoryRowHandlers,
): ListTable<InventoryItemDto, InventorySortField> {
  const { t, i18n } = useTranslation('inventory');
  const stockText = useStockText();
  const actionsOf = useItemActions(permissions, handlers);
  return {
    caption: t('table.caption'),
    rowKey: (item) => item.id,
    columns: [
      {
        key: 'name',
        label: t('table.item'),
        sort: 'name',
        render: (item) => (
          <>
            <strong>{item.name}</strong>
            <div className="inventory-muted inventory-nowrap">{item.sku}</div>
          </>
        ),
      },
      {
        key: 'category',
        label: t('table.category'),
        sort: 'category',
        render: (item) => t(`categories.${item.category}`),
      },
      { key: 'branch', label: t('table.branch'), sort: 'branch', render: (item) => item.branch?.name ?? '—' },
      {
        key: 'quantity',
        label: t('table.quantity'),
        sort: 'quantity',
        className: 'inventory-nowrap',
        render: stockText,
      },
      {
        key: 'price',
        label: t('table.price'),
        sort: 'price',
        className: 'inventory-nowrap',
        render: (item) =>
          item.price === 0 ? (
            <span className="inventory-muted">{t('table.notForSale')}</span>
          ) : (
            formatMoney(item.price, i18n.language, 'always')
          ),
      },
      {
        key: 'state',
        label: t('table.state'),
        sort: 'isActive',
        render: (item) => (
          <div className="inventory-state">
            <StatusTag active={item.isActive} label={t(item.isActive ? 'status.active' : 'status.inactive')} />
            <StockChip item={item} />
          </div>
        ),
      },
    ],
    actions: (item) => ({
      subject: `${item.name} (${item.sku})`,
      actions: [viewAction(t('actions.view'), () => handlers.onView(item)), ...actionsOf(item)],
    }),
  };
}
