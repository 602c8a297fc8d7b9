import {
  defineProjection,
  type ProjectedEventMeta,
  type Writers,
} from '../../../platform/projections/define-projection.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { BranchEvent } from '../../branches/index.js';
import type { MembershipEvent } from '../../memberships/index.js';
import type { PlanEvent } from '../../plans/index.js';
import { dayChanges, dayDocId, MEMBERSHIP_DAYS, MEMBERSHIP_LIVES, NO_FIGURES } from './membership-buckets.js';
import { lifeAfter, type DayMath } from './membership-life.js';
import { REPORT_MEMBERSHIP_BRANCH_NAMES, REPORT_MEMBERSHIP_PLAN_NAMES } from './report-names.js';

const COLLECTIONS = {
  days: MEMBERSHIP_DAYS,
  lives: MEMBERSHIP_LIVES,
  ...REPORT_MEMBERSHIP_PLAN_NAMES.collections,
  ...REPORT_MEMBERSHIP_BRANCH_NAMES.collections,
};

/** One membership event: its life before and after, and the day documents moved by the difference. */
async function fold(
  math: DayMath,
  event: MembershipEvent,
  writers: Writers<typeof COLLECTIONS>,
  meta: ProjectedEventMeta,
): Promise<void> {
  const id = event.data.membershipId;
  const found = await writers.lives.get(id);
  const before = found?.life ?? null;
  const after = lifeAfter(before, event, math.dayOf(meta.occurredAt), math);
  for (const { key, figures } of dayChanges(before, after, math)) {
    const docId = dayDocId(key.day, key.planId, key.branchId);
    const found = (await writers.days.get(docId)) ?? { ...key, ...NO_FIGURES };
    await writers.days.upsert(docId, {
      ...key,
      starts: found.starts + figures.starts,
      stops: found.stops + figures.stops,
      sold: found.sold + figures.sold,
      renewed: found.renewed + figures.renewed,
      expired: found.expired + figures.expired,
      cancelled: found.cancelled + figures.cancelled,
      frozen: found.frozen + figures.frozen,
    });
  }
  const last = after?.spans[after.spans.length - 1] ?? null;
  await writers.lives.upsert(id, {
    userId: event.type === 'MembershipSold' ? event.data.userId : (found?.userId ?? ''),
    life: after ?? { spans: [], counts: [], open: false },
    deleted: after === null,
    open: after?.open ?? false,
    endDay: last?.to ?? null,
    branchId: last?.branchId ?? null,
  });
}

/**
 * The memberships report's read model (docs/metrics.md, "Memberships"): each membership's active
 * spans and counted changes as the log says now, and their sums per studio day, plan and branch.
 * The day documents move by the difference between a membership's life before and after each
 * event, so a late correction (a deletion, an edited start) restates the past. The studio's zone
 * draws the days: a change of STUDIO_TZ needs this read model rebuilt.
 */
export function membershipsReportProjection(calendar: StudioCalendar) {
  const math: DayMath = {
    dayOf: (instant) => calendar.dayOf(new Date(instant)),
    addDays: (day, days) => calendar.addDays(day, days),
  };
  const on = (event: MembershipEvent, writers: Writers<typeof COLLECTIONS>, meta: ProjectedEventMeta) =>
    fold(math, event, writers, meta);
  return defineProjection<MembershipEvent | PlanEvent | BranchEvent>()({
    name: 'report-memberships',
    // 2: each grain keeps its history (reports as of an instant); 3: a created document records no version.
    version: 3,
    collections: COLLECTIONS,
    handlers: {
      MembershipSold: on,
      MembershipUpdated: on,
      MembershipStatusSet: on,
      MembershipRenewed: on,
      MembershipPlanChanged: on,
      MembershipFrozen: on,
      MembershipCancelled: on,
      MembershipExpired: on,
      MembershipDeleted: on,
      ...REPORT_MEMBERSHIP_PLAN_NAMES.handlers,
      ...REPORT_MEMBERSHIP_BRANCH_NAMES.handlers,
    },
  });
}
