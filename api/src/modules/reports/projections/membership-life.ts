import type { MembershipEvent } from '../../memberships/index.js';

/** Studio days a membership was active (frozen included) under one plan and branch, both ends included. */
export interface ActiveSpan {
  readonly from: string;
  readonly to: string;
  readonly planId: string;
  readonly branchId: string | null;
}

export const MEMBERSHIP_COUNTERS = ['sold', 'renewed', 'expired', 'cancelled', 'frozen'] as const;
export type MembershipCounter = (typeof MEMBERSHIP_COUNTERS)[number];

/** One thing that happened to the membership, counted on a studio day under its plan and branch then. */
export interface CountedChange {
  readonly day: string;
  readonly planId: string;
  readonly branchId: string | null;
  readonly counter: MembershipCounter;
}

/** What the memberships report knows of one membership, as the log says now. */
export interface MembershipLife {
  readonly spans: readonly ActiveSpan[];
  readonly counts: readonly CountedChange[];
  /** Still running (not cancelled, expired or deleted): it may be expiring soon. */
  readonly open: boolean;
}

/** The studio calendar as the fold needs it: the day of an instant, and day arithmetic. */
export interface DayMath {
  dayOf(instant: string): string;
  addDays(day: string, days: number): string;
}

/** The last day an end instant covers: the end is exclusive, so a term ending at 00:00 ends the day before. */
const lastDay = (math: DayMath, endDate: string): string => math.dayOf(new Date(Date.parse(endDate) - 1).toISOString());

function withLast(life: MembershipLife, change: (span: ActiveSpan) => ActiveSpan | null): ActiveSpan[] {
  const spans = [...life.spans];
  const last = spans.pop();
  if (!last) return spans;
  const changed = change(last);
  return changed === null || changed.to < changed.from ? spans : [...spans, changed];
}

const counted = (life: MembershipLife, change: CountedChange): CountedChange[] => [...life.counts, change];

/** Where the last span is (its plan and branch), for what is counted under it. */
function current(life: MembershipLife): { planId: string; branchId: string | null } | null {
  const last = life.spans[life.spans.length - 1];
  if (last) return { planId: last.planId, branchId: last.branchId };
  const first = life.counts[0];
  return first ? { planId: first.planId, branchId: first.branchId } : null;
}

/**
 * The membership's life after one of its events (`day`: the studio day it happened). Pure, so the
 * projection's bucket changes are the difference between two lives, and a test can fold it alone.
 */
export function lifeAfter(
  life: MembershipLife | null,
  event: MembershipEvent,
  day: string,
  math: DayMath,
): MembershipLife | null {
  if (event.type === 'MembershipSold') {
    const { membershipPlanId: planId, branchId, startDate, endDate, status } = event.data;
    const span = { from: math.dayOf(startDate), to: lastDay(math, endDate), planId, branchId };
    const active = status === 'ACTIVE' && span.to >= span.from;
    return { spans: active ? [span] : [], counts: [{ day, planId, branchId, counter: 'sold' }], open: active };
  }
  if (life === null) return null;
  const where = current(life);
  const count = (counter: MembershipCounter, on = day): CountedChange[] =>
    where ? counted(life, { day: on, ...where, counter }) : [...life.counts];
  switch (event.type) {
    case 'MembershipUpdated': {
      const { startDate, endDate } = event.data.changes;
      const spans = withLast(life, (span) => ({
        ...span,
        ...(startDate === undefined ? {} : { from: math.dayOf(startDate) }),
        ...(endDate === undefined ? {} : { to: lastDay(math, endDate) }),
      }));
      return { ...life, spans };
    }
    case 'MembershipStatusSet': {
      const { status, endDate } = event.data;
      if (status === 'ACTIVE') {
        const reopened = life.open ? life.spans : reopen(life, day, where);
        return {
          ...life,
          spans: withLast({ ...life, spans: reopened }, (span) => ({ ...span, to: lastDay(math, endDate) })),
          open: true,
        };
      }
      const until = status === 'CANCELLED' ? day : lastDay(math, endDate);
      return { ...life, spans: closeBy(life, until), open: false };
    }
    case 'MembershipRenewed': {
      const { startDate, endDate, membershipPlanId: planId, branchId } = event.data;
      const spans =
        startDate === undefined
          ? withLast(life, (span) => ({ ...span, to: lastDay(math, endDate) }))
          : [...life.spans, { from: math.dayOf(startDate), to: lastDay(math, endDate), planId, branchId }];
      return { spans, counts: count('renewed'), open: true };
    }
    case 'MembershipPlanChanged': {
      const { membershipPlanId: planId, branchId, startDate, endDate } = event.data;
      const from = math.dayOf(startDate);
      const before = withLast(life, (span) => ({ ...span, to: span.to < from ? span.to : math.addDays(from, -1) }));
      return { ...life, spans: [...before, { from, to: lastDay(math, endDate), planId, branchId }], open: true };
    }
    case 'MembershipFrozen':
      return {
        ...life,
        spans: withLast(life, (span) => ({ ...span, to: lastDay(math, event.data.endDate) })),
        counts: count('frozen'),
      };
    case 'MembershipCancelled':
      return { spans: closeBy(life, day), counts: count('cancelled'), open: false };
    case 'MembershipExpired': {
      const until = lastDay(math, event.data.endDate);
      return { spans: closeBy(life, until), counts: count('expired', math.dayOf(event.data.endDate)), open: false };
    }
    case 'MembershipDeleted':
      // Recorded by mistake: gone from every figure, as if never sold.
      return null;
  }
}

/** The last span ends by `day` at the latest (a cancellation counts the day it happened as active). */
function closeBy(life: MembershipLife, day: string): ActiveSpan[] {
  return withLast(life, (span) => (span.to <= day ? span : { ...span, to: day }));
}

/** A closed membership set ACTIVE again: a new span from that day. */
function reopen(
  life: MembershipLife,
  day: string,
  where: { planId: string; branchId: string | null } | null,
): ActiveSpan[] {
  return where ? [...life.spans, { from: day, to: day, ...where }] : [...life.spans];
}
