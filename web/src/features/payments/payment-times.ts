import { DateTime } from 'luxon';
import { clockOf, isoDayOf, typedDayOf, type DateTimeText } from '../../components/admin/date-time-field';
import { currentLocale } from '../../lib/format';
import { formatStudioShortDay, STUDIO_ZONE, studioClock, studioDayOf, type StudioDay } from '../../lib/studio-time';

/**
 * A payment's time is the studio's (CONTRACT.md, Time): typed and shown on the studio's clock
 * whatever the browser's own, and UTC on the wire.
 */

/** The instant a studio day starts at, UTC ISO (a day filter's `from`). */
export function studioDayStart(day: StudioDay): string {
  return DateTime.fromISO(day, { zone: STUDIO_ZONE }).startOf('day').toUTC().toISO() ?? '';
}

/** The instant the studio day after `day` starts at: the API's `to` is exclusive, so "until" a day includes all of it. */
export function studioDayEnd(day: StudioDay): string {
  return DateTime.fromISO(day, { zone: STUDIO_ZONE }).startOf('day').plus({ days: 1 }).toUTC().toISO() ?? '';
}

/** The instant a typed date and time name on the studio's clock; null while incomplete or not a real date. */
export function studioInstantOf({ date, time }: DateTimeText): Date | null {
  const day = isoDayOf(date);
  const clock = clockOf(time);
  if (day === '' || clock === '') return null;
  const instant = DateTime.fromISO(`${day}T${clock}`, { zone: STUDIO_ZONE });
  return instant.isValid ? instant.toJSDate() : null;
}

/** An instant as the date-time field types it, on the studio's clock. */
export function studioTextOf(instant: Date): DateTimeText {
  const iso = instant.toISOString();
  return { date: typedDayOf(studioDayOf(iso)), time: studioClock(iso) };
}

/** "30 nov 2026" on the studio's calendar. */
export function formatPaidDay(instant: string, language: string): string {
  return formatStudioShortDay(studioDayOf(instant), currentLocale(language), true);
}

/** "30 nov 2026, 18:05" on the studio's 24-hour clock. */
export function formatPaidAt(instant: string, language: string): string {
  return `${formatPaidDay(instant, language)}, ${studioClock(instant)}`;
}
