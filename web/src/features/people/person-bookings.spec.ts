import type { ReservationDto } from '@boxstudio/contracts';
import { splitBookings } from './person-bookings';

const booking = (id: string, startTime: string) => ({ id, startTime }) as ReservationDto;
const NOW = Date.parse('2026-03-10T18:00:00.000Z');

describe('a person page splits bookings at now', () => {
  it('keeps those to come soonest first and those started latest first', () => {
    const { upcoming, past } = splitBookings(
      [
        booking('later', '2026-03-12T18:00:00.000Z'),
        booking('old', '2026-03-01T18:00:00.000Z'),
        booking('soon', '2026-03-10T19:00:00.000Z'),
        booking('yesterday', '2026-03-09T18:00:00.000Z'),
      ],
      NOW,
    );
    expect(upcoming.map((item) => item.id)).toEqual(['soon', 'later']);
    expect(past.map((item) => item.id)).toEqual(['yesterday', 'old']);
  });

  it('counts a class starting right now as past: its attendance may be recorded', () => {
    const { upcoming, past } = splitBookings([booking('now', '2026-03-10T18:00:00.000Z')], NOW);
    expect(upcoming).toEqual([]);
    expect(past.map((item) => item.id)).toEqual(['now']);
  });
});
