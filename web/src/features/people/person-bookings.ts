import type { ReservationDto } from '@boxstudio/contracts';

/** A person's bookings on their page: those still to come, soonest first, and those that have started, latest first. */
export interface BookingsByTime {
  readonly upcoming: readonly ReservationDto[];
  readonly past: readonly ReservationDto[];
}

/** Splits bookings at `now`: a booking whose class has started is past (its attendance may be recorded). */
export function splitBookings(reservations: readonly ReservationDto[], now: number = Date.now()): BookingsByTime {
  const start = (item: ReservationDto) => Date.parse(item.startTime);
  return {
    upcoming: reservations.filter((item) => start(item) > now).sort((a, b) => start(a) - start(b)),
    past: reservations.filter((item) => start(item) <= now).sort((a, b) => start(b) - start(a)),
  };
}

/** How many bookings of each kind the page shows (the soonest, the latest); the reservations screen has them all. */
export const UPCOMING_SHOWN = 20;
export const PAST_SHOWN = 10;
/** How many bookings the page reads: the person's latest occurrences, upcoming ones included. */
export const BOOKINGS_READ = 100;
