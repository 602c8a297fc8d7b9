import type { StudioDayMath } from '@boxstudio/contracts';
import { DateTime } from 'luxon';
import { currentLocale } from './format';

/** The studio's zone when the page names none (a development server) or names one this browser does not know. */
const DEFAULT_STUDIO_ZONE = 'America/Mexico_City';

/** The zone the serving API counts the studio's days in, as index.html names it (`STUDIO_TZ` on the server). */
function zoneOfPage(): string {
  const named =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="boxstudio-studio-zone"]')?.getAttribute('content');
  if (!named) return DEFAULT_STUDIO_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: named });
    return named;
  } catch {
    return DEFAULT_STUDIO_ZONE;
  }
}

/**
 * The studio's zone (CONTRACT.md, Time), read from the page the server sent. Timetables, "today"
 * and a week are studio-time notions: a class at 07:00 in Mexico City reads 07:00 wherever the
 * visitor's own clock is.
 */
export const STUDIO_ZONE = zoneOfPage();

/** A studio-time calendar day, `YYYY-MM-DD`, as the API's `?from=` and `?date=` take it. */
export type StudioDay = string;

const instantOf = (instant: string | Date): DateTime =>
  (instant instanceof Date ? DateTime.fromJSDate(instant) : DateTime.fromISO(instant)).setZone(STUDIO_ZONE);
const startOf = (day: StudioDay): DateTime => DateTime.fromISO(day, { zone: STUDIO_ZONE }).startOf('day');
const isoDay = (value: DateTime, fallback: StudioDay): StudioDay => value.toISODate() ?? fallback;

const iso = (value: DateTime, fallback: string): string => value.toUTC().toISO() ?? fallback;

/** The studio calendar the shared business rules (contracts) count in, as the server's does. */
export const studioDayMath: StudioDayMath = {
  plusDays: (instant, days) => iso(instantOf(instant).plus({ days }), instant),
  plusMonths: (instant, months) => iso(instantOf(instant).plus({ months }), instant),
  daysBetween: (from, to) => Math.round(instantOf(to).startOf('day').diff(instantOf(from).startOf('day'), 'days').days),
};

/** The studio day it is now. */
export function studioToday(now: Date = new Date()): StudioDay {
  return isoDay(instantOf(now), '');
}

/** The studio day a UTC instant falls on. */
export function studioDayOf(instant: string): StudioDay {
  return isoDay(instantOf(instant), '');
}

/** The day `days` after (before, when negative) a studio day. */
export function addStudioDays(day: StudioDay, days: number): StudioDay {
  return isoDay(startOf(day).plus({ days }), day);
}

/** The first day of the studio month a day falls in: a month-to-date period's start. */
export function studioMonthStart(day: StudioDay): StudioDay {
  return isoDay(startOf(day).startOf('month'), day);
}

/** The Monday of the studio week a day falls in (a studio's week runs Monday to Sunday). */
export function mondayOf(day: StudioDay): StudioDay {
  return isoDay(startOf(day).startOf('week'), day);
}

/** `count` consecutive studio days from `from`. */
export function studioDays(from: StudioDay, count: number): StudioDay[] {
  return Array.from({ length: count }, (_, index) => addStudioDays(from, index));
}

/** An instant's studio clock time, 24-hour in every language ("18:05"). */
export function studioClock(instant: string): string {
  return instantOf(instant).toFormat('HH:mm');
}

/** A studio day's name: "lunes, 30 nov" (with `withYear`: "lunes, 30 nov 2026"). */
export function formatStudioDay(day: StudioDay, locale: string, withYear = false): string {
  return startOf(day)
    .setLocale(locale)
    .toLocaleString({ weekday: 'long', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });
}

/** A short day for a range's ends: "30 nov" (with `withYear`: "30 nov 2026"). */
export function formatStudioShortDay(day: StudioDay, locale: string, withYear = false): string {
  return startOf(day)
    .setLocale(locale)
    .toLocaleString({ day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) });
}

/** Items grouped by the studio day their `startTime` falls on, for each of `days` (empty days kept). */
export function byStudioDay<T extends { readonly startTime: string }>(
  items: readonly T[],
  days: readonly StudioDay[],
): Map<StudioDay, T[]> {
  const grouped = new Map<StudioDay, T[]>(days.map((day) => [day, []]));
  for (const item of items) grouped.get(studioDayOf(item.startTime))?.push(item);
  return grouped;
}

/** True once the instant has passed: a class that has started can no longer be booked. */
export function hasStarted(instant: string, now: number = Date.now()): boolean {
  return Date.parse(instant) <= now;
}

/** "30 nov 2026": the studio day an instant falls on, in the page's language. */
export function formatStudioDate(instant: string, language: string): string {
  return formatStudioShortDay(studioDayOf(instant), currentLocale(language), true);
}

/** "30 nov 2026, 18:05" on the studio's 24-hour clock. */
export function formatStudioDateTime(instant: string, language: string): string {
  return `${formatStudioDate(instant, language)}, ${studioClock(instant)}`;
}

/**
 * A calendar date that is not an instant (a birthday): the day it names, in any zone. `1990-05-12` or
 * `1990-05-12T00:00:00.000Z` is the 12th, where reading it as an instant in Mexico City would give the 11th.
 */
export function formatCalendarDate(value: string, language: string): string {
  return formatStudioShortDay(value.slice(0, 10), currentLocale(language), true);
}

/** The instant a studio day starts at, UTC ISO (a day filter's `from`). */
export function studioDayStartsAt(day: StudioDay): string {
  return startOf(day).toUTC().toISO() ?? '';
}

/** The instant the next studio day starts at: an exclusive `to` that still takes the whole day in. */
export function studioDayEndsAt(day: StudioDay): string {
  return startOf(day).plus({ days: 1 }).toUTC().toISO() ?? '';
}
