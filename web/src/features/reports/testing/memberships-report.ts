import type { MembershipsReport } from '@boxstudio/contracts';

/** The memberships report for jsdom specs, the same whatever period was asked. */

const day = (
  date: string,
  active: number,
  counts: Partial<Pick<MembershipsReport, 'sold' | 'renewed' | 'expired' | 'cancelled' | 'frozen'>> = {},
) => ({ date, active, sold: 0, renewed: 0, expired: 0, cancelled: 0, frozen: 0, ...counts });

/**
 * Ten days from Sunday 1 March 2026 (the week of 23 February holds only that Sunday, then the weeks of 2
 * and 9 March): 120 active the day before, 30 added and 25 lost, 125 on the last day.
 */
export const MEMBERSHIPS_REPORT: MembershipsReport = {
  period: { startDate: '2026-03-01', endDate: '2026-03-10', days: 10, branchId: null },
  active: 125,
  growth: { previousPeriod: 4.2, previousYear: null },
  sold: 22,
  renewed: 8,
  expired: 20,
  cancelled: 5,
  frozen: 2,
  movement: { start: 120, added: 30, lost: 25, end: 125 },
  churnRate: 20.8,
  expiringIn7Days: 6,
  expiringIn14Days: 11,
  byDay: [
    day('2026-03-01', 121, { sold: 1 }),
    day('2026-03-02', 124, { sold: 5, renewed: 2, expired: 3 }),
    day('2026-03-03', 126, { sold: 3, renewed: 1, expired: 1 }),
    day('2026-03-04', 127, { sold: 2, renewed: 1, expired: 2, cancelled: 1 }),
    day('2026-03-05', 123, { sold: 1, expired: 4, cancelled: 1, frozen: 1 }),
    day('2026-03-06', 124, { sold: 2, renewed: 1, expired: 2 }),
    day('2026-03-07', 122, { expired: 2 }),
    day('2026-03-08', 122, { sold: 1, renewed: 1, expired: 1, cancelled: 1 }),
    day('2026-03-09', 124, { sold: 4, renewed: 1, expired: 2, cancelled: 1, frozen: 1 }),
    day('2026-03-10', 125, { sold: 3, renewed: 1, expired: 3, cancelled: 1 }),
  ],
  byPlan: [
    { planId: 'p-1', planName: 'Plan Mensual', active: 90, sold: 15 },
    { planId: 'p-2', planName: 'Plan Trimestral', active: 35, sold: 7 },
  ],
  byBranch: [
    { branchId: 'b-1', branchName: 'BoxStudio Polanco', active: 70, sold: 12 },
    { branchId: 'b-2', branchName: 'BoxStudio Providencia', active: 55, sold: 10 },
  ],
};

/** A period without any membership: every figure 0, no growth and no churn (none active at the start). */
export const NO_MEMBERSHIPS_REPORT: MembershipsReport = {
  ...MEMBERSHIPS_REPORT,
  active: 0,
  growth: { previousPeriod: null, previousYear: null },
  sold: 0,
  renewed: 0,
  expired: 0,
  cancelled: 0,
  frozen: 0,
  movement: { start: 0, added: 0, lost: 0, end: 0 },
  churnRate: null,
  expiringIn7Days: 0,
  expiringIn14Days: 0,
  byDay: MEMBERSHIPS_REPORT.byDay.map((row) => day(row.date, 0)),
  byPlan: [],
  byBranch: [],
};

export const MEMBERSHIPS_CSV_TEXT =
  '\uFEFFdate;active;sold;renewed;expired;cancelled;frozen\r\n2026-03-01;121;1;0;0;0;0\r\n';
