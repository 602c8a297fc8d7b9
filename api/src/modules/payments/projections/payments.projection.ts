import { defineProjection } from '../../../platform/projections/define-projection.js';
import type { UserEvent } from '../../accounts/index.js';
import type { BranchEvent } from '../../branches/index.js';
import type { MembershipEvent } from '../../memberships/index.js';
import type { PlanEvent } from '../../plans/index.js';
import type { PaymentEvent } from '../domain/payment.events.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import {
  BRANCH_NAMES,
  conceptSortOf,
  MEMBERSHIP_INFO,
  PAYMENTS,
  PEOPLE,
  PLAN_NAMES,
  revenueCents,
} from './payment-docs.js';

/**
 * Payments as lists, details, stats and a plan's revenue read them, with the names they show and
 * the memberships a payment by hand may be for kept beside them (kept current by those modules'
 * events; nothing of them is called). Sums are made when asked, from `amountCents`; the list's
 * client and concept orders read folded copies of the names kept on each payment.
 */
export const paymentsProjection = defineProjection<
  PaymentEvent | UserEvent | BranchEvent | PlanEvent | MembershipEvent
>()({
  name: 'payments',
  // 2: each payment carries its client's and its concept's folded names, for the list's orders.
  version: 2,
  collections: {
    payments: PAYMENTS,
    ...PEOPLE.collections,
    ...BRANCH_NAMES.collections,
    ...PLAN_NAMES.collections,
    ...MEMBERSHIP_INFO.collections,
  },
  handlers: {
    PaymentRecorded: async ({ data: { paymentId, ...details } }, writers, { occurredAt, position }) => {
      const [client, plan] = await Promise.all([
        PEOPLE.named(writers, details.userId),
        PLAN_NAMES.named(writers, details.membershipPlanId),
      ]);
      await writers.payments.insert({
        _id: paymentId,
        ...details,
        amountCents: revenueCents(details),
        refundedAt: null,
        refundReason: null,
        createdAt: occurredAt,
        updatedAt: occurredAt,
        createdSeq: position,
        isVoided: false,
        clientSort: foldForSearch(client?.name ?? ''),
        conceptSort: conceptSortOf(plan?.name ?? null, details.description),
      });
    },
    PaymentRefunded: ({ data }, { payments }, { occurredAt }) =>
      payments.set(data.paymentId, {
        status: 'REFUNDED',
        refundedAt: occurredAt,
        refundReason: data.reason,
        restocked: data.restock !== undefined,
        updatedAt: occurredAt,
      }),
    PaymentVoided: ({ data }, { payments }, { occurredAt }) =>
      payments.set(data.paymentId, { isVoided: true, updatedAt: occurredAt }),
    ...PEOPLE.handlers,
    ...BRANCH_NAMES.handlers,
    ...PLAN_NAMES.handlers,
    ...MEMBERSHIP_INFO.handlers,
  },
});
