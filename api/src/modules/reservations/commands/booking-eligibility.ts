import { Injectable } from '@nestjs/common';
import type { ClassScheduleSlot, MessageKey } from '@boxstudio/contracts';
import { Claims } from '../../../platform/claims/claims.js';
import { StudioCalendar, type InstantRange } from '../../../platform/time/studio-calendar.js';
import { notFound } from '../../../platform/domain/domain-error.js';
import { PersonLog } from '../../accounts/index.js';
import { ClassLog, type ClassFacts } from '../../classes/index.js';
import { monthKey, monthlyClasses, sampleClasses } from '../domain/booking-claims.js';
import { clientRefusals, type BookingWindow } from '../domain/booking-window.js';
import type { BookingQuota } from '../domain/reservation.events.js';
import { MembershipCover } from '../queries/membership-cover.js';
import { ReservationHolds, UNLIMITED, type HoldLimits } from './reservation-holds.js';

const KEPT_DAYS = 4096;

export type LiveClass = Exclude<ClassFacts, { status: 'deleted' }>;

export interface BookingCase {
  readonly cls: LiveClass;
  readonly userId: string;
  readonly clientActive: boolean;
  readonly startTime: string;
  readonly now: Date;
  /** A client booking for itself: the rules refuse. Staff booking for a client: they only warn. */
  readonly byClient: boolean;
}

/** What the rules say of a booking: what they would refuse it for, what it counts against, the limits of its holds. */
export interface Verdict {
  readonly reasons: MessageKey[];
  readonly quota: BookingQuota | null;
  readonly limits: Omit<HoldLimits, 'capacity'>;
  /** Where the booking falls and the facts the decider judges it by (booking-window.ts). */
  readonly window: BookingWindow;
}

/**
 * CONTRACT "Where a booking may fall" and "Who may book": a client books future occurrences of the
 * class's timetable, with an ACTIVE membership covering the studio day, within its plan's classes
 * per studio month; the sample class needs none and is booked once. The month and the sample are
 * counted by claims (reservation-holds.ts), so the limits hold under concurrency; `reasons` only
 * reads their holders when `counting` (the availability's warning).
 */
@Injectable()
export class BookingEligibility {
  private readonly days = new Map<string, InstantRange>();

  constructor(
    private readonly calendar: StudioCalendar,
    private readonly cover: MembershipCover,
    private readonly claims: Claims,
    private readonly holds: ReservationHolds,
    private readonly classes: ClassLog,
    private readonly people: PersonLog,
  ) {}

  /**
   * The availability's answer for a person: could they book this occurrence for themself, and if
   * not, every rule that says no (staff booking for them see it as a warning).
   */
  async forPerson(
    classId: string,
    userId: string,
    startTime: string,
    now: Date,
  ): Promise<{ eligible: boolean; reasons: MessageKey[] }> {
    const [cls, person] = await Promise.all([this.classes.current(classId), this.people.current(userId)]);
    if (!cls || cls.status === 'deleted') throw notFound('CLASS.NOT_FOUND');
    if (!person || person.status === 'deleted') throw notFound('RESERVATION.CLIENT_NOT_FOUND');
    const { reasons } = await this.judge(
      { cls, userId, clientActive: person.status === 'active', startTime, now, byClient: true },
      true,
    );
    return { eligible: reasons.length === 0, reasons };
  }

  async judge(booking: BookingCase, counting = false): Promise<Verdict> {
    const { cls, userId, startTime, now, byClient } = booking;
    const reasons: MessageKey[] = [];
    if (cls.status !== 'active') reasons.push('RESERVATION.CLASS_INACTIVE');
    if (!booking.clientActive) reasons.push('RESERVATION.CLIENT_INACTIVE');
    // Staff booking need only the quota: the timetable's studio-time arithmetic is spared them.
    const slotEnd = byClient || counting ? this.slotEnd(cls.schedules, startTime) : null;
    const sampleClass = cls.isSampleClass;
    const cover = sampleClass ? null : await this.cover.during(userId, this.dayOf(startTime));
    const window = {
      byClient,
      startTime,
      now: now.toISOString(),
      slotEnd,
      sampleClass,
      membershipCovers: cover !== null,
    };
    reasons.push(...clientRefusals(window));
    if (sampleClass) {
      if (counting && (await this.claims.holders(sampleClasses, userId)).length > 0)
        reasons.push('RESERVATION.SAMPLE_USED');
      return { reasons, quota: 'sample', limits: { monthly: UNLIMITED, sample: byClient ? 1 : UNLIMITED }, window };
    }
    const max = cover?.maxClasses ?? null;
    if (max === null) return { reasons, quota: null, limits: { monthly: UNLIMITED, sample: UNLIMITED }, window };
    if (
      counting &&
      (await this.claims.holders(monthlyClasses, monthKey(userId, this.holds.monthOf(startTime)))).length >= max
    )
      reasons.push('RESERVATION.MONTHLY_LIMIT');
    return { reasons, quota: 'monthly', limits: { monthly: byClient ? max : UNLIMITED, sample: UNLIMITED }, window };
  }

  /**
   * The studio day an occurrence falls on; kept per start, since the zone arithmetic costs more than the rest
   * of a booking's checks.
   */
  private dayOf(startTime: string): InstantRange {
    let day = this.days.get(startTime);
    if (!day) {
      if (this.days.size >= KEPT_DAYS) this.days.clear();
      day = this.calendar.day(this.calendar.dayOf(new Date(startTime)));
      this.days.set(startTime, day);
    }
    return day;
  }

  /**
   * The end of the timetable's occurrence starting at `startTime` (studio time), or null when the timetable
   * has none.
   */
  slotEnd(schedules: readonly ClassScheduleSlot[], startTime: string): string | null {
    const day = this.calendar.dayOf(new Date(startTime));
    const weekday = this.calendar.weekdayOf(day);
    const slot = schedules.find(
      (each) => each.dayOfWeek === weekday && this.calendar.at(day, each.startTime).toISOString() === startTime,
    );
    return slot ? this.calendar.at(day, slot.endTime).toISOString() : null;
  }
}
