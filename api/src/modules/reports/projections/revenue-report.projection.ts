import type { RevenueStream } from '@boxstudio/contracts';
import { defineProjection, type Writers } from '../../../platform/projections/define-projection.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { BranchEvent } from '../../branches/index.js';
import type { PaymentDetails, PaymentEvent } from '../../payments/index.js';
import type { PlanEvent } from '../../plans/index.js';
import {
  bucketId,
  REPORT_BRANCH_NAMES,
  REPORT_PLAN_NAMES,
  REVENUE_BUCKETS,
  REVENUE_PAYMENTS,
  type RevenueBucketDoc,
} from './revenue-docs.js';

const COLLECTIONS = {
  buckets: REVENUE_BUCKETS,
  payments: REVENUE_PAYMENTS,
  ...REPORT_BRANCH_NAMES.collections,
  ...REPORT_PLAN_NAMES.collections,
};
type RevenueWriters = Writers<typeof COLLECTIONS>;

/** A desk sale's payment is retail; any other payment of a membership is the memberships'; the rest by hand. */
export function streamOf(payment: Pick<PaymentDetails, 'retail' | 'membershipId'>): RevenueStream {
  if (payment.retail !== undefined) return 'RETAIL';
  return payment.membershipId === null ? 'OTHER' : 'MEMBERSHIPS';
}

/** Whole cents, a plan change's credit negative: sums stay exact. */
const centsOf = (payment: Pick<PaymentDetails, 'amount' | 'kind'>): number =>
  (payment.kind === 'REFUND' ? -1 : 1) * Math.round(payment.amount * 100);

type BucketKey = Omit<RevenueBucketDoc, '_id' | 'cents' | 'payments' | 'refundedCents' | 'refunded'>;
type BucketChange = Partial<Pick<RevenueBucketDoc, 'cents' | 'payments' | 'refundedCents' | 'refunded'>>;

/**
 * Adds to a bucket's figures, making the bucket (from `key`) on its first payment. Read, then
 * written: a projection applies its events one at a time, and the write is guarded by the event's
 * position, so a replayed event adds nothing twice.
 */
async function addTo(writers: RevenueWriters, id: string, change: BucketChange, key?: BucketKey): Promise<void> {
  const bucket = await writers.buckets.get(id);
  if (!bucket && !key) throw new Error(`Revenue bucket ${id} missing: the payment it counted was never folded`);
  const base = bucket ?? { ...(key as BucketKey), cents: 0, payments: 0, refundedCents: 0, refunded: 0 };
  await writers.buckets.upsert(id, {
    ...base,
    cents: base.cents + (change.cents ?? 0),
    payments: base.payments + (change.payments ?? 0),
    refundedCents: base.refundedCents + (change.refundedCents ?? 0),
    refunded: base.refunded + (change.refunded ?? 0),
  });
}

/**
 * The revenue report's read model (docs/metrics.md, "Revenue"): completed payments folded into
 * studio-day buckets by branch, plan, method and stream. A refund or a void takes the payment out
 * of the day it was paid, so a period's figure is restated by a late correction. The studio's zone
 * draws the days: a change of STUDIO_TZ needs this read model rebuilt.
 */
export function revenueReportProjection(calendar: StudioCalendar) {
  return defineProjection<PaymentEvent | BranchEvent | PlanEvent>()({
    name: 'report-revenue',
    // 2: each grain keeps its history (reports as of an instant); 3: a created document records no version.
    version: 3,
    collections: COLLECTIONS,
    handlers: {
      PaymentRecorded: async ({ data }, writers) => {
        const key = {
          day: calendar.dayOf(new Date(data.paidAt)),
          branchId: data.branchId,
          planId: data.membershipPlanId,
          method: data.method,
          stream: streamOf(data),
        };
        const bucket = bucketId(key);
        const counted = data.status === 'COMPLETED';
        const cents = centsOf(data);
        await writers.payments.insert({ _id: data.paymentId, bucket, cents, state: counted ? 'COUNTED' : 'NONE' });
        if (counted) await addTo(writers, bucket, { cents, payments: 1 }, key);
      },
      PaymentRefunded: async ({ data }, writers) => {
        const payment = await writers.payments.get(data.paymentId);
        if (payment?.state !== 'COUNTED') return;
        await writers.payments.set(payment._id, { state: 'REFUNDED' });
        await addTo(writers, payment.bucket, {
          cents: -payment.cents,
          payments: -1,
          refundedCents: payment.cents,
          refunded: 1,
        });
      },
      PaymentVoided: async ({ data }, writers) => {
        const payment = await writers.payments.get(data.paymentId);
        if (!payment || payment.state === 'NONE') return;
        await writers.payments.set(payment._id, { state: 'NONE' });
        const counted = payment.state === 'COUNTED';
        await addTo(writers, payment.bucket, {
          ...(counted ? { cents: -payment.cents, payments: -1 } : {}),
          ...(counted ? {} : { refundedCents: -payment.cents, refunded: -1 }),
        });
      },
      ...REPORT_BRANCH_NAMES.handlers,
      ...REPORT_PLAN_NAMES.handlers,
    },
  });
}
