import {
  addStudioDays,
  byStudioDay,
  formatCalendarDate,
  formatStudioDateTime,
  formatStudioDay,
  mondayOf,
  studioClock,
  studioDayOf,
  studioDays,
  studioMonthStart,
  studioToday,
} from './studio-time';

describe('studio time', () => {
  it('reads instants on the studio clock, not the visitor’s', () => {
    // 01:30 UTC on 1 December is still 30 November, 19:30 in Mexico City (UTC-6).
    expect(studioDayOf('2026-12-01T01:30:00.000Z')).toBe('2026-11-30');
    expect(studioClock('2026-12-01T01:30:00.000Z')).toBe('19:30');
    expect(studioToday(new Date('2026-12-01T05:59:00.000Z'))).toBe('2026-11-30');
    expect(studioToday(new Date('2026-12-01T06:00:00.000Z'))).toBe('2026-12-01');
  });

  it('counts calendar days and finds a week’s Monday', () => {
    expect(addStudioDays('2026-11-30', 7)).toBe('2026-12-07');
    expect(addStudioDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(studioDays('2026-11-30', 3)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(studioMonthStart('2026-11-30')).toBe('2026-11-01');
    expect(studioMonthStart('2026-12-01')).toBe('2026-12-01');
  });

  it('names days in the page’s language', () => {
    expect(formatStudioDay('2026-11-30', 'es-ES')).toBe('lunes, 30 nov');
    expect(formatStudioDay('2026-11-30', 'en-US', true)).toBe('Monday, Nov 30, 2026');
  });

  it('writes an instant on the studio’s 24-hour clock in both languages', () => {
    // 00:05 UTC on 1 February is 31 January, 18:05 in Mexico City.
    expect(formatStudioDateTime('2026-02-01T00:05:00.000Z', 'es')).toBe('31 ene 2026, 18:05');
    expect(formatStudioDateTime('2026-02-01T00:05:00.000Z', 'en')).toBe('Jan 31, 2026, 18:05');
    expect(formatStudioDateTime('2026-01-31T06:30:00.000Z', 'en')).toBe('Jan 31, 2026, 00:30');
  });

  it('writes a birthday as the day it names, whatever the zone', () => {
    expect(formatCalendarDate('1990-05-12', 'es')).toBe('12 may 1990');
    expect(formatCalendarDate('1990-05-12T00:00:00.000Z', 'en')).toBe('May 12, 1990');
  });

  it('groups items by their studio day, keeping empty days', () => {
    const grouped = byStudioDay(
      [{ startTime: '2026-12-01T01:30:00.000Z' }, { startTime: '2026-12-01T13:00:00.000Z' }],
      ['2026-11-30', '2026-12-01', '2026-12-02'],
    );
    expect([...grouped.values()].map((items) => items.length)).toEqual([1, 1, 0]);
  });
});
