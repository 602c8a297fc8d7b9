import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { MEMBERSHIP_COUNTERS, type DayMath, type MembershipCounter, type MembershipLife } from './membership-life.js';

/**
 * The memberships report's grain: one studio day of one plan and branch. `starts` and `stops` are
 * how many memberships became active that day and how many were no longer active from that day:
 * the active count of any day is the sum of starts less stops up to it.
 */
export interface MembershipDayDoc extends ViewDoc, Record<MembershipCounter, number> {
  readonly day: string;
  readonly planId: string;
  readonly branchId: string | null;
  readonly starts: number;
  readonly stops: number;
}

/** One membership's life as the report folded it, and what the "expiring soon" figures read. */
export interface MembershipLifeDoc extends ViewDoc {
  /** Whose it is: the users report finds who holds an active membership. */
  readonly userId: string;
  readonly life: MembershipLife;
  /** Recorded by mistake: in no figure. */
  readonly deleted: boolean;
  readonly open: boolean;
  /** The last day of its last span, when it has one. */
  readonly endDay: string | null;
  readonly branchId: string | null;
}

export const MEMBERSHIP_DAYS = collection<MembershipDayDoc>(
  'report_membership_days',
  [{ day: 1 }, { branchId: 1, day: 1 }],
  { history: { keys: ['day', 'branchId'] } },
);
export const MEMBERSHIP_LIVES = collection<MembershipLifeDoc>(
  'report_memberships',
  [
    { open: 1, endDay: 1 },
    { branchId: 1, open: 1, endDay: 1 },
  ],
  { history: { keys: [] } },
);

export type DayFigures = Record<'starts' | 'stops' | MembershipCounter, number>;
export const NO_FIGURES: DayFigures = { starts: 0, stops: 0, sold: 0, renewed: 0, expired: 0, cancelled: 0, frozen: 0 };

export const dayDocId = (day: string, planId: string, branchId: string | null): string =>
  `${day}|${branchId ?? '-'}|${planId}`;

/** Where a life adds to the day documents: +1 start on a span's first day, +1 stop the day after its last. */
function contributions(life: MembershipLife | null, math: DayMath, sign: 1 | -1, into: Map<string, DayChange>): void {
  if (life === null) return;
  const add = (day: string, planId: string, branchId: string | null, field: keyof DayFigures) => {
    const id = dayDocId(day, planId, branchId);
    const change = into.get(id) ?? { key: { day, planId, branchId }, figures: { ...NO_FIGURES } };
    change.figures[field] += sign;
    into.set(id, change);
  };
  for (const span of life.spans) {
    add(span.from, span.planId, span.branchId, 'starts');
    add(math.addDays(span.to, 1), span.planId, span.branchId, 'stops');
  }
  for (const change of life.counts) add(change.day, change.planId, change.branchId, change.counter);
}

export interface DayChange {
  readonly key: { readonly day: string; readonly planId: string; readonly branchId: string | null };
  readonly figures: DayFigures;
}

/** What moving from one life to the next changes in the day documents (only the days that change). */
export function dayChanges(before: MembershipLife | null, after: MembershipLife | null, math: DayMath): DayChange[] {
  const changes = new Map<string, DayChange>();
  contributions(after, math, 1, changes);
  contributions(before, math, -1, changes);
  const fields = ['starts', 'stops', ...MEMBERSHIP_COUNTERS] as const;
  return [...changes.values()].filter((change) => fields.some((field) => change.figures[field] !== 0));
}
