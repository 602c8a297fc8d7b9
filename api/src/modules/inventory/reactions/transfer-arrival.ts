import { cause } from '../../../platform/aggregates/caused-command.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { defineReaction } from '../../../platform/reactions/define-reaction.js';
import { inventoryItemAggregate } from '../domain/inventory-item.aggregate.js';
import type { InventoryItemEvent } from '../domain/inventory-item.events.js';

/**
 * The second half of a transfer: stock that left one branch's item arrives at the other branch's
 * (decision 17). Its command id derives from the leaving event, so a replay, a restart after a
 * crash or a second instance records the arrival once; and the arrival is never refused, so what
 * left always arrives. Never rename: it names the checkpoint and the command ids.
 */
export const transferArrival = defineReaction<InventoryItemEvent>()({
  name: 'inventory-transfer-arrival',
  handlers: {
    StockTransferredOut: ({ data }, meta) =>
      cause(inventoryItemAggregate, data.toItemId, {
        type: 'ReceiveTransfer',
        movementId: createdId(meta.eventId, 'inventory-movement'),
        transferId: data.transferId,
        fromBranchId: data.fromBranchId,
        fromItemId: data.itemId,
        quantity: data.quantity,
        reason: data.reason,
      }),
  },
});
