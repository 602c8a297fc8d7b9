import type { InventoryMovementType } from '@boxstudio/contracts';
import type { ProjectedEventMeta } from '../../../platform/projections/define-projection.js';
import type { StockMovementEvent } from '../domain/inventory-item.events.js';
import type { MovementDoc } from './inventory-docs.js';

const TYPE_OF: Record<StockMovementEvent['type'], InventoryMovementType> = {
  StockReceived: 'IN',
  StockRemoved: 'OUT',
  StockCounted: 'ADJUST',
  StockSold: 'SALE',
  StockTransferredOut: 'TRANSFER_OUT',
  StockTransferredIn: 'TRANSFER_IN',
  StockReturned: 'RETURN',
};

type Extras = Pick<
  MovementDoc,
  | 'unitCost'
  | 'unitPrice'
  | 'amount'
  | 'method'
  | 'clientId'
  | 'transferId'
  | 'counterpartItemId'
  | 'counterpartBranchId'
>;

const NONE: Extras = {
  unitCost: null,
  unitPrice: null,
  amount: null,
  method: null,
  clientId: null,
  transferId: null,
  counterpartItemId: null,
  counterpartBranchId: null,
};

/** What a kind of movement records beyond the line: a purchase's cost, a sale's money, a transfer's other side. */
function extrasOf(event: StockMovementEvent): Extras {
  switch (event.type) {
    case 'StockReceived':
      return { ...NONE, unitCost: event.data.unitCost };
    case 'StockRemoved':
    case 'StockCounted':
    case 'StockReturned':
      return NONE;
    case 'StockSold': {
      const { unitPrice, amount, method, clientId } = event.data;
      return { ...NONE, unitPrice, amount, method, clientId };
    }
    case 'StockTransferredOut':
      return {
        ...NONE,
        transferId: event.data.transferId,
        counterpartItemId: event.data.toItemId,
        counterpartBranchId: event.data.toBranchId,
      };
    case 'StockTransferredIn':
      return {
        ...NONE,
        transferId: event.data.transferId,
        counterpartItemId: event.data.fromItemId,
        counterpartBranchId: event.data.fromBranchId,
      };
  }
}

/** The ledger line of a movement of an item of `branchId`: the stock before and after as its decider recorded them. */
export function ledgerLine(event: StockMovementEvent, branchId: string, meta: ProjectedEventMeta): MovementDoc {
  const { movementId, itemId, quantity, before, after, reason } = event.data;
  return {
    _id: movementId,
    itemId,
    branchId,
    type: TYPE_OF[event.type],
    quantity,
    delta: after - before,
    quantityBefore: before,
    quantityAfter: after,
    reason,
    ...extrasOf(event),
    recordedBy: meta.userId,
    occurredAt: meta.occurredAt,
    seq: meta.position,
  };
}
