import type { DomainEvent } from '../../../platform/domain/decider.js';

/** One occurrence of a class booked for a person. Events are history: they only ever gain optional fields. */
export interface ReservationDetails {
  readonly userId: string;
  readonly classId: string;
  readonly instructorId: string;
  /** ISO date-times in UTC; the occurrence is (classId, startTime). */
  readonly startTime: string;
  readonly endTime: string;
}

/**
 * The per-person count a booking takes besides its seat: a unit of its client's studio month
 * (a plan with a number of classes a month), or the client's one free sample class.
 */
export type BookingQuota = 'monthly' | 'sample';

/** Why a reservation was cancelled: asked for, or its class or client no longer takes bookings. */
export type CancellationReason = 'requested' | 'class-deactivated' | 'class-deleted' | 'client-deactivated';

/**
 * `holder`: who holds the booking's claims (seat, the client's booking of the occurrence, its
 * quota), `<reservationId>/<revision of this event>-<attempt>`; absent in events recorded before
 * holds had their own ids, where the holder is the reservation id itself. `quota`: absent, none.
 */
export type ReservationCreated = DomainEvent<
  'ReservationCreated',
  ReservationDetails & { readonly reservationId: string; readonly holder?: string; readonly quota?: BookingQuota }
>;
/** `holder`: present when the start moved, so the new occurrence is held under a new id; absent, the holder stays. */
export type ReservationRescheduled = DomainEvent<
  'ReservationRescheduled',
  { readonly reservationId: string; readonly startTime: string; readonly endTime: string; readonly holder?: string }
>;
export type ReservationConfirmed = DomainEvent<'ReservationConfirmed', { readonly reservationId: string }>;
export type ReservationCancelled = DomainEvent<
  'ReservationCancelled',
  { readonly reservationId: string; readonly reason: CancellationReason }
>;
export type ReservationDeleted = DomainEvent<'ReservationDeleted', { readonly reservationId: string }>;
/** Staff said whether the person came, once the occurrence started; recorded again, the last word counts. */
export type ReservationAttendanceRecorded = DomainEvent<
  'ReservationAttendanceRecorded',
  { readonly reservationId: string; readonly attended: boolean }
>;

export type ReservationEvent =
  | ReservationCreated
  | ReservationRescheduled
  | ReservationConfirmed
  | ReservationCancelled
  | ReservationDeleted
  | ReservationAttendanceRecorded;
