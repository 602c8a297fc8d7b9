import { StudioCalendar } from './studio-calendar.js';

describe('StudioCalendar (America/Mexico_City)', () => {
  const calendar = new StudioCalendar('America/Mexico_City');

  it('puts a late-evening UTC instant on the studio day before it', () => {
    // 03:30 UTC on the 2nd is 21:30 on the 1st in Mexico City (UTC−6, no daylight saving since 2022).
    expect(calendar.dayOf(new Date('2026-12-02T03:30:00Z'))).toBe('2026-12-01');
  });

  it('answers today, the Monday-to-Sunday week and the month in studio time', () => {
    const now = new Date('2026-11-26T05:00:00Z'); // Wednesday 25 November, 23:00 in the studio.
    expect(calendar.today(now)).toEqual({
      from: new Date('2026-11-25T06:00:00Z'),
      to: new Date('2026-11-26T06:00:00Z'),
    });
    expect(calendar.week(now)).toEqual({
      from: new Date('2026-11-23T06:00:00Z'),
      to: new Date('2026-11-30T06:00:00Z'),
    });
    expect(calendar.month(now)).toEqual({
      from: new Date('2026-11-01T06:00:00Z'),
      to: new Date('2026-12-01T06:00:00Z'),
    });
  });

  it('names an instant by its studio day and clock time', () => {
    expect(calendar.minuteOf(new Date('2026-12-02T03:30:00Z'))).toBe('2026-12-01 21:30');
    expect(calendar.minuteOf(new Date('2026-11-29T13:05:59Z'))).toBe('2026-11-29 07:05');
  });

  it('turns a day and a timetable time into the instant, and tells weekdays as 0 = Sunday', () => {
    expect(calendar.at('2026-11-29', '07:30').toISOString()).toBe('2026-11-29T13:30:00.000Z');
    expect(calendar.weekdayOf('2026-11-29')).toBe(0);
    expect(calendar.weekdayOf('2026-11-30')).toBe(1);
    expect(calendar.mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(calendar.addDays('2026-11-29', 3)).toBe('2026-12-02');
  });

  it('follows daylight saving where the zone has it', () => {
    const madrid = new StudioCalendar('Europe/Madrid');
    // 29 March 2026: clocks go forward, the day has 23 hours.
    const { from, to } = madrid.day('2026-03-29');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(23);
    expect(madrid.at('2026-03-30', '09:00').toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('accepts real calendar days only, and known zones only', () => {
    expect(calendar.isDay('2026-02-28')).toBe(true);
    expect(calendar.isDay('2026-02-30')).toBe(false);
    expect(calendar.isDay('2026-2-3')).toBe(false);
    expect(() => new StudioCalendar('Mars/Olympus')).toThrow('Unknown time zone');
  });

  it('adds calendar months (31 January + 1 month is the end of February), studio days, and counts days between', () => {
    expect(calendar.plusMonths(new Date('2027-01-31T18:00:00Z'), 1).toISOString()).toBe('2027-02-28T18:00:00.000Z');
    expect(calendar.plusMonths(new Date('2028-01-31T18:00:00Z'), 1).toISOString()).toBe('2028-02-29T18:00:00.000Z');
    expect(calendar.plusMonths(new Date('2027-01-31T18:00:00Z'), 12).toISOString()).toBe('2028-01-31T18:00:00.000Z');
    expect(calendar.plusDays(new Date('2026-11-25T18:00:00Z'), 30).toISOString()).toBe('2026-12-25T18:00:00.000Z');
    // 23:30 on the 25th and 00:30 on the 26th (studio time) are one studio day apart.
    expect(calendar.daysBetween(new Date('2026-11-26T05:30:00Z'), new Date('2026-11-26T06:30:00Z'))).toBe(1);
    expect(calendar.daysBetween(new Date('2026-11-26T06:30:00Z'), new Date('2026-11-26T05:30:00Z'))).toBe(-1);
  });
});
