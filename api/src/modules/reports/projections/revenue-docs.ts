import type { PaymentMethod, RevenueStream } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames } from '../../../platform/projections/foreign-names.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';
import type { PlanEvent } from '../../plans/index.js';

/**
 * The revenue report's grain: one studio day of one branch, plan, payment method and stream. Its
 * figures are folded from payments' events only (never written by a command), so a rebuild from
 * the log gives the same documents.
 */
export interface RevenueBucketDoc extends ViewDoc {
  readonly day: string;
  readonly branchId: string | null;
  readonly planId: string | null;
  readonly method: PaymentMethod;
  readonly stream: RevenueStream;
  /** What the day's counted payments add to revenue, in cents (a plan change's credit is negative). */
  readonly cents: number;
  readonly payments: number;
  /** Completed charges paid that day and refunded since: what they would have added, and how many. */
  readonly refundedCents: number;
  readonly refunded: number;
}

/** Where each payment was counted, so a later refund or void takes it out of the same bucket. */
export interface RevenuePaymentDoc extends ViewDoc {
  readonly bucket: string;
  readonly cents: number;
  /** COUNTED in revenue, REFUNDED (in `refunded` instead), or NONE (never completed, or voided). */
  readonly state: 'COUNTED' | 'REFUNDED' | 'NONE';
}

export const REVENUE_BUCKETS = collection<RevenueBucketDoc>(
  'report_revenue_days',
  [{ day: 1 }, { branchId: 1, day: 1 }],
  { history: { keys: ['day', 'branchId'] } },
);
export const REVENUE_PAYMENTS = collection<RevenuePaymentDoc>('report_revenue_payments');

export const REPORT_BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'report_branches',
  from: BRANCH_NAME_SOURCES,
});

export const REPORT_PLAN_NAMES = foreignNames<PlanEvent, { name: string }>()({
  key: 'plans',
  collection: 'report_plans',
  from: {
    PlanCreated: ({ planId, name }) => [planId, { name }],
    PlanUpdated: ({ planId, changes }) => [planId, { name: changes.name }],
  },
});

/** The bucket's id: its day and dimensions, '-' for none. */
export const bucketId = (key: Omit<RevenueBucketDoc, '_id' | 'cents' | 'payments' | 'refundedCents' | 'refunded'>) =>
  [key.day, key.branchId ?? '-', key.planId ?? '-', key.method, key.stream].join('|');
