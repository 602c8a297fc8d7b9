import type { ClassFigures } from '@boxstudio/contracts';
import { weeksOf, type DayFigures } from './class-weeks';

/** A day of the report; its own rates are whatever the API said, and the weeks must not read them. */
const day = (
  date: string,
  counts: Partial<Omit<ClassFigures, 'fillRate' | 'attendanceRate'>> = {},
  rates: Pick<ClassFigures, 'fillRate' | 'attendanceRate'> = { fillRate: 12.3, attendanceRate: 45.6 },
): DayFigures => ({
  date,
  occurrences: 0,
  capacity: 0,
  booked: 0,
  pastBooked: 0,
  attended: 0,
  noShows: 0,
  ...counts,
  ...rates,
});

describe('weeksOf', () => {
  it('adds the days up by studio week, Monday to Sunday, a Sunday closing the week before', () => {
    // Sunday, Monday, Sunday, and a Monday whose class has not started yet.
    const weeks = weeksOf([
      day('2026-03-01', { occurrences: 1, capacity: 10, booked: 4, pastBooked: 4, attended: 3, noShows: 1 }),
      day('2026-03-02', { occurrences: 2, capacity: 20, booked: 15, pastBooked: 15, attended: 12, noShows: 3 }),
      day('2026-03-08', { occurrences: 1, capacity: 20, booked: 16, pastBooked: 16, attended: 14, noShows: 2 }),
      day('2026-03-09', { occurrences: 1, capacity: 20, booked: 5 }),
    ]);
    expect(weeks.map(({ week, from, to }) => ({ week, from, to }))).toEqual([
      { week: '2026-02-23', from: '2026-03-01', to: '2026-03-01' },
      { week: '2026-03-02', from: '2026-03-02', to: '2026-03-08' },
      { week: '2026-03-09', from: '2026-03-09', to: '2026-03-09' },
    ]);
    expect(weeks[1]).toMatchObject({
      occurrences: 3,
      capacity: 40,
      booked: 31,
      pastBooked: 31,
      attended: 26,
      noShows: 5,
    });
  });

  it('works the rates out from the sums, one decimal as the API rounds, never averaging the days', () => {
    // Days of 50% and 100%: the week is 11 of 20 places (55%), not their mean (75%).
    const [week] = weeksOf([
      day(
        '2026-03-02',
        { occurrences: 1, capacity: 2, booked: 1, pastBooked: 1, attended: 1 },
        { fillRate: 50, attendanceRate: 100 },
      ),
      day('2026-03-03', { occurrences: 1, capacity: 18, booked: 10, pastBooked: 2, attended: 1, noShows: 1 }),
    ]);
    expect(week?.fillRate).toBe(55);
    // 2 of 3 booked who came: 66.666…% is 66.7%.
    expect(week?.attendanceRate).toBe(66.7);
  });

  it('gives no rate over nothing: a week without places, or without a booking of a class started', () => {
    const [empty, future] = weeksOf([
      day('2026-03-02'),
      day('2026-03-09', { occurrences: 2, capacity: 20, booked: 8 }),
    ]);
    expect(empty).toMatchObject({ occurrences: 0, fillRate: null, attendanceRate: null });
    expect(future).toMatchObject({ fillRate: 40, attendanceRate: null });
  });

  it('orders the weeks whatever the order of the days, and has none without days', () => {
    const weeks = weeksOf([day('2026-03-10'), day('2026-03-03'), day('2026-03-09'), day('2026-03-04')]);
    expect(weeks.map(({ week, from, to }) => [week, from, to])).toEqual([
      ['2026-03-02', '2026-03-03', '2026-03-04'],
      ['2026-03-09', '2026-03-09', '2026-03-10'],
    ]);
    expect(weeksOf([])).toEqual([]);
  });

  it('keeps a week across the new year whole', () => {
    const weeks = weeksOf([
      day('2025-12-31', { occurrences: 1, capacity: 10, booked: 5 }),
      day('2026-01-02', { occurrences: 1, capacity: 10, booked: 10 }),
    ]);
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ week: '2025-12-29', from: '2025-12-31', to: '2026-01-02', fillRate: 75 });
  });
});
