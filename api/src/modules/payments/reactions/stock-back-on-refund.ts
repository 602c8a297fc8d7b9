import { cause } from '../../../platform/aggregates/caused-command.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { defineReaction } from '../../../platform/reactions/define-reaction.js';
import { inventoryItemAggregate } from '../../inventory/index.js';
import type { PaymentEvent } from '../domain/payment.events.js';

/**
 * A desk sale's refund that chose to restock puts the units sold back in the item's stock
 * (decision 17). It lives beside the retail-sale reaction, in the module that already knows
 * inventory's sales, so the two modules never depend on each other both ways. The movement's id
 * derives from the refund event: a replay, a restart or a second instance records it once; the
 * item never refuses it (the units are back on the shelf). Never rename: it names the checkpoint
 * and the command ids.
 */
export const stockBackOnRefund = defineReaction<PaymentEvent>()({
  name: 'stock-back-on-refund',
  handlers: {
    PaymentRefunded: ({ data }, meta) =>
      data.restock === undefined
        ? null
        : cause(inventoryItemAggregate, data.restock.itemId, {
            type: 'ReturnStock',
            movementId: createdId(meta.eventId, 'inventory-movement'),
            quantity: data.restock.quantity,
            paymentId: data.paymentId,
            reason: data.reason,
          }),
  },
});
