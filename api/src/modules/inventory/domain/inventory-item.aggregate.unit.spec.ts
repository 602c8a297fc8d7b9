import { specFor } from '../../../testing/given-when-then.js';
import { foldRecorded } from '../../../platform/aggregates/recorded-events.js';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import { inventoryItemAggregate, type InventoryItemCommand } from './inventory-item.aggregate.js';
import type { InventoryItemEvent, ItemDetails } from './inventory-item.events.js';

const details: ItemDetails = {
  name: 'Guantes 12 oz',
  description: null,
  category: 'GEAR',
  sku: 'GLV-12',
  unit: 'PAIR',
  cost: 450,
  price: 899.99,
  threshold: 3,
  supplier: null,
  location: null,
  branchId: 'b1',
};
const spec = specFor(inventoryItemAggregate);
const created: InventoryItemEvent = { type: 'InventoryItemCreated', data: { itemId: 'i1', ...details } };
/** The item with `quantity` in stock, received in one IN. */
const stocked = (quantity: number): InventoryItemEvent[] => [
  created,
  {
    type: 'StockReceived',
    data: { itemId: 'i1', movementId: 'm0', quantity, before: 0, after: quantity, reason: null, unitCost: 450 },
  },
];
const deactivated: InventoryItemEvent = { type: 'InventoryItemDeactivated', data: { itemId: 'i1' } };
const transfer = {
  movementId: 'm1',
  transferId: 't1',
  toBranchId: 'b2',
  toItemId: 'i2',
  quantity: 3,
  reason: null,
} as const;

/** The state after these events, as the store folds them from the log. */
function stateAfter(events: readonly InventoryItemEvent[]) {
  const recorded = events.map(
    (event, revision) =>
      ({ ...event, revision, metadata: { occurredAt: '2026-01-15T10:00:00.000Z' } }) as unknown as RecordedEvent,
  );
  return foldRecorded(inventoryItemAggregate, recorded);
}

describe('inventory item', () => {
  describe('creating', () => {
    it('records the item, and its opening stock as a first IN at its cost', () => {
      spec([])
        .when({ type: 'CreateInventoryItem', itemId: 'i1', details, openingStock: 10, movementId: 'm0' })
        .then([
          created,
          {
            type: 'StockReceived',
            data: { itemId: 'i1', movementId: 'm0', quantity: 10, before: 0, after: 10, reason: null, unitCost: 450 },
          },
        ]);
    });

    it('records no movement without an opening stock, and refuses a second create', () => {
      const create: InventoryItemCommand = {
        type: 'CreateInventoryItem',
        itemId: 'i1',
        details,
        openingStock: 0,
        movementId: 'm0',
      };
      spec([]).when(create).then([created]);
      spec([created]).when(create).thenThrows('INVENTORY.ALREADY_EXISTS');
    });
  });

  describe('never below zero', () => {
    it('takes out what is there, down to exactly zero', () => {
      spec(stocked(3))
        .when({ type: 'RemoveStock', movementId: 'm1', quantity: 3, reason: 'Se rompieron' })
        .then([
          {
            type: 'StockRemoved',
            data: { itemId: 'i1', movementId: 'm1', quantity: 3, before: 3, after: 0, reason: 'Se rompieron' },
          },
        ]);
    });

    it('refuses to take out more than the stock, by OUT, sale or transfer', () => {
      spec(stocked(3))
        .when({ type: 'RemoveStock', movementId: 'm1', quantity: 4, reason: 'Merma' })
        .thenThrows('INVENTORY.INSUFFICIENT_STOCK');
      spec(stocked(3))
        .when({ type: 'SellStock', movementId: 'm1', quantity: 4, method: 'CASH', clientId: null })
        .thenThrows('INVENTORY.INSUFFICIENT_STOCK');
      spec(stocked(2))
        .when({ type: 'TransferStock', ...transfer })
        .thenThrows('INVENTORY.INSUFFICIENT_STOCK');
      spec([created])
        .when({ type: 'RemoveStock', movementId: 'm1', quantity: 1, reason: 'Merma' })
        .thenThrows('INVENTORY.INSUFFICIENT_STOCK');
    });

    it('decides on the stock the log holds now: the second of two takes of 2 from 3 is refused', () => {
      const first: InventoryItemEvent = {
        type: 'StockRemoved',
        data: { itemId: 'i1', movementId: 'm1', quantity: 2, before: 3, after: 1, reason: 'Uso' },
      };
      spec([...stocked(3), first])
        .when({ type: 'RemoveStock', movementId: 'm2', quantity: 2, reason: 'Uso' })
        .thenThrows('INVENTORY.INSUFFICIENT_STOCK');
    });

    it('takes only whole units above zero', () => {
      for (const quantity of [0, -1, 1.5, Number.NaN])
        expect(() =>
          inventoryItemAggregate.decide(
            { type: 'RemoveStock', movementId: 'm1', quantity, reason: 'Uso' },
            stateAfter(stocked(3)),
          ),
        ).toThrow(expect.objectContaining({ kind: 'invalid' }) as unknown as Error);
    });
  });

  describe('receiving and counting', () => {
    it('receives a purchase at its own unit cost, or at the item cost', () => {
      spec(stocked(2))
        .when({ type: 'ReceiveStock', movementId: 'm1', quantity: 5, unitCost: 430.5, reason: 'Factura 118' })
        .then([
          {
            type: 'StockReceived',
            data: {
              itemId: 'i1',
              movementId: 'm1',
              quantity: 5,
              before: 2,
              after: 7,
              reason: 'Factura 118',
              unitCost: 430.5,
            },
          },
        ]);
      spec(stocked(2))
        .when({ type: 'ReceiveStock', movementId: 'm1', quantity: 1, unitCost: null, reason: null })
        .then([
          {
            type: 'StockReceived',
            data: { itemId: 'i1', movementId: 'm1', quantity: 1, before: 2, after: 3, reason: null, unitCost: 450 },
          },
        ]);
    });

    it('sets the stock to a count, down or up, recording how far it was', () => {
      spec(stocked(5))
        .when({ type: 'CountStock', movementId: 'm1', counted: 2, reason: 'Conteo mensual' })
        .then([
          {
            type: 'StockCounted',
            data: { itemId: 'i1', movementId: 'm1', quantity: 3, before: 5, after: 2, reason: 'Conteo mensual' },
          },
        ]);
      spec(stocked(5))
        .when({ type: 'CountStock', movementId: 'm1', counted: 9, reason: 'Caja sin registrar' })
        .then([
          {
            type: 'StockCounted',
            data: { itemId: 'i1', movementId: 'm1', quantity: 4, before: 5, after: 9, reason: 'Caja sin registrar' },
          },
        ]);
    });

    it('records a count that matches the stock, and a count of zero', () => {
      spec(stocked(5))
        .when({ type: 'CountStock', movementId: 'm1', counted: 5, reason: 'Conteo' })
        .then([
          {
            type: 'StockCounted',
            data: { itemId: 'i1', movementId: 'm1', quantity: 0, before: 5, after: 5, reason: 'Conteo' },
          },
        ]);
      expect(
        stateAfter([
          ...stocked(5),
          {
            type: 'StockCounted',
            data: { itemId: 'i1', movementId: 'm1', quantity: 5, before: 5, after: 0, reason: 'Robo' },
          },
        ]),
      ).toMatchObject({ quantity: 0 });
      spec(stocked(5))
        .when({ type: 'CountStock', movementId: 'm1', counted: -1, reason: 'Conteo' })
        .thenThrows('VALIDATION.NOT_NEGATIVE');
    });
  });

  describe('selling at the desk', () => {
    it('sells at the item’s price, the total exact to the cent, naming the item and its branch', () => {
      spec(stocked(5))
        .when({ type: 'SellStock', movementId: 'm1', quantity: 3, method: 'CARD', clientId: 'u1' })
        .then([
          {
            type: 'StockSold',
            data: {
              itemId: 'i1',
              movementId: 'm1',
              quantity: 3,
              before: 5,
              after: 2,
              reason: null,
              branchId: 'b1',
              name: 'Guantes 12 oz',
              sku: 'GLV-12',
              unitPrice: 899.99,
              amount: 2699.97,
              method: 'CARD',
              clientId: 'u1',
            },
          },
        ]);
    });

    it('refuses a sale of an inactive item, of an item without a price, and one over the payment limit', () => {
      spec([...stocked(5), deactivated])
        .when({ type: 'SellStock', movementId: 'm1', quantity: 1, method: 'CASH', clientId: null })
        .thenThrows('INVENTORY.INACTIVE');
      const free: InventoryItemEvent = { type: 'InventoryItemUpdated', data: { itemId: 'i1', changes: { price: 0 } } };
      spec([...stocked(5), free])
        .when({ type: 'SellStock', movementId: 'm1', quantity: 1, method: 'CASH', clientId: null })
        .thenThrows('INVENTORY.NOT_FOR_SALE');
      spec(stocked(5000))
        .when({ type: 'SellStock', movementId: 'm1', quantity: 2000, method: 'CASH', clientId: null })
        .thenThrows('VALIDATION.SALE_TOO_LARGE');
    });
  });

  describe('transfers: both sides or neither', () => {
    it('takes the stock out of the source toward the other branch’s item', () => {
      spec(stocked(5))
        .when({ type: 'TransferStock', ...transfer })
        .then([
          {
            type: 'StockTransferredOut',
            data: {
              itemId: 'i1',
              movementId: 'm1',
              quantity: 3,
              before: 5,
              after: 2,
              reason: null,
              transferId: 't1',
              fromBranchId: 'b1',
              toBranchId: 'b2',
              toItemId: 'i2',
            },
          },
        ]);
    });

    it('refuses a transfer whole when the stock is short, to its own branch, or from an inactive item', () => {
      spec(stocked(2))
        .when({ type: 'TransferStock', ...transfer })
        .thenThrows('INVENTORY.INSUFFICIENT_STOCK');
      spec(stocked(5))
        .when({ type: 'TransferStock', ...transfer, toBranchId: 'b1' })
        .thenThrows('INVENTORY.SAME_BRANCH');
      spec([...stocked(5), deactivated])
        .when({ type: 'TransferStock', ...transfer })
        .thenThrows('INVENTORY.INACTIVE');
    });

    it('always receives the arriving half, even on an inactive item: what left arrives', () => {
      const arrival: InventoryItemCommand = {
        type: 'ReceiveTransfer',
        movementId: 'm9',
        transferId: 't1',
        fromBranchId: 'b2',
        fromItemId: 'i9',
        quantity: 3,
        reason: null,
      };
      spec([...stocked(1), deactivated])
        .when(arrival)
        .then([
          {
            type: 'StockTransferredIn',
            data: {
              itemId: 'i1',
              movementId: 'm9',
              quantity: 3,
              before: 1,
              after: 4,
              reason: null,
              transferId: 't1',
              fromBranchId: 'b2',
              fromItemId: 'i9',
            },
          },
        ]);
    });

    it('puts a refunded sale’s units back, even on an inactive item: they are on the shelf again', () => {
      const back: InventoryItemCommand = {
        type: 'ReturnStock',
        movementId: 'm7',
        quantity: 2,
        paymentId: 'pay1',
        reason: 'Talla equivocada',
      };
      const line = { itemId: 'i1', movementId: 'm7', quantity: 2, reason: 'Talla equivocada', paymentId: 'pay1' };
      spec([...stocked(0), deactivated])
        .when(back)
        .then([{ type: 'StockReturned', data: { ...line, before: 0, after: 2 } }]);
      spec(stocked(5))
        .when(back)
        .then([{ type: 'StockReturned', data: { ...line, before: 5, after: 7 } }]);
    });

    it('keeps the units of both sides together: what the source loses the destination gains', () => {
      const source = stocked(5);
      const [out] = inventoryItemAggregate.decide({ type: 'TransferStock', ...transfer }, stateAfter(source));
      const destination: InventoryItemEvent[] = [
        { type: 'InventoryItemCreated', data: { itemId: 'i2', ...details, branchId: 'b2', openedByTransfer: 't1' } },
      ];
      if (out?.type !== 'StockTransferredOut') throw new Error('expected the leaving half');
      const [arrived] = inventoryItemAggregate.decide(
        { type: 'ReceiveTransfer', ...out.data, movementId: 'm2', fromItemId: out.data.itemId, reason: null },
        stateAfter(destination),
      );
      const after = stateAfter([...source, out]);
      const there = stateAfter([...destination, ...(arrived ? [arrived] : [])]);
      expect([after, there].map((state) => (state.status === 'none' ? -1 : state.quantity))).toEqual([2, 3]);
    });

    it('opens the destination item of a branch that had none, and leaves an existing one as it is', () => {
      const open: InventoryItemCommand = {
        type: 'OpenTransferDestination',
        itemId: 'i1',
        details,
        transferId: 't1',
      };
      spec([])
        .when(open)
        .then([{ type: 'InventoryItemCreated', data: { itemId: 'i1', ...details, openedByTransfer: 't1' } }]);
      spec(stocked(4)).when(open).then([]);
    });
  });

  describe('editing and the public shape', () => {
    it('records only what changed, with the active switch, and nothing for no change', () => {
      spec(stocked(1))
        .when({ type: 'UpdateInventoryItem', changes: { price: 950, name: 'Guantes 12 oz' }, isActive: false })
        .then([
          { type: 'InventoryItemUpdated', data: { itemId: 'i1', changes: { price: 950 } } },
          { type: 'InventoryItemDeactivated', data: { itemId: 'i1' } },
        ]);
      spec(stocked(1))
        .when({ type: 'UpdateInventoryItem', changes: { name: 'Guantes 12 oz' } })
        .then([]);
      spec([]).when({ type: 'DeactivateInventoryItem' }).thenThrows('INVENTORY.NOT_FOUND');
      spec([...stocked(1), deactivated])
        .when({ type: 'DeactivateInventoryItem' })
        .then([]);
    });

    it('answers stock, low and out of stock flags and the value at cost', () => {
      expect(inventoryItemAggregate.toDto(stateAfter(stocked(3)))).toMatchObject({
        quantity: 3,
        isLowStock: true,
        isOutOfStock: false,
        value: 1350,
        isActive: true,
      });
      expect(inventoryItemAggregate.toDto(stateAfter(stocked(4)))).toMatchObject({ isLowStock: false });
      expect(inventoryItemAggregate.toDto(stateAfter([...stocked(0).slice(0, 1), deactivated]))).toMatchObject({
        quantity: 0,
        isLowStock: false,
        isOutOfStock: false,
        isActive: false,
      });
      expect(inventoryItemAggregate.toDto(stateAfter([]))).toBeNull();
    });
  });
});
