import type { ReservationStatus } from '@boxstudio/contracts';

/**
 * Demo bookings cover the days before the first start that staff may still record (under a week) and the two
 * weeks after it.
 */
export const DEMO_DAYS_BACK = 6;
export const DEMO_DAYS_AHEAD = 14;

/**
 * How many people book an occurrence and what becomes of each booking, from fixed numbers so that
 * seeding is the same every time: about half the seats of each occurrence, a mix of states (past
 * ones mostly confirmed, some cancelled; coming ones pending, confirmed or cancelled).
 */
export function demoBookings(occurrence: number, capacity: number, isPast: boolean): ReservationStatus[] {
  const count = Math.min(capacity, 1 + ((occurrence * 7) % Math.max(1, Math.ceil(capacity / 2))));
  return Array.from({ length: count }, (_, seat) => {
    const roll = (occurrence * 31 + seat * 17) % 10;
    if (roll === 0) return 'CANCELLED';
    if (isPast) return 'CONFIRMED';
    return roll < 5 ? 'PENDING' : 'CONFIRMED';
  });
}

export const demoReservationCommandId = (occurrence: number, seat: number): string =>
  `demo:reservation:${occurrence}:${seat}`;
