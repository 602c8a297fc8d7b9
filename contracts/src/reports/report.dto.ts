import type { PaymentMethod } from '../payments/payment.dto.js';

/**
 * Every report's query (GET /reports/*): studio days `YYYY-MM-DD`, both included; without them the
 * last 30 studio days up to today. `branchId` keeps one branch.
 */
export interface ReportQuery {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly branchId?: string;
  /**
   * An instant (ISO 8601 with its offset), not in the future: the report as the log stood then,
   * beside the same period as the log says now (`AsOfReport`). Without dates, the period is the
   * 30 studio days up to that instant's day.
   */
  readonly asOf?: string;
}

/**
 * A report asked `?asOf=`: what it said at that instant (every event that had happened by then,
 * none after) and the same period restated by the log as it is now, so a late refund, correction
 * or cancellation shows as a difference between the two.
 */
export interface AsOfReport<Report> {
  readonly asOf: string;
  readonly report: Report;
  readonly restated: Report;
}

/** The most studio days one report covers: two years and a leap day. */
export const REPORT_MAX_DAYS = 731;
/** Without dates, a report covers the last 30 studio days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

/** The studio days a report covers, and how many. */
export interface ReportPeriod {
  readonly startDate: string;
  readonly endDate: string;
  readonly days: number;
  readonly branchId: string | null;
}

/**
 * Change against an earlier period in %, one decimal (null when the earlier figure was 0: no
 * percentage of nothing): the previous period of equal length, and the same days a year before.
 */
export interface ReportGrowth {
  readonly previousPeriod: number | null;
  readonly previousYear: number | null;
}

/** Where money came from: memberships (sold, renewed, changed), the desk's retail sales, or recorded by hand. */
export const REVENUE_STREAMS = ['MEMBERSHIPS', 'RETAIL', 'OTHER'] as const;
export type RevenueStream = (typeof REVENUE_STREAMS)[number];

/** Money and how many payments made it, in one group of a report. */
export interface RevenueFigure {
  readonly revenue: number;
  readonly payments: number;
}

export interface RevenueByDay extends RevenueFigure {
  readonly date: string;
}
export interface RevenueByMonth extends RevenueFigure {
  /** `YYYY-MM`, the studio's calendar month. */
  readonly month: string;
}
export interface RevenueByPlan extends RevenueFigure {
  /** null: payments of no plan (retail, by hand). */
  readonly planId: string | null;
  readonly planName: string | null;
}
export interface RevenueByBranch extends RevenueFigure {
  readonly branchId: string | null;
  readonly branchName: string | null;
}
export interface RevenueByMethod extends RevenueFigure {
  readonly method: PaymentMethod;
}
export interface RevenueByStream extends RevenueFigure {
  readonly stream: RevenueStream;
}

/**
 * GET /reports/revenue (docs/metrics.md, "Revenue"): completed payments by the studio day they were
 * paid, refunds and voids taken away from the day the payment was paid (so a late refund restates
 * that day), a plan change's credit subtracted. `byDay` has every day of the period, zeros included.
 */
export interface RevenueReport {
  readonly period: ReportPeriod;
  readonly totalRevenue: number;
  /** The period's revenue per 30 days: comparable across periods of any length. */
  readonly monthlyRevenue: number;
  readonly payments: number;
  readonly growth: ReportGrowth;
  /** Completed charges paid in the period and refunded since: what they would have added, and how many. */
  readonly refunded: RevenueFigure;
  readonly byDay: readonly RevenueByDay[];
  readonly byMonth: readonly RevenueByMonth[];
  readonly byPlan: readonly RevenueByPlan[];
  readonly byBranch: readonly RevenueByBranch[];
  readonly paymentMethods: readonly RevenueByMethod[];
  readonly bySource: readonly RevenueByStream[];
}

/** What happened to memberships on a day, or over a period. */
export interface MembershipCounts {
  readonly sold: number;
  readonly renewed: number;
  readonly expired: number;
  readonly cancelled: number;
  readonly frozen: number;
}

export interface MembershipsByDay extends MembershipCounts {
  readonly date: string;
  /** Memberships active (frozen ones included) at some time of that studio day. */
  readonly active: number;
}

/**
 * The period's net movement: active the day before it starts, how many became active and how
 * many stopped being active during it, active on its last day (start + added − lost = end).
 */
export interface MembershipMovement {
  readonly start: number;
  readonly added: number;
  readonly lost: number;
  readonly end: number;
}

export interface MembershipsByPlan {
  readonly planId: string;
  readonly planName: string | null;
  /** Active on the period's last day. */
  readonly active: number;
  readonly sold: number;
}

export interface MembershipsByBranch {
  readonly branchId: string | null;
  readonly branchName: string | null;
  readonly active: number;
  readonly sold: number;
}

/**
 * GET /reports/memberships (docs/metrics.md, "Memberships"): active memberships day by day, what
 * was sold, renewed, expired, cancelled and frozen, the net movement and churn, and what expires
 * in the next 7 and 14 days (from today, whatever the period).
 */
export interface MembershipsReport extends MembershipCounts {
  readonly period: ReportPeriod;
  /** Active on the period's last day, and its change against the previous period's and the year before's last day. */
  readonly active: number;
  readonly growth: ReportGrowth;
  readonly movement: MembershipMovement;
  /** Lost ÷ active at the start, in %, one decimal; null when none was active at the start. */
  readonly churnRate: number | null;
  readonly expiringIn7Days: number;
  readonly expiringIn14Days: number;
  readonly byDay: readonly MembershipsByDay[];
  readonly byPlan: readonly MembershipsByPlan[];
  readonly byBranch: readonly MembershipsByBranch[];
}

/** A client with an active membership who has not come to a class in 14 days. */
export interface AtRiskClient {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** The start of the last class attended; null: none yet. */
  readonly lastVisitAt: string | null;
  /** The last day of the membership's current term. */
  readonly activeUntil: string;
}

/** Days without a visit after which a client with an active membership is at risk. */
export const AT_RISK_DAYS = 14;

/**
 * GET /reports/users (docs/metrics.md, "Clients"): new clients over the period by day, month and
 * branch, and the clients now: how many, how many active, with an active membership, and at risk.
 */
export interface UsersReport {
  readonly period: ReportPeriod;
  readonly newClients: number;
  readonly growth: ReportGrowth;
  readonly byDay: readonly { readonly date: string; readonly newClients: number }[];
  readonly byMonth: readonly { readonly month: string; readonly newClients: number }[];
  readonly byBranch: readonly {
    readonly branchId: string | null;
    readonly branchName: string | null;
    readonly newClients: number;
  }[];
  readonly totalClients: number;
  readonly activeClients: number;
  readonly withActiveMembership: number;
  readonly atRisk: number;
  /** The longest absent first, at most 50. */
  readonly atRiskClients: readonly AtRiskClient[];
}

/**
 * How full and how attended a group of class occurrences was: places offered (capacity of every
 * occurrence of the timetable, booked or not), bookings held, and for those already started, who
 * came and who did not. Rates in %, one decimal; null when there is nothing to divide by.
 */
export interface ClassFigures {
  readonly occurrences: number;
  readonly capacity: number;
  readonly booked: number;
  /** booked ÷ capacity. */
  readonly fillRate: number | null;
  /** Bookings of occurrences that have started. */
  readonly pastBooked: number;
  readonly attended: number;
  readonly noShows: number;
  /** attended ÷ pastBooked. */
  readonly attendanceRate: number | null;
}

/**
 * GET /reports/classes (docs/metrics.md, "Classes"): fill and attendance over the period's
 * occurrences, by day, class, instructor, branch, day of the week (0 Sunday … 6 Saturday) and hour
 * (`HH`, studio time).
 */
export interface ClassesReport extends ClassFigures {
  readonly period: ReportPeriod;
  readonly byDay: readonly (ClassFigures & { readonly date: string })[];
  readonly byClass: readonly (ClassFigures & { readonly classId: string; readonly className: string })[];
  readonly byInstructor: readonly (ClassFigures & {
    readonly instructorId: string;
    readonly instructorName: string | null;
  })[];
  readonly byBranch: readonly (ClassFigures & {
    readonly branchId: string | null;
    readonly branchName: string | null;
  })[];
  readonly byDayOfWeek: readonly (ClassFigures & { readonly dayOfWeek: number })[];
  readonly byHour: readonly (ClassFigures & { readonly hour: string })[];
}

/**
 * GET /reports/overview (docs/metrics.md, "Overview"): the studio at a glance over a period, and
 * today; what the admin dashboard shows. Each growth is against the previous period of equal length.
 */
export interface OverviewReport {
  readonly period: ReportPeriod;
  /** Clients now; growth: of new clients. */
  readonly users: {
    readonly total: number;
    readonly active: number;
    readonly growth: number | null;
    readonly atRisk: number;
  };
  /** Classes on record and active now, their instructors; growth: of bookings held in the period. */
  readonly classes: {
    readonly total: number;
    readonly active: number;
    readonly instructors: number;
    readonly growth: number | null;
  };
  /** Bookings of classes starting in the period by status; those held today, this week, this month (studio time). */
  readonly reservations: {
    readonly total: number;
    readonly pending: number;
    readonly confirmed: number;
    readonly cancelled: number;
    readonly today: number;
    readonly thisWeek: number;
    readonly thisMonth: number;
    /** Of today's bookings, those whose attendance was recorded as attended. */
    readonly checkedInToday: number;
  };
  /** Memberships on record, active on the period's last day, expired in it, expiring in 7 days; growth: active's. */
  readonly memberships: {
    readonly total: number;
    readonly active: number;
    readonly expired: number;
    readonly expiringIn7Days: number;
    readonly growth: number | null;
  };
  /** Revenue of the period, per 30 days; and this studio month's so far against last month's same days. */
  readonly revenue: {
    readonly total: number;
    readonly monthly: number;
    readonly growth: number | null;
    readonly thisMonth: number;
    readonly lastMonthToDate: number;
  };
}
