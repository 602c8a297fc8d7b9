import { Inject, Injectable } from '@nestjs/common';
import type { MembershipCounts, MembershipsByDay, MembershipsReport, ReportPeriod } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import {
  MEMBERSHIP_DAYS,
  MEMBERSHIP_LIVES,
  type MembershipDayDoc,
  type MembershipLifeDoc,
} from '../projections/membership-buckets.js';
import { MEMBERSHIP_COUNTERS } from '../projections/membership-life.js';
import { REPORT_MEMBERSHIP_BRANCH_NAMES, REPORT_MEMBERSHIP_PLAN_NAMES } from '../projections/report-names.js';
import { addDays, daysOf, growth, periodYearBefore, previousPeriod } from './report-period.js';
import { namesOf } from './report-names-of.js';

const NO_COUNTS: MembershipCounts = { sold: 0, renewed: 0, expired: 0, cancelled: 0, frozen: 0 };

function addCounts(into: Record<keyof MembershipCounts, number>, doc: MembershipDayDoc): void {
  for (const counter of MEMBERSHIP_COUNTERS) into[counter] += doc[counter];
}

/** Active per plan or branch up to a day, and what was sold in the period. */
class Groups<Key> {
  readonly active = new Map<Key, number>();
  readonly sold = new Map<Key, number>();

  add(key: Key, doc: MembershipDayDoc, inPeriod: boolean): void {
    this.active.set(key, (this.active.get(key) ?? 0) + doc.starts - doc.stops);
    if (inPeriod) this.sold.set(key, (this.sold.get(key) ?? 0) + doc.sold);
  }

  rows(): { key: Key; active: number; sold: number }[] {
    const keys = new Set([...this.active.keys(), ...this.sold.keys()]);
    return [...keys]
      .map((key) => ({ key, active: this.active.get(key) ?? 0, sold: this.sold.get(key) ?? 0 }))
      .filter((row) => row.active !== 0 || row.sold !== 0)
      .sort((a, b) => b.active - a.active || b.sold - a.sold);
  }
}

/**
 * The memberships report from its day documents (docs/metrics.md, "Memberships"): one pass over the
 * days up to the period's end keeps the running active count, so the start, every day of the
 * period, and the earlier periods' last days for growth all come from the same sums.
 */
@Injectable()
export class MembershipsReports {
  private readonly days: View<MembershipDayDoc>;
  private readonly lives: View<MembershipLifeDoc>;

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {
    this.days = new View(store, MEMBERSHIP_DAYS);
    this.lives = new View(store, MEMBERSHIP_LIVES);
  }

  async report(period: ReportPeriod, today: string): Promise<MembershipsReport> {
    const branch: Filter = period.branchId === null ? {} : { branchId: period.branchId };
    const docs = await this.days.find({ ...branch, day: { $lte: period.endDate } }, { day: 1 });
    // Active on the previous period's last day and on the same day a year before: growth's bases.
    const marks = [previousPeriod(period).endDate, periodYearBefore(period).endDate].map((day) => ({ day, active: 0 }));
    const perDay = new Map<string, { active: number } & Record<keyof MembershipCounts, number>>();
    const totals = { ...NO_COUNTS };
    const byPlan = new Groups<string>();
    const byBranch = new Groups<string | null>();
    let active = 0;
    let start = 0;
    let added = 0;
    let lost = 0;
    for (const doc of docs) {
      const inPeriod = doc.day >= period.startDate;
      for (const mark of marks) if (doc.day <= mark.day) mark.active += doc.starts - doc.stops;
      if (!inPeriod) start += doc.starts - doc.stops;
      else {
        added += doc.starts;
        lost += doc.stops;
        addCounts(totals, doc);
        const day = perDay.get(doc.day) ?? { active: 0, ...NO_COUNTS };
        day.active += doc.starts - doc.stops;
        addCounts(day, doc);
        perDay.set(doc.day, day);
      }
      active += doc.starts - doc.stops;
      byPlan.add(doc.planId, doc, inPeriod);
      byBranch.add(doc.branchId, doc, inPeriod);
    }
    let running = start;
    const byDay: MembershipsByDay[] = daysOf(period).map((date) => {
      const day = perDay.get(date);
      running += day?.active ?? 0;
      return { date, ...NO_COUNTS, ...day, active: running };
    });
    const [expiringIn7Days, expiringIn14Days, plans, branches] = await Promise.all([
      this.lives.count({ ...branch, open: true, endDay: { $gte: today, $lte: addDays(today, 6) } }),
      this.lives.count({ ...branch, open: true, endDay: { $gte: today, $lte: addDays(today, 13) } }),
      namesOf(
        REPORT_MEMBERSHIP_PLAN_NAMES.reader(this.store),
        byPlan.rows().map((row) => row.key),
      ),
      namesOf(
        REPORT_MEMBERSHIP_BRANCH_NAMES.reader(this.store),
        byBranch.rows().map((row) => row.key),
      ),
    ]);
    const [beforeEnd, yearBeforeEnd] = marks.map((mark) => mark.active);
    return {
      period,
      active,
      growth: { previousPeriod: growth(active, beforeEnd ?? 0), previousYear: growth(active, yearBeforeEnd ?? 0) },
      ...totals,
      movement: { start, added, lost, end: active },
      churnRate: start === 0 ? null : Math.round((lost / start) * 1000) / 10,
      expiringIn7Days,
      expiringIn14Days,
      byDay,
      byPlan: byPlan.rows().map(({ key, ...row }) => ({ planId: key, planName: plans.get(key) ?? null, ...row })),
      byBranch: byBranch.rows().map(({ key, ...row }) => ({
        branchId: key,
        branchName: key === null ? null : (branches.get(key) ?? null),
        ...row,
      })),
    };
  }
}
