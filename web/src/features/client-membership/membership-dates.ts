import { currentLocale } from '../../lib/format';
import { formatStudioShortDay, studioClock, studioDayOf } from '../../lib/studio-time';

/** "30 nov 2026": the studio day an instant falls on (a membership's dates are studio days). */
export function formatDay(instant: string, language: string): string {
  return formatStudioShortDay(studioDayOf(instant), currentLocale(language), true);
}

/** "30 nov 2026, 18:05" on the studio's 24-hour clock: when a payment was made. */
export function formatDayTime(instant: string, language: string): string {
  return `${formatDay(instant, language)}, ${studioClock(instant)}`;
}
