import type { StudioDayMath } from '@boxstudio/contracts';
import { DateTime, IANAZone } from 'luxon';

/** The studio's zone when `STUDIO_TZ` is not set (CONTRACT.md, Time). */
export const DEFAULT_STUDIO_TZ = 'America/Mexico_City';

/** A studio-time calendar day, `YYYY-MM-DD`. */
export type StudioDay = string;

/** A span of instants: `from` included, `to` excluded. */
export interface InstantRange {
  readonly from: Date;
  readonly to: Date;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isStudioZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/**
 * The studio's calendar: "today", "this week" (Monday to Sunday), "this month", a `?date=` day and
 * a timetable's "HH:MM" are studio-time notions; the wire stays UTC. Every conversion goes
 * through luxon's zone rules (daylight saving included), never through offsets worked out by hand.
 */
export class StudioCalendar {
  constructor(readonly zone: string = DEFAULT_STUDIO_TZ) {
    if (!isStudioZone(zone)) throw new Error(`Unknown time zone "${zone}"`);
  }

  /** The studio day an instant falls on. */
  dayOf(instant: Date): StudioDay {
    return this.local(instant).toISODate() ?? '';
  }

  /** The studio day and clock time of an instant, `YYYY-MM-DD HH:MM` (24 h): how a text names a class's start. */
  minuteOf(instant: Date): string {
    return this.local(instant).toFormat('yyyy-MM-dd HH:mm');
  }

  /** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
  isDay(day: string): boolean {
    return DAY_PATTERN.test(day) && DateTime.fromISO(day, { zone: this.zone }).isValid;
  }

  /** The instants of one studio day (23 or 25 hours long on a change of clocks). */
  day(day: StudioDay): InstantRange {
    const start = this.startOf(day);
    return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
  }

  today(now: Date): InstantRange {
    return this.span(now, 'day');
  }

  /** Monday 00:00 to the next Monday 00:00, studio time. */
  week(now: Date): InstantRange {
    return this.span(now, 'week');
  }

  month(now: Date): InstantRange {
    return this.span(now, 'month');
  }

  /** The instant a studio day's "HH:MM" names. */
  at(day: StudioDay, time: string): Date {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return this.startOf(day).set({ hour, minute }).toJSDate();
  }

  /** 0 = Sunday ... 6 = Saturday, as a timetable's `dayOfWeek`. */
  weekdayOf(day: StudioDay): number {
    return this.startOf(day).weekday % 7;
  }

  /** The day `days` after (or before, when negative) a studio day. */
  addDays(day: StudioDay, days: number): StudioDay {
    return this.startOf(day).plus({ days }).toISODate() ?? day;
  }

  /** The Monday of the studio week a day falls in. */
  mondayOf(day: StudioDay): StudioDay {
    return this.startOf(day).startOf('week').toISODate() ?? day;
  }

  /** The instant `days` studio days after another, at the same studio clock time (daylight saving kept). */
  plusDays(instant: Date, days: number): Date {
    return this.local(instant).plus({ days }).toJSDate();
  }

  /** The instant `months` calendar months after another: 31 January + 1 month is the last day of February. */
  plusMonths(instant: Date, months: number): Date {
    return this.local(instant).plus({ months }).toJSDate();
  }

  /** Whole studio days from the day of `from` to the day of `to` (negative when `to` is earlier). */
  daysBetween(from: Date, to: Date): number {
    return Math.round(this.local(to).startOf('day').diff(this.local(from).startOf('day'), 'days').days);
  }

  /** The same arithmetic on ISO strings, as the shared business rules (contracts) count. */
  readonly math: StudioDayMath = {
    plusDays: (instant, days) => this.plusDays(new Date(instant), days).toISOString(),
    plusMonths: (instant, months) => this.plusMonths(new Date(instant), months).toISOString(),
    daysBetween: (from, to) => this.daysBetween(new Date(from), new Date(to)),
  };

  private span(now: Date, unit: 'day' | 'week' | 'month'): InstantRange {
    const start = this.local(now).startOf(unit);
    return { from: start.toJSDate(), to: start.plus({ [`${unit}s`]: 1 }).toJSDate() };
  }

  private startOf(day: StudioDay): DateTime {
    const start = DateTime.fromISO(day, { zone: this.zone }).startOf('day');
    if (!start.isValid) throw new Error(`Not a calendar day: "${day}"`);
    return start;
  }

  private local(instant: Date): DateTime {
    return DateTime.fromJSDate(instant, { zone: this.zone });
  }
}
