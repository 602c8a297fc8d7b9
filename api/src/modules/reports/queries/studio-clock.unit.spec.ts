import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { studioClock } from './studio-clock.js';

describe('studio clock arithmetic', () => {
  it('agrees with the studio calendar on weekdays and instants, across changes of clocks', () => {
    for (const zone of ['America/Mexico_City', 'Europe/Madrid', 'America/New_York']) {
      const calendar = new StudioCalendar(zone);
      const clock = studioClock(zone);
      for (let offset = 0; offset < 800; offset += 1) {
        const day = calendar.addDays('2025-01-01', offset);
        expect(clock.weekdayOf(day)).toBe(calendar.weekdayOf(day));
        for (const time of ['07:00', '12:30', '18:00', '23:15'])
          expect([day, time, clock.at(day, time)]).toEqual([day, time, calendar.at(day, time).toISOString()]);
      }
    }
  });

  it('reads the studio hour of an instant', () => {
    const clock = studioClock('America/Mexico_City');
    expect(clock.hourOf('2030-05-16T00:00:00.000Z')).toBe('18');
    expect(clock.hourOf('2030-05-14T13:00:00.000Z')).toBe('07');
  });
});
