import type { ReservationListQuery } from '@boxstudio/contracts';

/** How many bookings of each kind the page shows (the soonest, the latest); the reservations screen has them all. */
export const UPCOMING_SHOWN = 20;
export const PAST_SHOWN = 10;

/**
 * The two reads of a person's bookings at `now`: those still to come, soonest first, and those that
 * have started, latest first (a class starting right now is past: its attendance may be recorded).
 * The server cuts at `now`, so an instructor with months of classes booked ahead sees the next ones.
 */
export function bookingQueries(
  whose: Pick<ReservationListQuery, 'userId' | 'instructorId'>,
  now: Date,
): { readonly upcoming: ReservationListQuery; readonly past: ReservationListQuery } {
  const cut = new Date(now.getTime() + 1).toISOString();
  return {
    upcoming: { ...whose, startsFrom: cut, sort: 'startTime', order: 'asc', limit: UPCOMING_SHOWN },
    past: { ...whose, startsBefore: cut, sort: 'startTime', order: 'desc', limit: PAST_SHOWN },
  };
}
