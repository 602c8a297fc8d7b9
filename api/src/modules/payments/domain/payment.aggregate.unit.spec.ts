import { specFor } from '../../../testing/given-when-then.js';
import { paymentAggregate } from './payment.aggregate.js';
import type { PaymentDetails, PaymentEvent } from './payment.events.js';

const details: PaymentDetails = {
  userId: 'u1',
  membershipId: 'm1',
  membershipPlanId: 'p1',
  branchId: 'b1',
  amount: 1099.5,
  currency: 'MXN',
  method: 'CARD',
  status: 'COMPLETED',
  source: 'SALE',
  description: null,
  paidAt: '2030-05-01T10:00:00.000Z',
};
const recorded: PaymentEvent = { type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details } };
const refunded: PaymentEvent = { type: 'PaymentRefunded', data: { paymentId: 'pay1', reason: 'Cobro duplicado' } };
const voided: PaymentEvent = { type: 'PaymentVoided', data: { paymentId: 'pay1', reason: 'Capturado por error' } };
const spec = specFor(paymentAggregate);
/** Recorded a minute after it was paid, as a desk does. */
const AT = '2030-05-01T10:01:00.000Z';
const record = (changes: Partial<PaymentDetails> = {}) => ({
  type: 'RecordPayment' as const,
  paymentId: 'pay1',
  details: { ...details, ...changes },
  at: AT,
});

describe('payment decider', () => {
  it('records a payment once', () => {
    spec([]).when(record()).then([recorded]);
    spec([recorded]).when(record()).thenThrows('PAYMENT.ALREADY_EXISTS');
    spec([recorded, voided]).when(record()).thenThrows('PAYMENT.ALREADY_EXISTS');
  });

  it('records PENDING and FAILED payments as well as COMPLETED ones, never one already REFUNDED', () => {
    for (const status of ['PENDING', 'FAILED'] as const) {
      spec([])
        .when(record({ status }))
        .then([{ type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, status } }]);
    }
    const refundedDetails = { ...details, status: 'REFUNDED' } as unknown as PaymentDetails;
    spec([])
      .when({ ...record(), details: refundedDetails })
      .thenThrows('VALIDATION.INVALID_VALUE');
  });

  it('refuses an amount that is not more than 0 or has more than two decimals, whoever records it', () => {
    for (const amount of [0, -5, Number.NaN]) {
      spec([]).when(record({ amount })).thenThrows('VALIDATION.PAYMENT_AMOUNT');
    }
    spec([])
      .when(record({ amount: 99.999 }))
      .thenThrows('VALIDATION.CENTS');
    spec([])
      .when(record({ amount: 0.01 }))
      .then([{ type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, amount: 0.01 } }]);
  });

  it('refuses an amount above 1,000,000, whoever records it, and takes exactly 1,000,000', () => {
    spec([])
      .when(record({ amount: 1_000_000.01 }))
      .thenThrows('VALIDATION.MAX');
    spec([])
      .when(record({ amount: 360_000_000 }))
      .thenThrows('VALIDATION.MAX');
    spec([])
      .when(record({ amount: 1_000_000 }))
      .then([{ type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, amount: 1_000_000 } }]);
  });

  it('refuses a payment paid after the command that records it', () => {
    spec([])
      .when(record({ paidAt: '2030-05-01T10:01:00.001Z' }))
      .thenThrows('VALIDATION.PAID_AT_FUTURE');
    spec([])
      .when(record({ paidAt: AT }))
      .then([{ type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, paidAt: AT } }]);
  });

  it('refunds only a COMPLETED payment, once, with its reason', () => {
    spec([recorded]).when({ type: 'RefundPayment', reason: 'Cobro duplicado' }).then([refunded]);
    spec([recorded, refunded])
      .when({ type: 'RefundPayment', reason: 'Otra vez' })
      .thenThrows('PAYMENT.ONLY_COMPLETED_REFUNDS');
    for (const status of ['PENDING', 'FAILED'] as const) {
      spec([{ type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, status } }])
        .when({ type: 'RefundPayment', reason: 'No' })
        .thenThrows('PAYMENT.ONLY_COMPLETED_REFUNDS');
    }
    spec([]).when({ type: 'RefundPayment', reason: 'No' }).thenThrows('PAYMENT.NOT_FOUND');
  });

  it('puts a desk sale’s units back only when its refund asks, and only for a desk sale’s payment', () => {
    const retail = { itemId: 'i1', quantity: 2 };
    const sale: PaymentEvent = { type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, retail } };
    spec([sale])
      .when({ type: 'RefundPayment', reason: 'Talla equivocada', restock: true })
      .then([{ type: 'PaymentRefunded', data: { paymentId: 'pay1', reason: 'Talla equivocada', restock: retail } }]);
    spec([sale])
      .when({ type: 'RefundPayment', reason: 'Bebida abierta', restock: false })
      .then([{ type: 'PaymentRefunded', data: { paymentId: 'pay1', reason: 'Bebida abierta' } }]);
    spec([recorded])
      .when({ type: 'RefundPayment', reason: 'No', restock: true })
      .thenThrows('PAYMENT.NOT_A_RETAIL_SALE');
  });

  it('shows what a desk sale sold and whether its refund restocked it', () => {
    const retail = { itemId: 'i1', quantity: 2 };
    const sale: PaymentEvent = { type: 'PaymentRecorded', data: { paymentId: 'pay1', ...details, retail } };
    const restocked: PaymentEvent = {
      type: 'PaymentRefunded',
      data: { paymentId: 'pay1', reason: 'Talla equivocada', restock: retail },
    };
    const dtoAfter = (events: readonly PaymentEvent[]) =>
      paymentAggregate.toDto(
        events.reduce(
          (state, event, revision) => paymentAggregate.evolve(state, event, { occurredAt: AT, revision }),
          paymentAggregate.initial,
        ),
      );
    expect(dtoAfter([sale])).toMatchObject({ retail: { ...retail, restocked: false } });
    expect(dtoAfter([sale, restocked])).toMatchObject({ status: 'REFUNDED', retail: { ...retail, restocked: true } });
    expect(dtoAfter([recorded])).toMatchObject({ retail: null });
  });

  it('voids a payment in any state, after which it is not found', () => {
    spec([recorded]).when({ type: 'VoidPayment', reason: 'Capturado por error' }).then([voided]);
    spec([recorded, refunded]).when({ type: 'VoidPayment', reason: 'Capturado por error' }).then([voided]);
    spec([recorded, voided]).when({ type: 'VoidPayment', reason: 'Otra vez' }).thenThrows('PAYMENT.NOT_FOUND');
    spec([recorded, voided]).when({ type: 'RefundPayment', reason: 'No' }).thenThrows('PAYMENT.NOT_FOUND');
    spec([]).when({ type: 'VoidPayment', reason: 'No' }).thenThrows('PAYMENT.NOT_FOUND');
  });

  it('answers the public DTO with the times of each state, and none once voided', () => {
    const meta = (occurredAt: string, revision: number) => ({ occurredAt, revision });
    let state = paymentAggregate.evolve(paymentAggregate.initial, recorded, meta('2030-05-01T10:00:05.000Z', 0));
    expect(paymentAggregate.toDto(state)).toEqual({
      id: 'pay1',
      ...details,
      kind: 'CHARGE',
      retail: null,
      refundedAt: null,
      refundReason: null,
      user: null,
      branch: null,
      membershipPlan: null,
      createdAt: '2030-05-01T10:00:05.000Z',
      updatedAt: '2030-05-01T10:00:05.000Z',
    });
    state = paymentAggregate.evolve(state, refunded, meta('2030-05-02T10:00:00.000Z', 1));
    expect(paymentAggregate.toDto(state)).toMatchObject({
      status: 'REFUNDED',
      refundedAt: '2030-05-02T10:00:00.000Z',
      refundReason: 'Cobro duplicado',
      updatedAt: '2030-05-02T10:00:00.000Z',
      amount: 1099.5,
    });
    expect(
      paymentAggregate.toDto(paymentAggregate.evolve(state, voided, meta('2030-05-03T10:00:00.000Z', 2))),
    ).toBeNull();
  });

  it('never refunds a refund', () => {
    const refund: PaymentEvent = {
      type: 'PaymentRecorded',
      data: { ...recorded.data, kind: 'REFUND' },
    } as PaymentEvent;
    spec([refund]).when({ type: 'RefundPayment', reason: 'x' }).thenThrows('PAYMENT.REFUND_NOT_REFUNDABLE');
  });
});
