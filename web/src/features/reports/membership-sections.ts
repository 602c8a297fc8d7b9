import type { MembershipCounts, MembershipsReport } from '@boxstudio/contracts';
import { changeRow, type ChangeLabel, type ChangeRow } from './as-of-rows';
import type { CountRow, CountSection } from './count-sections';
import type { RowName } from './row-names';
import { byStudioWeek } from './studio-weeks';

/** What happened to memberships, in the order the tables list it. */
export const MEMBERSHIP_EVENTS = [
  'sold',
  'renewed',
  'expired',
  'cancelled',
  'frozen',
] as const satisfies readonly (keyof MembershipCounts)[];

/** A memberships table's counts: the active ones and what happened. */
export type MembershipField = 'active' | keyof MembershipCounts;

/** The active ones and what happened, day by day. */
export type MembershipDaySection = CountSection<'byDay', MembershipField> & { readonly id: 'byDay' };
/** What happened, week by week (its CSV: the days the weeks add up). */
export type MembershipWeekSection = CountSection<'byDay', keyof MembershipCounts> & { readonly id: 'byWeek' };
/** Active on the last day and sold in the period, by plan or by branch. */
export type MembershipGroupSection = CountSection<'byPlan' | 'byBranch', 'active' | 'sold'> & {
  readonly id: 'byPlan' | 'byBranch';
};
export type MembershipSection = MembershipDaySection | MembershipWeekSection | MembershipGroupSection;

/** The words of the rows, in the page's language. */
export interface MembershipRowNames {
  day(day: string): RowName;
  week(week: { readonly from: string; readonly to: string }): RowName;
  /** null: a plan whose name is gone. */
  plan(name: string | null): string;
  /** null: memberships of a plan of no branch (offered at every branch). */
  branch(name: string | null): string;
}

const NONE: MembershipCounts = { sold: 0, renewed: 0, expired: 0, cancelled: 0, frozen: 0 };

const countsOf = (row: MembershipCounts): MembershipCounts => ({
  sold: row.sold,
  renewed: row.renewed,
  expired: row.expired,
  cancelled: row.cancelled,
  frozen: row.frozen,
});

const added = (sum: MembershipCounts, day: MembershipCounts): MembershipCounts => ({
  sold: sum.sold + day.sold,
  renewed: sum.renewed + day.renewed,
  expired: sum.expired + day.expired,
  cancelled: sum.cancelled + day.cancelled,
  frozen: sum.frozen + day.frozen,
});

/** A plan's or a branch's row: active on the period's last day, and sold in it. */
const group = (key: string, label: string, row: { readonly active: number; readonly sold: number }) => ({
  key,
  label,
  tick: label,
  counts: { active: row.active, sold: row.sold },
});

/**
 * The memberships report's tables as the screen shows them, in order: the active ones day by day and
 * what came in and went out week by week (Monday to Sunday, made from the days: the API has no weekly
 * table, so its CSV is the days), each across a row (a year has 53 weeks), then by plan and, for every
 * branch only, by branch beside it (of one branch it would be one bar; the plans then take the row).
 */
export function membershipSections(report: MembershipsReport, names: MembershipRowNames): MembershipSection[] {
  const days: CountRow<MembershipField>[] = report.byDay.map((row) => ({
    key: row.date,
    ...names.day(row.date),
    counts: { active: row.active, ...countsOf(row) },
  }));
  const weeks: CountRow<keyof MembershipCounts>[] = byStudioWeek(report.byDay, NONE, added).map(
    ({ week, from, to, sum }) => ({
      key: week,
      ...names.week({ from, to }),
      counts: sum,
    }),
  );
  const sections: MembershipSection[] = [
    {
      id: 'byDay',
      csv: 'byDay',
      kind: 'trend',
      rows: days,
      series: [{ field: 'active', tone: 'active' }],
      columns: ['active', ...MEMBERSHIP_EVENTS],
      wide: true,
    },
    {
      id: 'byWeek',
      csv: 'byDay',
      kind: 'columns',
      rows: weeks,
      series: [
        { field: 'sold', tone: 'sold' },
        { field: 'renewed', tone: 'renewed' },
        { field: 'expired', tone: 'expired', down: true },
        { field: 'cancelled', tone: 'cancelled', down: true },
      ],
      columns: MEMBERSHIP_EVENTS,
      wide: true,
    },
    {
      id: 'byPlan',
      csv: 'byPlan',
      kind: 'bars',
      rows: report.byPlan.map((row) => group(row.planId, names.plan(row.planName), row)),
      series: [
        { field: 'active', tone: 'active' },
        { field: 'sold', tone: 'sold' },
      ],
      columns: ['active', 'sold'],
      wide: report.period.branchId !== null,
    },
  ];
  if (report.period.branchId !== null) return sections;
  return [
    ...sections,
    {
      id: 'byBranch',
      csv: 'byBranch',
      kind: 'bars',
      rows: report.byBranch.map((row) => group(row.branchId ?? 'none', names.branch(row.branchName), row)),
      series: [
        { field: 'active', tone: 'active' },
        { field: 'sold', tone: 'sold' },
      ],
      columns: ['active', 'sold'],
      wide: false,
    },
  ];
}

/**
 * Whether the period had no membership at all: none active at any time of it, and nothing sold,
 * renewed, expired, cancelled or frozen.
 */
export const hasNoMemberships = (report: MembershipsReport): boolean =>
  report.movement.start === 0 &&
  report.movement.added === 0 &&
  report.active === 0 &&
  MEMBERSHIP_EVENTS.every((event) => report[event] === 0);

/** Membresías: active on the last day, what came in and went out, and the churn. */
export function membershipChanges(then: MembershipsReport, now: MembershipsReport, label: ChangeLabel): ChangeRow[] {
  return [
    changeRow('active', label('memberships.tiles.active'), 'count', then.active, now.active),
    changeRow('added', label('asOf.rows.added'), 'count', then.movement.added, now.movement.added),
    changeRow('lost', label('asOf.rows.lost'), 'count', then.movement.lost, now.movement.lost),
    changeRow('churnRate', label('memberships.tiles.churn'), 'rate', then.churnRate, now.churnRate),
  ];
}
