import { DateTime } from 'luxon';
import { STUDIO_ZONE, studioClock, studioDayOf } from '../../lib/studio-time';
import { clockOf, isoDayOf, typedDayOf, type DateTimeText } from './date-time-field';

/**
 * The date-time field on the studio's clock (CONTRACT.md, Time): a reservation's start or a
 * payment's date is typed and shown in studio time whatever the browser's own, UTC on the wire.
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
