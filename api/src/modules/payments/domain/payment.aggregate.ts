import {
  paymentAmountProblem,
  RECORDABLE_PAYMENT_STATUSES,
  type PaymentDto,
  type PaymentStatus,
} from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import type { PaymentDetails, PaymentEvent } from './payment.events.js';

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
    };

export type PaymentCommand =
  /** From a sale, a renewal (a reaction) or by hand (admins); `at` is when the command is decided. */
  | {
      readonly type: 'RecordPayment';
      readonly paymentId: string;
      readonly details: PaymentDetails;
      readonly at: string;
    }
  | { readonly type: 'RefundPayment'; readonly reason: string }
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
      return [{ type: 'PaymentRefunded', data: { paymentId: found.id, reason: command.reason } }];
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
        updatedAt: occurredAt,
      };
    case 'PaymentVoided':
      return { status: 'voided', id: state.id };
  }
}

/** The public DTO; `user`, `branch` and `membershipPlan` (current names) are filled in by the read side. */
function toDto(state: PaymentState): PaymentDto | null {
  if (state.status === 'none' || state.status === 'voided') return null;
  return {
    id: state.id,
    ...state.details,
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
