import { useTranslation } from 'react-i18next';
import type { AuditEventDto, InventoryItemDto } from '@boxstudio/contracts';
import { useRecordPresenter, type RecordPresenter } from '../../components/admin/record-presenter';
import { StatusTag } from '../../components/admin/status-tag';
import { formatMoney } from '../../lib/money';

/** The item's fields, in the order its form shows them, then its stock (InventoryItemDto, the history's state). */
const FIELDS = [
  'name',
  'sku',
  'category',
  'description',
  'branchId',
  'quantity',
  'unit',
  'threshold',
  'cost',
  'price',
  'value',
  'supplier',
  'location',
  'isActive',
] as const;

/** A line of the ledger in the history: the stock before and after it. */
interface StockStep {
  readonly before: number;
  readonly after: number;
}
const isStockStep = (value: unknown): value is StockStep =>
  typeof value === 'object' && value !== null && 'before' in value && 'after' in value;

/** An item as its screens show it: the branch's name, categories and units in words, money, the status chip. */
export function useInventoryPresenter(
  branchName: (id: string) => string | undefined,
): RecordPresenter<InventoryItemDto> {
  const { t, i18n } = useTranslation('inventory');
  const money = (amount: number) => formatMoney(amount, i18n.language, 'always');
  return useRecordPresenter<InventoryItemDto>({
    fields: FIELDS,
    label: (field) => {
      if (field === 'stock') return t('detail.stockChange');
      if (field === 'reason') return t('ledger.reason');
      if (field === 'value') return t('tiles.value');
      if (field === 'quantity') return t('table.quantity');
      return t(`form.fields.${field}`, { defaultValue: field });
    },
    value: (field, value, item) => {
      if (field === 'stock' && isStockStep(value)) return `${value.before} → ${value.after}`;
      if ((field === 'cost' || field === 'price' || field === 'value') && typeof value === 'number')
        return money(value);
      if (field === 'category' && typeof value === 'string') return t(`categories.${value}`);
      if (field === 'unit' && typeof value === 'string') return t(`unitNames.${value}`);
      if (field === 'branchId' && typeof value === 'string') return item?.branch?.name ?? branchName(value) ?? value;
      if (field === 'isActive' && typeof value === 'boolean')
        return <StatusTag active={value} label={t(value ? 'status.active' : 'status.inactive')} />;
      return undefined;
    },
  });
}

const ITEM_FIELDS = new Set<string>(FIELDS);

/**
 * What an event of the item changed, for its history: an edit its changes, a creation its fields,
 * a movement the stock before → after and its reason.
 */
export function inventoryChanges(event: AuditEventDto): [field: string, value: unknown][] {
  const { data } = event;
  if (typeof data.before === 'number' && typeof data.after === 'number') {
    const reason =
      typeof data.reason === 'string' && data.reason !== '' ? [['reason', data.reason] as [string, unknown]] : [];
    return [['stock', { before: data.before, after: data.after }], ...reason];
  }
  const changes = (typeof data.changes === 'object' && data.changes !== null ? data.changes : data) as Record<
    string,
    unknown
  >;
  return Object.entries(changes).filter(([field]) => ITEM_FIELDS.has(field));
}
