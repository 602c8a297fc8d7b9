import type { ClassFigures } from '@boxstudio/contracts';
import type { StudioDay } from '../../lib/studio-time';
import { byStudioWeek } from './studio-weeks';

/** One studio day of a classes report (`byDay`). */
export type DayFigures = ClassFigures & { readonly date: StudioDay };

/**
 * A studio week of a classes report: Monday to Sunday, as the studio's weeks run. `week` is its
 * Monday; `from` and `to` are the first and last of its days the period holds (a period may begin
 * or end mid-week, and then its first or last week is partial).
 */
export interface WeekFigures extends ClassFigures {
  readonly week: StudioDay;
  readonly from: StudioDay;
  readonly to: StudioDay;
}

type Counts = Omit<ClassFigures, 'fillRate' | 'attendanceRate'>;

const NONE: Counts = { occurrences: 0, capacity: 0, booked: 0, pastBooked: 0, attended: 0, noShows: 0 };

/** In %, one decimal, null over nothing: the API's own rounding, so a week reads as a day would. */
const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

const added = (sum: Counts, day: DayFigures): Counts => ({
  occurrences: sum.occurrences + day.occurrences,
  capacity: sum.capacity + day.capacity,
  booked: sum.booked + day.booked,
  pastBooked: sum.pastBooked + day.pastBooked,
  attended: sum.attended + day.attended,
  noShows: sum.noShows + day.noShows,
});

/**
 * The report's days added up by studio week (the API has no weekly table): the counts are summed,
 * then the rates worked out from the sums (booked ÷ capacity, attended ÷ pastBooked), never averaged
 * from the days' rates, which would weigh a day of one class as much as a day of five. Weeks in
 * order, whatever the order of the days.
 */
export function weeksOf(days: readonly DayFigures[]): WeekFigures[] {
  return byStudioWeek(days, NONE, added).map(({ week, from, to, sum }) => ({
    week,
    from,
    to,
    ...sum,
    fillRate: rate(sum.booked, sum.capacity),
    attendanceRate: rate(sum.attended, sum.pastBooked),
  }));
}
