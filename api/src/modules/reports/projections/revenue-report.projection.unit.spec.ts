import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { revenueReportProjection } from './revenue-report.projection.js';

const recorded = (paymentId: string, amount: number, extra: object = {}): GivenEvent => ({
  type: 'PaymentRecorded',
  data: {
    paymentId,
    userId: 'u1',
    membershipId: null,
    membershipPlanId: null,
    branchId: 'b1',
    amount,
    currency: 'MXN',
    method: 'CASH',
    status: 'COMPLETED',
    source: 'MANUAL',
    description: null,
    // 23:30 on 1 May in Mexico City.
    paidAt: '2030-05-02T05:30:00.000Z',
    ...extra,
  },
});
const spec = projectionSpecFor(revenueReportProjection(new StudioCalendar('America/Mexico_City')));
const OTHER_CASH = '2030-05-01|b1|-|CASH|OTHER';

describe('revenue report projection', () => {
  it('adds completed payments to the studio day they were paid on, by branch, plan, method and stream', async () => {
    await spec
      .given([
        recorded('p1', 100.1),
        recorded('p2', 0.2),
        recorded('p3', 999, { status: 'PENDING' }),
        recorded('p4', 799.9, { membershipId: 'm1', membershipPlanId: 'plan1', source: 'SALE', method: 'CARD' }),
        recorded('p5', 360, { source: 'SALE', retail: { itemId: 'i1', quantity: 2 } }),
        recorded('p6', 150, { membershipId: 'm1', membershipPlanId: 'plan1', kind: 'REFUND', method: 'CARD' }),
      ])
      .thenDocuments('report_revenue_days', [
        bucket(OTHER_CASH, { cents: 10030, payments: 2 }),
        bucket('2030-05-01|b1|plan1|CARD|MEMBERSHIPS', {
          planId: 'plan1',
          method: 'CARD',
          stream: 'MEMBERSHIPS',
          cents: 79990 - 15000,
          payments: 2,
        }),
        bucket('2030-05-01|b1|-|CASH|RETAIL', { stream: 'RETAIL', cents: 36000, payments: 1 }),
      ]);
  });

  it('moves a refunded payment into `refunded`, a voided one out of both, the same replayed', async () => {
    const events: GivenEvent[] = [
      recorded('p1', 100),
      recorded('p2', 40),
      recorded('p3', 7),
      { type: 'PaymentRefunded', data: { paymentId: 'p1', reason: 'Duplicado' } },
      { type: 'PaymentVoided', data: { paymentId: 'p2', reason: 'Error' } },
      { type: 'PaymentRefunded', data: { paymentId: 'p3', reason: 'Duplicado' } },
      { type: 'PaymentVoided', data: { paymentId: 'p3', reason: 'Error' } },
    ];
    const expected = [bucket(OTHER_CASH, { cents: 0, payments: 0, refundedCents: 10000, refunded: 1 })];
    await spec.given(events).thenDocuments('report_revenue_days', expected);
    await spec.given(events, { replayed: true }).thenDocuments('report_revenue_days', expected);
  });
});

function bucket(id: string, fields: object): Record<string, unknown> {
  return {
    _id: id,
    day: '2030-05-01',
    branchId: 'b1',
    planId: null,
    method: 'CASH',
    stream: 'OTHER',
    cents: 0,
    payments: 0,
    refundedCents: 0,
    refunded: 0,
    ...fields,
  };
}
