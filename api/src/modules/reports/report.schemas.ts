import {
  type AsOfReport,
  PAYMENT_METHODS,
  REVENUE_STREAMS,
  type MembershipCounts,
  type MembershipMovement,
  type MembershipsByBranch,
  type MembershipsByDay,
  type MembershipsByPlan,
  type MembershipsReport,
  type ReportGrowth,
  type ReportPeriod,
  type RevenueByBranch,
  type RevenueByDay,
  type RevenueByMethod,
  type RevenueByMonth,
  type RevenueByPlan,
  type RevenueByStream,
  type RevenueFigure,
  type RevenueReport,
} from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  either,
  instant,
  integer,
  list,
  nullable,
  oneOf,
  text,
  type FieldsOf,
  type WireSchema,
} from '../../platform/http/openapi/wire-schema.js';

/** A day of the studio's calendar (not UTC's), as every report groups and bounds by it. */
export const studioDay = (description = 'A studio day, `YYYY-MM-DD`'): WireSchema<string> => text(description);

export const studioMonth = (): WireSchema<string> => text('A studio month, `YYYY-MM`');

/** A row of a report's list whose type the contract leaves unnamed (`UsersReport['byDay']`'s). */
export type RowOf<R, K extends keyof R> = R[K] extends readonly (infer E)[] ? E : never;

/**
 * A report's route answer: the report, or with `?asOf=` the report as of that instant beside the
 * same period restated by the log as it is now.
 */
export function withAsOf<Report>(name: string, report: WireSchema<Report>): WireSchema<Report | AsOfReport<Report>> {
  const asOf = model<AsOfReport<Report>>(
    `${name}AsOf`,
    // A report is an object, never an array: its schema is the field's as it is (the compiler
    // cannot see that through the type parameter).
    {
      asOf: instant('The instant asked for'),
      report,
      restated: report,
    } as unknown as FieldsOf<AsOfReport<Report>>,
    'What the report said at `asOf` (`report`) and the same period as the log says now (`restated`)',
  );
  return either(report, asOf, 'The report; with `?asOf=`, the report then beside the same period restated');
}

export const REPORT_PERIOD = model<ReportPeriod>('ReportPeriod', {
  startDate: studioDay(),
  endDate: studioDay('The last studio day, included'),
  days: integer(),
  branchId: nullable(text('Null: every branch')),
});

export const REPORT_GROWTH = model<ReportGrowth>(
  'ReportGrowth',
  {
    previousPeriod: nullable(decimal('Against the previous period of equal length')),
    previousYear: nullable(decimal('Against the same days a year before')),
  },
  'Change in %, one decimal; null when the earlier figure was 0',
);

/** The branch a row of a report is about; null for what belongs to none. */
export const BRANCH_NAMED: FieldsOf<Pick<RevenueByBranch, 'branchId' | 'branchName'>> = {
  branchId: nullable(text()),
  branchName: nullable(text()),
};

const REVENUE_FIGURE: FieldsOf<RevenueFigure> = { revenue: decimal(), payments: integer() };

export const REVENUE_REPORT = model<RevenueReport>('RevenueReport', {
  period: REPORT_PERIOD,
  totalRevenue: decimal('Completed payments paid in the period, less their refunds, voids and plan-change credits'),
  monthlyRevenue: decimal('Per 30 days: comparable across periods of any length'),
  payments: integer(),
  growth: REPORT_GROWTH,
  refunded: model<RevenueFigure>('RevenueFigure', REVENUE_FIGURE),
  byDay: list(model<RevenueByDay>('RevenueByDay', { ...REVENUE_FIGURE, date: studioDay() }), 'Every day, zeros too'),
  byMonth: list(model<RevenueByMonth>('RevenueByMonth', { ...REVENUE_FIGURE, month: studioMonth() })),
  byPlan: list(
    model<RevenueByPlan>('RevenueByPlan', {
      ...REVENUE_FIGURE,
      planId: nullable(text('Null: payments of no plan (retail, by hand)')),
      planName: nullable(text()),
    }),
  ),
  byBranch: list(model<RevenueByBranch>('RevenueByBranch', { ...REVENUE_FIGURE, ...BRANCH_NAMED })),
  paymentMethods: list(
    model<RevenueByMethod>('RevenueByMethod', { ...REVENUE_FIGURE, method: oneOf(PAYMENT_METHODS) }),
  ),
  bySource: list(model<RevenueByStream>('RevenueByStream', { ...REVENUE_FIGURE, stream: oneOf(REVENUE_STREAMS) })),
});

const MEMBERSHIP_COUNTS: FieldsOf<MembershipCounts> = {
  sold: integer(),
  renewed: integer(),
  expired: integer(),
  cancelled: integer(),
  frozen: integer(),
};

export const MEMBERSHIPS_REPORT = model<MembershipsReport>('MembershipsReport', {
  ...MEMBERSHIP_COUNTS,
  period: REPORT_PERIOD,
  active: integer('Active on the period’s last day'),
  growth: REPORT_GROWTH,
  movement: model<MembershipMovement>(
    'MembershipMovement',
    { start: integer(), added: integer(), lost: integer(), end: integer() },
    'Active the day before the period, became active, stopped being active, active on its last day',
  ),
  churnRate: nullable(decimal('Lost over active at the start, in %; null when none was active then')),
  expiringIn7Days: integer('From today, whatever the period'),
  expiringIn14Days: integer('From today, whatever the period'),
  byDay: list(
    model<MembershipsByDay>('MembershipsByDay', {
      ...MEMBERSHIP_COUNTS,
      date: studioDay(),
      active: integer('Active (frozen ones included) at some time of the day'),
    }),
  ),
  byPlan: list(
    model<MembershipsByPlan>('MembershipsByPlan', {
      planId: text(),
      planName: nullable(text()),
      active: integer('On the period’s last day'),
      sold: integer(),
    }),
  ),
  byBranch: list(
    model<MembershipsByBranch>('MembershipsByBranch', { ...BRANCH_NAMED, active: integer(), sold: integer() }),
  ),
});

export const REVENUE_REPORT_ANSWER = withAsOf('RevenueReport', REVENUE_REPORT);
export const MEMBERSHIPS_REPORT_ANSWER = withAsOf('MembershipsReport', MEMBERSHIPS_REPORT);
