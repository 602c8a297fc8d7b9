import { DateTime } from 'luxon';
import type { ClassOccurrenceDto, ClassScheduleSlot } from '@boxstudio/contracts';
import { addStudioDays, mondayOf, STUDIO_ZONE, studioClock, studioToday, type StudioDay } from '../../lib/studio-time';

/** Staff may record a booking up to this many days back (CONTRACT.md: where a booking may fall). */
export const STAFF_DAYS_BACK = 7;
const DAY_MS = 86_400_000;

/**
 * Whether an occurrence is one of its class's weekly timetable: the occurrences list also shows
 * staff the sessions they booked outside it, which the booking dialog names as such.
 */
export function isOnTimetable(startTime: string, schedules: readonly ClassScheduleSlot[]): boolean {
  // Luxon counts Monday 1 to Sunday 7; the timetable Sunday 0 to Saturday 6.
  const dayOfWeek = DateTime.fromISO(startTime).setZone(STUDIO_ZONE).weekday % 7;
  const clock = studioClock(startTime);
  return schedules.some((slot) => slot.dayOfWeek === dayOfWeek && slot.startTime === clock);
}

/** Further back than staff may record: the API would refuse it ('Solo se puede registrar … 7 días atrás'). */
export function isTooFarBack(occurrence: Pick<ClassOccurrenceDto, 'startTime'>, now = Date.now()): boolean {
  return Date.parse(occurrence.startTime) < now - STAFF_DAYS_BACK * DAY_MS;
}

/** The first Monday the booking dialog's week may go back to: the week holding the oldest day staff may record. */
export function earliestMonday(today: StudioDay = studioToday()): StudioDay {
  return mondayOf(addStudioDays(today, -STAFF_DAYS_BACK));
}
