import { defineClaim } from '../../../platform/claims/define-claim.js';

/**
 * The seats of one class occurrence (classId + startTime), held by reservation ids: at most the
 * class's capacity at once, under any concurrency (decision 5). Streams `seat-<classId>@<start>`.
 */
export const seats = defineClaim({ name: 'seat', holder: 'reservationId' });

/**
 * One live booking per person per occurrence: streams `booking-<userId>@<classId>@<start>`, limit 1,
 * held by the reservation that books it.
 */
export const bookings = defineClaim({ name: 'booking', holder: 'reservationId' });

/** The occurrence a reservation books: its class and start instant, in UTC. */
export const occurrenceKey = (classId: string, startTime: string): string => `${classId}@${startTime}`;

export const bookingKey = (userId: string, classId: string, startTime: string): string => `${userId}@${occurrenceKey(classId, startTime)}`;
