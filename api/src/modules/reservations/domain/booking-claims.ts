import { defineClaim } from '../../../platform/claims/define-claim.js';

/**
 * The seats of one class occurrence (classId + startTime): at most the class's capacity at once,
 * under any concurrency (decision 5). Streams `seat-<classId>@<start>`. Every claim of a booking is
 * held by its holder id (reservation.aggregate.ts `holderId`), not the bare reservation id.
 */
export const seats = defineClaim({ name: 'seat', holder: 'reservationId' });

/** One live booking per person per occurrence: streams `booking-<userId>@<classId>@<start>`, limit 1. */
export const bookings = defineClaim({ name: 'booking', holder: 'reservationId' });

/**
 * A person's live bookings of one studio month, when their plan counts classes: streams
 * `month-classes-<userId>@<YYYY-MM>`, limit the plan's `maxClasses` for a client booking itself.
 */
export const monthlyClasses = defineClaim({ name: 'month-classes', holder: 'reservationId', prefix: 'MonthClass' });

/** A person's one free sample class: streams `sample-class-<userId>`, limit 1 for a client booking itself. */
export const sampleClasses = defineClaim({ name: 'sample-class', holder: 'reservationId', prefix: 'SampleClass' });

/** The occurrence a reservation books: its class and start instant, in UTC. */
export const occurrenceKey = (classId: string, startTime: string): string => `${classId}@${startTime}`;

export const bookingKey = (userId: string, classId: string, startTime: string): string =>
  `${userId}@${occurrenceKey(classId, startTime)}`;

/** `month`: the occurrence's studio month, YYYY-MM. */
export const monthKey = (userId: string, month: string): string => `${userId}@${month}`;
