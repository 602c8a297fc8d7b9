import { isLowStock, isOutOfStock } from '@boxstudio/contracts';
import {
  defineProjection,
  type ProjectedEventMeta,
  type Writers,
} from '../../../platform/projections/define-projection.js';
import { foldForSearch, searchTextOf } from '../../../platform/read-store/search-text.js';
import type { BranchEvent } from '../../branches/index.js';
import type { UserEvent } from '../../accounts/index.js';
import type { InventoryItemEvent, StockMovementEvent } from '../domain/inventory-item.events.js';
import { BRANCH_NAMES, INVENTORY_ITEMS, INVENTORY_MOVEMENTS, PEOPLE, type InventoryItemDoc } from './inventory-docs.js';
import { ledgerLine } from './ledger-lines.js';

const collections = {
  items: INVENTORY_ITEMS,
  movements: INVENTORY_MOVEMENTS,
  ...BRANCH_NAMES.collections,
  ...PEOPLE.collections,
};
type InventoryWriters = Writers<typeof collections>;

/** The figures an item's stock, threshold, cost and active switch give: set whole each time, never added to. */
function stockFigures(item: Pick<InventoryItemDoc, 'quantity' | 'threshold' | 'cost' | 'isActive'>) {
  return {
    isLowStock: isLowStock(item),
    isOutOfStock: isOutOfStock(item),
    valueCents: Math.round(item.cost * 100) * item.quantity,
  };
}

/** Sets fields of an item and the figures they change, from the item as the read model holds it. */
async function setItem(
  writers: InventoryWriters,
  itemId: string,
  fields: Partial<InventoryItemDoc>,
  occurredAt: string,
): Promise<InventoryItemDoc | null> {
  const current = await writers.items.get(itemId);
  if (!current) return null;
  const next = { ...current, ...fields };
  await writers.items.set(itemId, { ...fields, ...stockFigures(next), updatedAt: occurredAt });
  return next;
}

/** A movement: its ledger line, and the item's stock set to the line's `after`. */
async function moved(event: StockMovementEvent, writers: InventoryWriters, meta: ProjectedEventMeta): Promise<void> {
  const item = await setItem(writers, event.data.itemId, { quantity: event.data.after }, meta.occurredAt);
  await writers.movements.insert(ledgerLine(event, item?.branchId ?? '', meta));
}

/**
 * Items as lists, details and stats read them, and every item's ledger, with the branch and people
 * names they show kept current beside them (by those modules' events; nothing of them is called).
 * The branch figure (stats.inventory) is counted from here by this module (decision 19).
 */
export const inventoryProjection = defineProjection<InventoryItemEvent | BranchEvent | UserEvent>()({
  name: 'inventory',
  collections,
  handlers: {
    InventoryItemCreated: async ({ data }, writers, { occurredAt }) => {
      const { itemId, openedByTransfer: _by, ...details } = data;
      const branch = await BRANCH_NAMES.named(writers, details.branchId);
      const stock = { quantity: 0, threshold: details.threshold, cost: details.cost, isActive: true };
      await writers.items.insert({
        _id: itemId,
        ...details,
        ...stock,
        ...stockFigures(stock),
        createdAt: occurredAt,
        updatedAt: occurredAt,
        nameSort: foldForSearch(details.name),
        searchText: searchTextOf(details.name, details.sku),
        branchSort: foldForSearch(branch?.name ?? ''),
      });
    },
    InventoryItemUpdated: async ({ data: { itemId, changes } }, writers, { occurredAt }) => {
      const current = await writers.items.get(itemId);
      if (!current) return;
      const name = changes.name ?? current.name;
      const folds = { nameSort: foldForSearch(name), searchText: searchTextOf(name, changes.sku ?? current.sku) };
      await setItem(writers, itemId, { ...changes, ...folds }, occurredAt);
    },
    InventoryItemDeactivated: async ({ data }, writers, { occurredAt }) => {
      await setItem(writers, data.itemId, { isActive: false }, occurredAt);
    },
    InventoryItemReactivated: async ({ data }, writers, { occurredAt }) => {
      await setItem(writers, data.itemId, { isActive: true }, occurredAt);
    },
    StockReceived: (event, writers, meta) => moved(event, writers, meta),
    StockRemoved: (event, writers, meta) => moved(event, writers, meta),
    StockCounted: (event, writers, meta) => moved(event, writers, meta),
    StockSold: (event, writers, meta) => moved(event, writers, meta),
    StockTransferredOut: (event, writers, meta) => moved(event, writers, meta),
    StockTransferredIn: (event, writers, meta) => moved(event, writers, meta),
    StockReturned: (event, writers, meta) => moved(event, writers, meta),
    ...BRANCH_NAMES.handlers,
    ...PEOPLE.handlers,
  },
});
