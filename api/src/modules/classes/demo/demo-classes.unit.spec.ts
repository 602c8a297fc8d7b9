import { minutesOfDay, openingHours } from '@boxstudio/contracts';
import { parseSchedules } from '../commands/schedule-rules.js';
import { DEMO_CLASSES } from './demo-classes.js';

describe('demo classes', () => {
  const all = DEMO_CLASSES.flat();

  it('gives each branch five or six classes, one of them a free sample class with its description', () => {
    for (const classes of DEMO_CLASSES) {
      expect(classes.length).toBeGreaterThanOrEqual(5);
      expect(classes.length).toBeLessThanOrEqual(6);
      expect(classes.filter((item) => item.sampleClassDescription)).toEqual([
        expect.objectContaining({ name: 'Clase muestra', price: 0 }),
      ]);
    }
  });

  it('keeps every timetable valid and inside the opening hours', () => {
    for (const item of all) {
      expect(parseSchedules(item.schedules)).toHaveLength(item.schedules.length);
      for (const slot of item.schedules) {
        const { open, close } = openingHours(slot.dayOfWeek);
        expect(minutesOfDay(slot.startTime)).toBeGreaterThanOrEqual(open);
        expect(minutesOfDay(slot.endTime)).toBeLessThanOrEqual(close);
        expect(minutesOfDay(slot.endTime) - minutesOfDay(slot.startTime)).toBe(item.duration);
      }
    }
  });
});
