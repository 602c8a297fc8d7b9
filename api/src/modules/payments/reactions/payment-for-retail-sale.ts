import { PAYMENT_CURRENCY } from '@boxstudio/contracts';
import { cause } from '../../../platform/aggregates/caused-command.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { defineReaction } from '../../../platform/reactions/define-reaction.js';
import type { InventoryItemEvent, StockSold } from '../../inventory/index.js';
import { paymentAggregate } from '../domain/payment.aggregate.js';

/** What the payment says it paid for: the units and the item as it was called when sold. */
export const retailDescription = ({ quantity, name, sku }: StockSold['data']): string =>
  `${quantity} × ${name} (${sku})`;

/**
 * A front-desk sale records its COMPLETED payment (decision 17): the total the item's decider
 * worked out, in the item's branch, from the client who bought (none for a walk-in), paid when
 * sold. A SALE without a membership: the description names the item, so retail counts in
 * payments and revenue. Never rename: it names the checkpoint and the command ids.
 */
export const paymentForRetailSale = defineReaction<InventoryItemEvent>()({
  name: 'payment-for-retail-sale',
  handlers: {
    StockSold: ({ data }, meta) => {
      const paymentId = createdId(meta.eventId, 'payment');
      return cause(paymentAggregate, paymentId, {
        type: 'RecordPayment',
        paymentId,
        details: {
          userId: data.clientId,
          membershipId: null,
          membershipPlanId: null,
          branchId: data.branchId,
          amount: data.amount,
          currency: PAYMENT_CURRENCY,
          method: data.method,
          status: 'COMPLETED',
          source: 'SALE',
          description: retailDescription(data),
          retail: { itemId: data.itemId, quantity: data.quantity },
          paidAt: meta.occurredAt,
        },
        at: meta.occurredAt,
      });
    },
  },
});
