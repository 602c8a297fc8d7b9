import type { PaymentMethod, RevenueReport, RevenueStream } from '@boxstudio/contracts';
import type { RevenueTable } from './api';
import { changeRow, differenceOf, type ChangeLabel, type ChangeRow } from './as-of-rows';

/** One row of a chart and of its table: what it is, the money and how many payments made it. */
export interface ReportRow {
  readonly key: string;
  /** The row's name in the table and the tooltip ("12 nov 2026", "Plan Mensual"). */
  readonly label: string;
  /** The name on the chart's axis, shorter where a long one would crowd it ("12 nov"). */
  readonly tick: string;
  readonly revenue: number;
  readonly payments: number;
}

/**
 * How a table is drawn: `columns` along the months, `trend` an area over every day of the period,
 * `bars` across for named groups (plans, branches, methods, streams), whose names then read whole on
 * a phone, where names under columns would be left out for want of room.
 */
export type ChartKind = 'columns' | 'bars' | 'trend';

export interface RevenueSection {
  readonly table: RevenueTable;
  readonly kind: ChartKind;
  readonly rows: readonly ReportRow[];
}

/** The words of the rows, in the page's language. */
export interface RowLabels {
  month(month: string): { readonly label: string; readonly tick: string };
  day(day: string): { readonly label: string; readonly tick: string };
  /** null: payments of no plan (desk sales, recorded by hand). */
  plan(name: string | null): string;
  /** null: payments taken at no branch. */
  branch(name: string | null): string;
  method(method: PaymentMethod): string;
  stream(stream: RevenueStream): string;
}

const figures = (row: { readonly revenue: number; readonly payments: number }) => ({
  revenue: row.revenue,
  payments: row.payments,
});

const named = (
  key: string,
  label: string,
  row: { readonly revenue: number; readonly payments: number },
): ReportRow => ({
  key,
  label,
  tick: label,
  ...figures(row),
});

/**
 * The revenue report's tables as the screen shows them, in order: two cards a row on a wide screen,
 * the day-by-day trend across a row of its own. By branch only when the report is of every branch: of
 * one branch it would be one bar.
 */
export function revenueSections(report: RevenueReport, labels: RowLabels): RevenueSection[] {
  const month: RevenueSection = {
    table: 'byMonth',
    kind: 'columns',
    rows: report.byMonth.map((row) => ({ key: row.month, ...labels.month(row.month), ...figures(row) })),
  };
  const plan: RevenueSection = {
    table: 'byPlan',
    kind: 'bars',
    rows: report.byPlan.map((row) => named(row.planId ?? 'none', labels.plan(row.planName), row)),
  };
  const day: RevenueSection = {
    table: 'byDay',
    kind: 'trend',
    rows: report.byDay.map((row) => ({ key: row.date, ...labels.day(row.date), ...figures(row) })),
  };
  const method: RevenueSection = {
    table: 'paymentMethods',
    kind: 'bars',
    rows: report.paymentMethods.map((row) => named(row.method, labels.method(row.method), row)),
  };
  const stream: RevenueSection = {
    table: 'bySource',
    kind: 'bars',
    rows: report.bySource.map((row) => named(row.stream, labels.stream(row.stream), row)),
  };
  if (report.period.branchId !== null) return [month, plan, day, method, stream];
  const branch: RevenueSection = {
    table: 'byBranch',
    kind: 'bars',
    rows: report.byBranch.map((row) => named(row.branchId ?? 'none', labels.branch(row.branchName), row)),
  };
  return [month, plan, day, branch, method, stream];
}

/** What a chart's text alternative says: how many rows, the largest one, and the sum. */
export interface SectionSummary {
  readonly count: number;
  /** null when every row is zero. */
  readonly top: ReportRow | null;
  readonly total: number;
}

export function summaryOf(rows: readonly ReportRow[]): SectionSummary {
  const top = rows.reduce<ReportRow | null>((best, row) => (row.revenue > (best?.revenue ?? 0) ? row : best), null);
  // Summed in cents, as the API sums: floats would drift on many rows.
  const cents = rows.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
  return { count: rows.length, top, total: cents / 100 };
}

/** Whether the period had no money at all: no payment counted and none refunded. */
export const isEmptyReport = (report: RevenueReport): boolean =>
  report.payments === 0 && report.refunded.payments === 0;

/** Ingresos: the revenue, the payments counted and the refunds. */
export function revenueChanges(then: RevenueReport, now: RevenueReport, label: ChangeLabel): ChangeRow[] {
  return [
    changeRow('totalRevenue', label('revenue.tiles.total'), 'money', then.totalRevenue, now.totalRevenue),
    changeRow('payments', label('revenue.tiles.payments'), 'count', then.payments, now.payments),
    changeRow('refunded', label('revenue.tiles.refunded'), 'money', then.refunded.revenue, now.refunded.revenue),
  ];
}

/** The days whose revenue changed since, in the period's order, each named by `dayName`. */
export function revenueDayChanges(
  then: RevenueReport,
  now: RevenueReport,
  dayName: (day: string) => string,
): ChangeRow[] {
  const before = new Map(then.byDay.map((day) => [day.date, day.revenue]));
  const after = new Map(now.byDay.map((day) => [day.date, day.revenue]));
  // Both reports cover the same days; a day only one of them lists counts as 0 in the other.
  const days = [...new Set([...before.keys(), ...after.keys()])].sort();
  return days
    .map((day) => changeRow(day, dayName(day), 'money', before.get(day) ?? 0, after.get(day) ?? 0))
    .filter((one) => differenceOf(one) !== 0);
}
