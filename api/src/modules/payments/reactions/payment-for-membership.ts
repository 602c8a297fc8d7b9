import { PAYMENT_CURRENCY, type PaymentKind, type PaymentMethod, type PaymentSource } from '@boxstudio/contracts';
import { cause, type CausedCommand } from '../../../platform/aggregates/caused-command.js';
import { createdId } from '../../../platform/aggregates/event-ids.js';
import { defineReaction, type ReactionMeta } from '../../../platform/reactions/define-reaction.js';
import type { MembershipEvent } from '../../memberships/index.js';
import { paymentAggregate } from '../domain/payment.aggregate.js';

/** What a sale and a renewal both say about the money they brought in. */
interface PaidFor {
  readonly membershipId: string;
  readonly userId: string;
  readonly membershipPlanId: string;
  readonly branchId: string | null;
  readonly payment: { readonly amount: number; readonly method: PaymentMethod };
}

/**
 * The payment's id comes from the causing event, so a replay or a second instance addresses the
 * same stream and the kit recognises the command there; paid when the sale or renewal happened.
 */
export function paymentCausedBy(
  paid: PaidFor,
  source: PaymentSource,
  meta: ReactionMeta,
  kind: PaymentKind = 'CHARGE',
): CausedCommand {
  const paymentId = createdId(meta.eventId, 'payment');
  return cause(paymentAggregate, paymentId, {
    type: 'RecordPayment',
    paymentId,
    details: {
      userId: paid.userId,
      membershipId: paid.membershipId,
      membershipPlanId: paid.membershipPlanId,
      branchId: paid.branchId,
      amount: paid.payment.amount,
      currency: PAYMENT_CURRENCY,
      method: paid.payment.method,
      status: 'COMPLETED',
      source,
      ...(kind === 'REFUND' ? { kind } : {}),
      description: null,
      paidAt: meta.occurredAt,
    },
    at: meta.occurredAt,
  });
}

/**
 * A membership sold or renewed records its COMPLETED payment (decision 17). Never rename: it names the
 * checkpoint and the command ids.
 */
export const paymentForMembership = defineReaction<MembershipEvent>()({
  name: 'payment-for-membership',
  handlers: {
    MembershipSold: ({ data }, meta) => paymentCausedBy(data, 'SALE', meta),
    MembershipRenewed: ({ data }, meta) => paymentCausedBy(data, 'RENEWAL', meta),
    // What a plan change leaves to pay (the new price less the unused term's credit); older events settled nothing.
    MembershipPlanChanged: ({ data }, meta) => {
      const { settlement, userId } = data;
      if (!settlement || userId === undefined) return [];
      return paymentCausedBy(
        { ...data, userId, payment: settlement },
        'PLAN_CHANGE',
        meta,
        settlement.refund ? 'REFUND' : 'CHARGE',
      );
    },
  },
});
