import { mondayOf, type StudioDay } from '../../lib/studio-time';

/**
 * A studio week of a report's days: Monday to Sunday, as the studio's weeks run. `week` is its Monday;
 * `from` and `to` are the first and last of its days the period holds (a period may begin or end
 * mid-week, and then its first or last week is partial).
 */
export interface StudioWeek<Sum> {
  readonly week: StudioDay;
  readonly from: StudioDay;
  readonly to: StudioDay;
  readonly sum: Sum;
}

/**
 * A report's days added up by studio week (the API has no weekly table), with `add` from `none`;
 * weeks in order, whatever the order of the days.
 */
export function byStudioWeek<Day extends { readonly date: StudioDay }, Sum>(
  days: readonly Day[],
  none: Sum,
  add: (sum: Sum, day: Day) => Sum,
): StudioWeek<Sum>[] {
  const weeks = new Map<StudioDay, { sum: Sum; from: StudioDay; to: StudioDay }>();
  for (const day of days) {
    const monday = mondayOf(day.date);
    const week = weeks.get(monday) ?? { sum: none, from: day.date, to: day.date };
    weeks.set(monday, {
      sum: add(week.sum, day),
      from: day.date < week.from ? day.date : week.from,
      to: day.date > week.to ? day.date : week.to,
    });
  }
  return [...weeks]
    .sort(([one], [other]) => one.localeCompare(other))
    .map(([week, { sum, from, to }]) => ({ week, from, to, sum }));
}
