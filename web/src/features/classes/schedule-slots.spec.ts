import { describe, expect, it } from '@jest/globals';
import { outsideOpeningHours, slotProblems, type EditedSlot } from './schedule-slots';

const slot = (key: number, dayOfWeek: EditedSlot['dayOfWeek'], startTime: string, endTime: string): EditedSlot => ({
  key,
  dayOfWeek,
  startTime,
  endTime,
});

describe('timetable slots', () => {
  it('finds a slot that ends before it starts, a bad time, and overlaps on the same day only', () => {
    const problems = slotProblems([
      slot(1, 1, '07:00', '08:00'),
      slot(2, 1, '07:30', '08:30'),
      slot(3, 2, '07:30', '08:30'),
      slot(4, 3, '10:00', '09:00'),
      slot(5, 4, '', '09:00'),
      slot(6, 5, '08:00', '09:00'),
      slot(7, 5, '09:00', '10:00'),
    ]);
    expect(Object.fromEntries(problems)).toEqual({ 1: 'overlap', 2: 'overlap', 4: 'endBeforeStart', 5: 'required' });
  });

  it('warns about slots outside the opening hours (weekdays 6-22, weekends 7-20)', () => {
    expect(outsideOpeningHours(slot(1, 1, '06:00', '07:00'))).toBe(false);
    expect(outsideOpeningHours(slot(1, 1, '21:30', '22:30'))).toBe(true);
    expect(outsideOpeningHours(slot(1, 6, '06:30', '07:30'))).toBe(true);
    expect(outsideOpeningHours(slot(1, 0, '19:00', '20:00'))).toBe(false);
  });
});
