import { Inject, Injectable } from '@nestjs/common';
import {
  PAYMENT_METHODS,
  REVENUE_STREAMS,
  type ReportPeriod,
  type RevenueFigure,
  type RevenueReport,
} from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import {
  REPORT_BRANCH_NAMES,
  REPORT_PLAN_NAMES,
  REVENUE_BUCKETS,
  type RevenueBucketDoc,
} from '../projections/revenue-docs.js';
import { daysOf, growth, periodYearBefore, previousPeriod } from './report-period.js';
import { namesOf } from './report-names-of.js';

/** Cents added up per group, in pesos at the end (sums of whole cents stay exact). */
class Tally<Key> {
  private readonly groups = new Map<Key, { cents: number; payments: number }>();

  add(key: Key, cents: number, payments: number): void {
    const group = this.groups.get(key) ?? { cents: 0, payments: 0 };
    group.cents += cents;
    group.payments += payments;
    this.groups.set(key, group);
  }

  figure(key: Key): RevenueFigure {
    const group = this.groups.get(key);
    return { revenue: (group?.cents ?? 0) / 100, payments: group?.payments ?? 0 };
  }

  keys(): Key[] {
    return [...this.groups.keys()];
  }
}

const inPeriod = (period: ReportPeriod): Filter => ({
  day: { $gte: period.startDate, $lte: period.endDate },
  ...(period.branchId === null ? {} : { branchId: period.branchId }),
});

/** The revenue report from its day buckets (docs/metrics.md, "Revenue"). */
@Injectable()
export class RevenueReports {
  private readonly buckets: View<RevenueBucketDoc>;

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {
    this.buckets = new View(store, REVENUE_BUCKETS);
  }

  /** A period's revenue in cents: what growth compares, and the overview's month to date. */
  async totalCents(period: ReportPeriod): Promise<number> {
    return this.buckets.sum('cents', inPeriod(period));
  }

  async report(period: ReportPeriod): Promise<RevenueReport> {
    const [buckets, before, yearBefore] = await Promise.all([
      this.buckets.find(inPeriod(period), { day: 1 }),
      this.totalCents(previousPeriod(period)),
      this.totalCents(periodYearBefore(period)),
    ]);
    const total = new Tally<'all'>();
    const refunded = new Tally<'all'>();
    const byDay = new Tally<string>();
    const byMonth = new Tally<string>();
    const byPlan = new Tally<string | null>();
    const byBranch = new Tally<string | null>();
    const byMethod = new Tally<string>();
    const byStream = new Tally<string>();
    for (const bucket of buckets) {
      const { cents, payments } = bucket;
      total.add('all', cents, payments);
      refunded.add('all', bucket.refundedCents, bucket.refunded);
      byDay.add(bucket.day, cents, payments);
      byMonth.add(bucket.day.slice(0, 7), cents, payments);
      byPlan.add(bucket.planId, cents, payments);
      byBranch.add(bucket.branchId, cents, payments);
      byMethod.add(bucket.method, cents, payments);
      byStream.add(bucket.stream, cents, payments);
    }
    const days = daysOf(period);
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];
    const totalRevenue = total.figure('all').revenue;
    const [plans, branches] = await Promise.all([
      namesOf(REPORT_PLAN_NAMES.reader(this.store), byPlan.keys()),
      namesOf(REPORT_BRANCH_NAMES.reader(this.store), byBranch.keys()),
    ]);
    const withFigures = <Key>(keys: Key[], tally: Tally<Key>) =>
      keys.map((key) => ({ key, ...tally.figure(key) })).filter((row) => row.payments !== 0 || row.revenue !== 0);
    return {
      period,
      totalRevenue,
      monthlyRevenue: Math.round((totalRevenue * 30 * 100) / period.days) / 100,
      payments: total.figure('all').payments,
      growth: {
        previousPeriod: growth(totalRevenue * 100, before),
        previousYear: growth(totalRevenue * 100, yearBefore),
      },
      refunded: refunded.figure('all'),
      byDay: days.map((date) => ({ date, ...byDay.figure(date) })),
      byMonth: months.map((month) => ({ month, ...byMonth.figure(month) })),
      byPlan: withFigures(byPlan.keys(), byPlan)
        .map(({ key, ...figure }) => ({
          planId: key,
          planName: key === null ? null : (plans.get(key) ?? null),
          ...figure,
        }))
        .sort((a, b) => b.revenue - a.revenue),
      byBranch: withFigures(byBranch.keys(), byBranch)
        .map(({ key, ...figure }) => ({
          branchId: key,
          branchName: key === null ? null : (branches.get(key) ?? null),
          ...figure,
        }))
        .sort((a, b) => b.revenue - a.revenue),
      paymentMethods: PAYMENT_METHODS.map((method) => ({ method, ...byMethod.figure(method) })),
      bySource: REVENUE_STREAMS.map((stream) => ({ stream, ...byStream.figure(stream) })),
    };
  }
}
