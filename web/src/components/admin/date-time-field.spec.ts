import { describe, expect, it } from '@jest/globals';
import { padTime, shapeTime } from '../time-input';
import { localDateTime, shapeDate } from './date-time-field';

describe('the studio format of dates and times (day/month/year, 24 hours) as typed', () => {
  it('shapes digits into dd/mm/aaaa and hh:mm', () => {
    expect(['1', '10', '100', '1001', '10012', '10012026', '10/01/2026', '10012026999'].map(shapeDate)).toEqual([
      '1',
      '10',
      '10/0',
      '10/01',
      '10/01/2',
      '10/01/2026',
      '10/01/2026',
      '10/01/2026',
    ]);
    expect(['7', '07', '073', '0730', '7:3', '7:30', '18:45', 'ab'].map(shapeTime)).toEqual([
      '7',
      '07',
      '07:3',
      '07:30',
      '7:3',
      '7:30',
      '18:45',
      '',
    ]);
    expect(padTime('7:30')).toBe('07:30');
  });

  it('reads a real day and a 24-hour time as the end of that minute, and nothing else', () => {
    expect(localDateTime('31/01/2026', '18:05')).toBe('2026-01-31T18:05:59.999');
    expect(localDateTime('31/01/2026', '7:05')).toBe('2026-01-31T07:05:59.999');
    expect(localDateTime('29/02/2026', '10:00')).toBe('');
    expect(localDateTime('31/01/2026', '24:00')).toBe('');
    expect(localDateTime('31/01/2026', '6:00 PM')).toBe('');
    expect(localDateTime('1/1/2026', '10:00')).toBe('');
  });
});
