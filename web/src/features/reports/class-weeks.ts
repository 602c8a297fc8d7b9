import type { ClassFigures } from '@boxstudio/contracts';
import { mondayOf, type StudioDay } from '../../lib/studio-time';

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

const added = (sum: Counts, day: Counts): Counts => ({
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
  const weeks = new Map<StudioDay, { counts: Counts; from: StudioDay; to: StudioDay }>();
  for (const day of days) {
    const monday = mondayOf(day.date);
    const week = weeks.get(monday) ?? { counts: NONE, from: day.date, to: day.date };
    weeks.set(monday, {
      counts: added(week.counts, day),
      from: day.date < week.from ? day.date : week.from,
      to: day.date > week.to ? day.date : week.to,
    });
  }
  return [...weeks]
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([week, { counts, from, to }]) => ({
      week,
      from,
      to,
      ...counts,
      fillRate: rate(counts.booked, counts.capacity),
      attendanceRate: rate(counts.attended, counts.pastBooked),
    }));
}
