import { frozenEnd as frozenEndRule, renewedEnd as renewedEndRule } from '@boxstudio/contracts';
import { DateTime } from 'luxon';
import { isoDayOf, typedDayOf } from '../../components/admin/date-time-field';
import { STUDIO_ZONE, studioDayMath } from '../../lib/studio-time';

/**
 * A membership's dates are studio days (CONTRACT.md, Time): typed and shown on the studio's
 * calendar whatever the browser's clock, and sent as the UTC instant that day starts.
 * The server derives the end; the previews here run its own rules (contracts) so the dialogs can say it first.
 */

const studio = (instant: string | Date) =>
  (instant instanceof Date ? DateTime.fromJSDate(instant) : DateTime.fromISO(instant)).setZone(STUDIO_ZONE);

/** The instant a typed "dd/mm/aaaa" studio day starts (ISO, UTC); null while it names no real day. */
export function studioDayStart(typed: string): string | null {
  const day = isoDayOf(typed);
  return day === '' ? null : DateTime.fromISO(day, { zone: STUDIO_ZONE }).startOf('day').toUTC().toISO();
}

/** An instant as the day field types it: its studio day, "dd/mm/aaaa". */
export function typedStudioDay(instant: string | Date): string {
  return typedDayOf(studio(instant).toISODate() ?? '');
}

/** Spec §9: end = start + the plan's duration in days (studio calendar, same clock time). */
export function endAfterDays(start: string, days: number): string {
  return studioDayMath.plusDays(start, days);
}

/** CONTRACT.md: a renewal moves the end by calendar months, from now when it has already passed. */
export function renewedEnd(end: string, months: number, now: Date = new Date()): string {
  return renewedEndRule(end, months, now.toISOString(), studioDayMath);
}

/** Whole studio days from the day of `from` to the day of `to`. */
export function studioDaysBetween(from: string, to: string): number {
  return studioDayMath.daysBetween(from, to);
}

/** CONTRACT.md: a freeze pushes the end by the days frozen, from today to the day it resumes. */
export function frozenEnd(end: string, freezeUntil: string, now: Date = new Date()): string {
  return frozenEndRule(end, freezeUntil, now.toISOString(), studioDayMath);
}
