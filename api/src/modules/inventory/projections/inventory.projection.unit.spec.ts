import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { inventoryProjection } from './inventory.projection.js';

const details = {
  name: 'Vendas Élite',
  description: null,
  category: 'GEAR',
  sku: 'WRP-180',
  unit: 'PAIR',
  cost: 85.5,
  price: 180,
  threshold: 4,
  supplier: 'Cleto Reyes',
  location: 'Mostrador',
  branchId: 'b1',
};
const line = (movementId: string, quantity: number, before: number, after: number, reason: string | null = null) => ({
  itemId: 'i1',
  movementId,
  quantity,
  before,
  after,
  reason,
});
const branch: GivenEvent = {
  type: 'BranchCreated',
  data: { branchId: 'b1', name: 'BoxStudio Condesa', address: 'x', city: 'CDMX', state: 'CDMX', country: 'México' },
};
const history: GivenEvent[] = [
  branch,
  { type: 'InventoryItemCreated', data: { itemId: 'i1', ...details }, occurredAt: '2026-03-01T10:00:00.000Z' },
  { type: 'StockReceived', data: { ...line('m1', 10, 0, 10), unitCost: 85.5 }, userId: 'admin-1' },
  {
    type: 'StockSold',
    data: {
      ...line('m2', 3, 10, 7),
      branchId: 'b1',
      name: 'Vendas Élite',
      sku: 'WRP-180',
      unitPrice: 180,
      amount: 540,
      method: 'CARD',
      clientId: 'u1',
    },
  },
  { type: 'StockCounted', data: line('m3', 3, 7, 4, 'Conteo') },
  {
    type: 'StockTransferredOut',
    data: { ...line('m4', 4, 4, 0), transferId: 't1', fromBranchId: 'b1', toBranchId: 'b2', toItemId: 'i2' },
    occurredAt: '2026-03-02T10:00:00.000Z',
  },
];
const spec = projectionSpecFor(inventoryProjection);

describe('inventory projection', () => {
  it('keeps an item with its folds, branch sort and figures worked out from its stock', async () => {
    await spec.given(history.slice(0, 3)).thenDocument('inventory_items', 'i1', {
      ...details,
      quantity: 10,
      isActive: true,
      isLowStock: false,
      isOutOfStock: false,
      valueCents: 85_500,
      nameSort: 'vendas elite',
      searchText: 'vendas elite\nwrp-180',
      branchSort: 'boxstudio condesa',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('sets the stock to each movement’s after, and flags low and out of stock', async () => {
    await spec.given(history.slice(0, 5)).thenDocument('inventory_items', 'i1', {
      quantity: 4,
      isLowStock: true,
      isOutOfStock: false,
      valueCents: 34_200,
    });
    await spec.given(history).thenDocument('inventory_items', 'i1', {
      quantity: 0,
      isLowStock: true,
      isOutOfStock: true,
      valueCents: 0,
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('writes one ledger line per movement, with its signed change, who and the kind’s own fields', async () => {
    const lines = await spec.given(history).documents('inventory_movements');
    expect(
      lines.map((doc) => [doc._id, doc['type'], doc['delta'], doc['quantityBefore'], doc['quantityAfter']]),
    ).toEqual([
      ['m1', 'IN', 10, 0, 10],
      ['m2', 'SALE', -3, 10, 7],
      ['m3', 'ADJUST', -3, 7, 4],
      ['m4', 'TRANSFER_OUT', -4, 4, 0],
    ]);
    expect(lines[0]).toMatchObject({ unitCost: 85.5, recordedBy: 'admin-1', branchId: 'b1' });
    expect(lines[1]).toMatchObject({ unitPrice: 180, amount: 540, method: 'CARD', clientId: 'u1' });
    expect(lines[3]).toMatchObject({ transferId: 't1', counterpartItemId: 'i2', counterpartBranchId: 'b2' });
  });

  it('refigures on an edit of threshold or cost, and on deactivation; refolds a new name and SKU', async () => {
    const events: GivenEvent[] = [
      ...history.slice(0, 3),
      {
        type: 'InventoryItemUpdated',
        data: { itemId: 'i1', changes: { threshold: 10, cost: 90, name: 'Vendas Pro', sku: 'WRP-200' } },
      },
    ];
    await spec.given(events).thenDocument('inventory_items', 'i1', {
      isLowStock: true,
      valueCents: 90_000,
      nameSort: 'vendas pro',
      searchText: 'vendas pro\nwrp-200',
    });
    await spec
      .given([...events, { type: 'InventoryItemDeactivated', data: { itemId: 'i1' } }])
      .thenDocument('inventory_items', 'i1', { isActive: false, isLowStock: false, isOutOfStock: false });
  });

  it('changes nothing when the log is delivered twice', async () => {
    const events = [
      ...history,
      { type: 'InventoryItemReactivated', data: { itemId: 'i1' } },
      { type: 'BranchUpdated', data: { branchId: 'b1', changes: { name: 'Condesa' } } },
    ];
    for (const collection of ['inventory_items', 'inventory_movements', 'inventory_branches']) {
      const documents = await spec.given(events).documents(collection);
      expect(await spec.given(events, { replayed: true }).documents(collection)).toEqual(documents);
    }
    await spec.given(events).thenDocument('inventory_items', 'i1', { branchSort: 'condesa' });
  });
});
