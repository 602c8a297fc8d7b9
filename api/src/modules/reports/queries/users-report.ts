import { Inject, Injectable } from '@nestjs/common';
import { AT_RISK_DAYS, type AtRiskClient, type ReportPeriod, type UsersReport } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import {
  REPORT_BOOKINGS,
  REPORT_CLIENTS,
  type ReportBookingDoc,
  type ReportClientDoc,
} from '../projections/client-docs.js';
import { MEMBERSHIP_LIVES, type MembershipLifeDoc } from '../projections/membership-buckets.js';
import { REPORT_CLIENT_BRANCH_NAMES } from '../projections/report-names.js';
import { addDays, daysOf, growth, periodYearBefore, previousPeriod } from './report-period.js';
import { namesOf } from './report-names-of.js';

const AT_RISK_LISTED = 50;

const joinedIn = (period: ReportPeriod): Filter => ({
  isClient: true,
  joinedDay: { $gte: period.startDate, $lte: period.endDate },
  ...(period.branchId === null ? {} : { branchId: period.branchId }),
});

/** The users report (docs/metrics.md, "Clients"): new clients from the clients read model, the rest as of today. */
@Injectable()
export class UsersReports {
  private readonly clients: View<ReportClientDoc>;
  private readonly bookings: View<ReportBookingDoc>;
  private readonly lives: View<MembershipLifeDoc>;

  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {
    this.clients = new View(store, REPORT_CLIENTS);
    this.bookings = new View(store, REPORT_BOOKINGS);
    this.lives = new View(store, MEMBERSHIP_LIVES);
  }

  async report(period: ReportPeriod, now: Date, calendar: StudioCalendar): Promise<UsersReport> {
    const branch: Filter = period.branchId === null ? {} : { branchId: period.branchId };
    const [joined, before, yearBefore, totalClients, activeClients] = await Promise.all([
      this.clients.find(joinedIn(period), { joinedDay: 1 }),
      this.clients.count(joinedIn(previousPeriod(period))),
      this.clients.count(joinedIn(periodYearBefore(period))),
      this.clients.count({ ...branch, isClient: true }),
      this.clients.count({ ...branch, isClient: true, isActive: true }),
    ]);
    const perDay = new Map<string, number>();
    const perBranch = new Map<string | null, number>();
    for (const client of joined) {
      const day = client.joinedDay ?? '';
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      perBranch.set(client.branchId, (perBranch.get(client.branchId) ?? 0) + 1);
    }
    const days = daysOf(period);
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];
    const branchNames = await namesOf(REPORT_CLIENT_BRANCH_NAMES.reader(this.store), [...perBranch.keys()]);
    const members = await this.withActiveMembership(calendar.dayOf(now), branch);
    const atRisk = await this.atRisk(members, now, calendar);
    return {
      period,
      newClients: joined.length,
      growth: { previousPeriod: growth(joined.length, before), previousYear: growth(joined.length, yearBefore) },
      byDay: days.map((date) => ({ date, newClients: perDay.get(date) ?? 0 })),
      byMonth: months.map((month) => ({
        month,
        newClients: days.filter((day) => day.startsWith(month)).reduce((sum, day) => sum + (perDay.get(day) ?? 0), 0),
      })),
      byBranch: [...perBranch.entries()]
        .map(([branchId, newClients]) => ({
          branchId,
          branchName: branchId === null ? null : (branchNames.get(branchId) ?? null),
          newClients,
        }))
        .sort((a, b) => b.newClients - a.newClients),
      totalClients,
      activeClients,
      withActiveMembership: members.size,
      atRisk: atRisk.length,
      atRiskClients: atRisk.slice(0, AT_RISK_LISTED),
    };
  }

  /**
   * Active clients whose membership covers today (its current term's first and last day), with the
   * day that term started and its last day: a term younger than 14 days is not yet at risk.
   */
  private async withActiveMembership(
    today: string,
    branch: Filter,
  ): Promise<Map<string, { termStart: string; activeUntil: string }>> {
    const lives = await this.lives.find({ ...branch, open: true, endDay: { $gte: today } }, { endDay: 1 });
    const members = new Map<string, { termStart: string; activeUntil: string }>();
    for (const { userId, life } of lives) {
      const span = life.spans.find((candidate) => candidate.from <= today && candidate.to >= today);
      if (!span) continue;
      // The term runs back through spans that follow one another without a gap (a plan change).
      let termStart = span.from;
      for (const earlier of [...life.spans].reverse())
        if (earlier.to >= addDays(termStart, -1) && earlier.from < termStart) termStart = earlier.from;
      const held = members.get(userId);
      if (!held || held.activeUntil < span.to) members.set(userId, { termStart, activeUntil: span.to });
    }
    const clients = await this.clients.find(
      { _id: { $in: [...members.keys()] }, isClient: true, isActive: true },
      { _id: 1 },
    );
    const kept = new Set(clients.map((client) => client._id));
    return new Map([...members].filter(([userId]) => kept.has(userId)));
  }

  /** Members with no class attended in the last 14 days, whose term is at least that old; longest absent first. */
  private async atRisk(
    members: ReadonlyMap<string, { termStart: string; activeUntil: string }>,
    now: Date,
    calendar: StudioCalendar,
  ): Promise<AtRiskClient[]> {
    const today = calendar.dayOf(now);
    const since = calendar.day(addDays(today, -AT_RISK_DAYS)).from.toISOString();
    const candidates = [...members].filter(([, term]) => term.termStart <= addDays(today, -AT_RISK_DAYS));
    if (candidates.length === 0) return [];
    // Who came in the last 14 days: a bounded read of the visits index, whatever the history's length.
    const recent = await this.bookings.find(
      { attended: true, startTime: { $gte: since, $lte: now.toISOString() } },
      { startTime: 1 },
    );
    const cameRecently = new Set(recent.map((visit) => visit.userId));
    const absent = candidates.filter(([userId]) => !cameRecently.has(userId));
    // The last visit of each client at risk, one indexed read each.
    const lastVisit = new Map<string, string>();
    await Promise.all(
      absent.map(async ([userId]) => {
        const last = await this.bookings.readOne(
          { userId, attended: true, startTime: { $lte: now.toISOString() } },
          (visit) => visit.startTime,
          { startTime: -1 },
        );
        if (last !== null) lastVisit.set(userId, last);
      }),
    );
    const people = new Map(
      (await this.clients.find({ _id: { $in: absent.map(([userId]) => userId) } }, { _id: 1 })).map((c) => [c._id, c]),
    );
    return absent
      .map(([userId, term]) => ({
        id: userId,
        name: people.get(userId)?.name ?? '',
        email: people.get(userId)?.email ?? '',
        lastVisitAt: lastVisit.get(userId) ?? null,
        activeUntil: term.activeUntil,
      }))
      .sort((a, b) => (a.lastVisitAt ?? '').localeCompare(b.lastVisitAt ?? '') || a.name.localeCompare(b.name));
  }
}
