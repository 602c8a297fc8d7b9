import { DateTime } from 'luxon';
import { clockOf, isoDayOf, typedDayOf, type DateTimeText } from '../../components/admin/date-time-field';
import { currentLocale } from '../../lib/format';
import { formatStudioShortDay, STUDIO_ZONE, studioClock, studioDayOf } from '../../lib/studio-time';

/**
 * A reservation's times are the studio's (CONTRACT.md, Time): typed and shown on the studio's
 * clock whatever the browser's own, and UTC on the wire.
 */

/** The instant a typed date and time name on the studio's clock; null while incomplete or not a real date. */
export function studioInstantOf({ date, time }: DateTimeText): Date | null {
  const day = isoDayOf(date);
  const clock = clockOf(time);
  if (day === '' || clock === '') return null;
  const instant = DateTime.fromISO(`${day}T${clock}`, { zone: STUDIO_ZONE });
  return instant.isValid ? instant.toJSDate() : null;
}

/** An instant as the date-time field types it, on the studio's clock. */
export function studioTextOf(instant: string | Date): DateTimeText {
  const iso = instant instanceof Date ? instant.toISOString() : instant;
  return { date: typedDayOf(studioDayOf(iso)), time: studioClock(iso) };
}

/** "30 nov 2026" on the studio's calendar. */
export function formatStudioDate(instant: string, language: string): string {
  return formatStudioShortDay(studioDayOf(instant), currentLocale(language), true);
}

/** "30 nov 2026, 18:00" on the studio's clock. */
export function formatStudioDateTime(instant: string, language: string): string {
  return `${formatStudioDate(instant, language)}, ${studioClock(instant)}`;
}
