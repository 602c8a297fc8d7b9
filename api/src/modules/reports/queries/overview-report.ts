import { Inject, Injectable } from '@nestjs/common';
import type { OverviewReport, ReportPeriod } from '@boxstudio/contracts';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import {
  REPORT_CLASS_BOOKINGS,
  REPORT_CLASSES,
  REPORT_OCCURRENCES,
  type ReportClassBookingDoc,
  type ReportClassDoc,
  type ReportOccurrenceDoc,
} from '../projections/class-docs.js';
import { MEMBERSHIP_LIVES, type MembershipLifeDoc } from '../projections/membership-buckets.js';
import { MembershipsReports } from './memberships-report.js';
import { addDays, daysIn, growth, previousPeriod } from './report-period.js';
import { RevenueReports } from './revenue-report.js';
import { UsersReports } from './users-report.js';

const HELD = { $in: ['PENDING', 'CONFIRMED'] };

/** The same days of the month before (the 31st of a 30-day month becomes its 30th). */
function lastMonthToDate(monthStart: string, today: string): { startDate: string; endDate: string } {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const lastDay = addDays(monthStart, -1);
  const sameDay = addDays(previous, daysIn(monthStart, today) - 1);
  return { startDate: previous, endDate: sameDay < lastDay ? sameDay : lastDay };
}

/**
 * The overview (docs/metrics.md, "Overview"): the other reports' headline figures for the period,
 * and today's bookings and this month's revenue, in one answer for the admin dashboard.
 */
@Injectable()
export class OverviewReports {
  private readonly classes: View<ReportClassDoc>;
  private readonly occurrences: View<ReportOccurrenceDoc>;
  private readonly bookings: View<ReportClassBookingDoc>;
  private readonly lives: View<MembershipLifeDoc>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    private readonly revenue: RevenueReports,
    private readonly memberships: MembershipsReports,
    private readonly users: UsersReports,
  ) {
    this.classes = new View(store, REPORT_CLASSES);
    this.occurrences = new View(store, REPORT_OCCURRENCES);
    this.bookings = new View(store, REPORT_CLASS_BOOKINGS);
    this.lives = new View(store, MEMBERSHIP_LIVES);
  }

  async report(period: ReportPeriod, now: Date, calendar: StudioCalendar): Promise<OverviewReport> {
    const today = calendar.dayOf(now);
    const [revenue, memberships, users, classes] = await Promise.all([
      this.revenue.report(period),
      this.memberships.report(period, today),
      this.users.report(period, now, calendar),
      this.classes.find({}, { _id: 1 }),
    ]);
    const ofBranch = classes.filter(
      (cls) =>
        cls.deletedDay === null &&
        (period.branchId === null || cls.branchId === period.branchId || cls.branchId === null),
    );
    const active = ofBranch.filter((cls) => !cls.inactive.some((stretch) => stretch.to === null));
    const scope: Filter = period.branchId === null ? {} : { classId: { $in: ofBranch.map((cls) => cls._id) } };
    const days = (from: string, to: string): Filter => ({ ...scope, day: { $gte: from, $lte: to } });
    const previous = previousPeriod(period);
    const monthStart = `${today.slice(0, 8)}01`;
    const monday = addDays(today, -((calendar.weekdayOf(today) + 6) % 7));
    const monthEnd = addDays(
      `${new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1)).toISOString().slice(0, 10)}`,
      -1,
    );
    const lastMonth = lastMonthToDate(monthStart, today);
    const branch = { branchId: period.branchId };
    const [
      booked,
      bookedBefore,
      pending,
      confirmed,
      cancelled,
      todays,
      week,
      month,
      checkedIn,
      total,
      thisMonth,
      before,
    ] = await Promise.all([
      this.occurrences.sum('booked', days(period.startDate, period.endDate)),
      this.occurrences.sum('booked', days(previous.startDate, previous.endDate)),
      this.bookings.count({ ...days(period.startDate, period.endDate), status: 'PENDING' }),
      this.bookings.count({ ...days(period.startDate, period.endDate), status: 'CONFIRMED' }),
      this.bookings.count({ ...days(period.startDate, period.endDate), status: 'CANCELLED' }),
      this.bookings.count({ ...days(today, today), status: HELD }),
      this.bookings.count({ ...days(monday, addDays(monday, 6)), status: HELD }),
      this.bookings.count({ ...days(monthStart, monthEnd), status: HELD }),
      this.bookings.count({ ...days(today, today), status: HELD, attendance: true }),
      this.lives.count({ deleted: false, ...(period.branchId === null ? {} : { branchId: period.branchId }) }),
      this.revenue.totalCents({ ...branch, startDate: monthStart, endDate: today, days: daysIn(monthStart, today) }),
      this.revenue.totalCents({ ...branch, ...lastMonth, days: daysIn(lastMonth.startDate, lastMonth.endDate) }),
    ]);
    return {
      period,
      users: {
        total: users.totalClients,
        active: users.activeClients,
        growth: users.growth.previousPeriod,
        atRisk: users.atRisk,
      },
      classes: {
        total: ofBranch.length,
        active: active.length,
        instructors: new Set(active.map((cls) => cls.instructorId)).size,
        growth: growth(booked, bookedBefore),
      },
      reservations: {
        total: pending + confirmed + cancelled,
        pending,
        confirmed,
        cancelled,
        today: todays,
        thisWeek: week,
        thisMonth: month,
        checkedInToday: checkedIn,
      },
      memberships: {
        total,
        active: memberships.active,
        expired: memberships.expired,
        expiringIn7Days: memberships.expiringIn7Days,
        growth: memberships.growth.previousPeriod,
      },
      revenue: {
        total: revenue.totalRevenue,
        monthly: revenue.monthlyRevenue,
        growth: revenue.growth.previousPeriod,
        thisMonth: thisMonth / 100,
        lastMonthToDate: before / 100,
      },
    };
  }
}
