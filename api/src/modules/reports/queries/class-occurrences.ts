import type { ReportClassDoc } from '../projections/class-docs.js';
import { daysOf } from './report-period.js';
import type { StudioClock } from './studio-clock.js';

/** An occurrence the timetable offered: its class and start instant. */
export interface OfferedOccurrence {
  readonly classId: string;
  readonly startTime: string;
  readonly day: string;
  /** `HH` on the studio's clock: the timetable's own hour. */
  readonly hour: string;
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
}

/** Whether a class offered occurrences on a day: created by then, not deleted, not deactivated. */
function runsOn(cls: ReportClassDoc, day: string): boolean {
  if (day < cls.createdDay || (cls.deletedDay !== null && day >= cls.deletedDay)) return false;
  return !cls.inactive.some((stretch) => stretch.from <= day && (stretch.to === null || day <= stretch.to));
}

/**
 * Every occurrence the classes' timetables offered over the period's days, booked or not: each
 * day takes the timetable in force that day (the last one set on or before it), as the log says now.
 */
export function offeredOccurrences(
  classes: readonly ReportClassDoc[],
  period: { startDate: string; days: number },
  clock: StudioClock,
): OfferedOccurrence[] {
  const offered: OfferedOccurrence[] = [];
  for (const day of daysOf(period)) {
    const weekday = clock.weekdayOf(day);
    // Classes share their hours: each day's instant of an "HH:MM" is worked out once.
    const instants = new Map<string, string>();
    const at = (time: string): string => {
      let instant = instants.get(time);
      if (instant === undefined) instants.set(time, (instant = clock.at(day, time)));
      return instant;
    };
    for (const cls of classes) {
      if (!runsOn(cls, day)) continue;
      const timetable = [...cls.timetables].reverse().find((version) => version.from <= day);
      for (const slot of timetable?.slots ?? [])
        if (slot.dayOfWeek === weekday)
          offered.push({
            classId: cls._id,
            day,
            startTime: at(slot.startTime),
            hour: slot.startTime.slice(0, 2),
            weekday,
          });
    }
  }
  return offered;
}
