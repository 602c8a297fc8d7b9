import {
  paymentAmountProblem,
  RECORDABLE_PAYMENT_STATUSES,
  type PaymentDto,
  type PaymentStatus,
} from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import type { PaymentDetails, PaymentEvent, RetailSale } from './payment.events.js';

export type PaymentState =
  | { readonly status: 'none' }
  | { readonly status: 'voided'; readonly id: string }
  | {
      readonly status: PaymentStatus;
      readonly id: string;
      readonly details: PaymentDetails;
      readonly createdAt: string;
      readonly updatedAt: string;
      readonly refundedAt: string | null;
      readonly refundReason: string | null;
      /** Its refund put the desk sale's units back in stock. */
      readonly restocked: boolean;
    };

export type PaymentCommand =
  /** From a sale, a renewal (a reaction) or by hand (admins); `at` is when the command is decided. */
  | {
      readonly type: 'RecordPayment';
      readonly paymentId: string;
      readonly details: PaymentDetails;
      readonly at: string;
    }
  /** `restock`: a desk sale's refund puts the units sold back in stock (default not). */
  | { readonly type: 'RefundPayment'; readonly reason: string; readonly restock?: boolean }
  | { readonly type: 'VoidPayment'; readonly reason: string };

type Existing = Extract<PaymentState, { status: PaymentStatus }>;

function existing(state: PaymentState): Existing {
  if (state.status === 'none' || state.status === 'voided') throw notFound('PAYMENT.NOT_FOUND');
  return state;
}

/**
 * The request checks these too; the aggregate checks them again because a reaction's payment
 * (a sale's, a renewal's) reaches it without passing any request. What was paid has been paid:
 * never after the command's own time.
 */
function checkRecordable(details: PaymentDetails, at: string): void {
  const amount = paymentAmountProblem(details.amount);
  if (amount !== null) throw invalidField(amount.key, 'amount', amount.params);
  if (!(RECORDABLE_PAYMENT_STATUSES as readonly string[]).includes(details.status))
    throw invalidField('VALIDATION.INVALID_VALUE', 'status');
  if (Date.parse(details.paidAt) > Date.parse(at)) throw invalidField('VALIDATION.PAID_AT_FUTURE', 'paidAt');
}

/** What a refund puts back: only a desk sale's payment has units to restock. */
function restockOf(command: { restock?: boolean }, found: Existing): { restock?: RetailSale } {
  if (command.restock !== true) return {};
  if (found.details.retail === undefined) throw invalidField('PAYMENT.NOT_A_RETAIL_SALE', 'restock');
  return { restock: found.details.retail };
}

function decide(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case 'RecordPayment':
      if (state.status !== 'none') throw conflict('PAYMENT.ALREADY_EXISTS');
      checkRecordable(command.details, command.at);
      return [{ type: 'PaymentRecorded', data: { paymentId: command.paymentId, ...command.details } }];
    case 'RefundPayment': {
      const found = existing(state);
      if (found.status !== 'COMPLETED') throw conflict('PAYMENT.ONLY_COMPLETED_REFUNDS');
      if (found.details.kind === 'REFUND') throw conflict('PAYMENT.REFUND_NOT_REFUNDABLE');
      return [
        {
          type: 'PaymentRefunded',
          data: { paymentId: found.id, reason: command.reason, ...restockOf(command, found) },
        },
      ];
    }
    case 'VoidPayment':
      return [{ type: 'PaymentVoided', data: { paymentId: existing(state).id, reason: command.reason } }];
  }
}

function evolve(state: PaymentState, event: PaymentEvent, { occurredAt }: { occurredAt: string }): PaymentState {
  if (event.type === 'PaymentRecorded') {
    const { paymentId, ...details } = event.data;
    return {
      status: details.status,
      id: paymentId,
      details,
      createdAt: occurredAt,
      updatedAt: occurredAt,
      refundedAt: null,
      refundReason: null,
      restocked: false,
    };
  }
  if (state.status === 'none' || state.status === 'voided') return state;
  switch (event.type) {
    case 'PaymentRefunded':
      return {
        ...state,
        status: 'REFUNDED',
        refundedAt: occurredAt,
        refundReason: event.data.reason,
        restocked: event.data.restock !== undefined,
        updatedAt: occurredAt,
      };
    case 'PaymentVoided':
      return { status: 'voided', id: state.id };
  }
}

/** The public DTO; `user`, `branch` and `membershipPlan` (current names) are filled in by the read side. */
function toDto(state: PaymentState): PaymentDto | null {
  if (state.status === 'none' || state.status === 'voided') return null;
  const { retail, ...details } = state.details;
  return {
    id: state.id,
    ...details,
    retail: retail === undefined ? null : { ...retail, restocked: state.restocked },
    status: state.status,
    kind: state.details.kind ?? 'CHARGE',
    refundedAt: state.refundedAt,
    refundReason: state.refundReason,
    user: null,
    branch: null,
    membershipPlan: null,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** Money received: recorded PENDING, COMPLETED or FAILED; a COMPLETED one may be refunded; any may be voided. */
export const paymentAggregate = defineAggregate({
  name: 'payment',
  initial: { status: 'none' } as PaymentState,
  decide,
  evolve,
  toDto,
});
