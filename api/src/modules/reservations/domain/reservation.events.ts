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

/** Why a reservation was cancelled: asked for, or its class or client no longer takes bookings. */
export type CancellationReason = 'requested' | 'class-deactivated' | 'client-deactivated';

export type ReservationCreated = DomainEvent<'ReservationCreated', ReservationDetails & { readonly reservationId: string }>;
export type ReservationRescheduled = DomainEvent<'ReservationRescheduled', { readonly reservationId: string; readonly startTime: string; readonly endTime: string }>;
export type ReservationConfirmed = DomainEvent<'ReservationConfirmed', { readonly reservationId: string }>;
export type ReservationCancelled = DomainEvent<'ReservationCancelled', { readonly reservationId: string; readonly reason: CancellationReason }>;
export type ReservationDeleted = DomainEvent<'ReservationDeleted', { readonly reservationId: string }>;

export type ReservationEvent = ReservationCreated | ReservationRescheduled | ReservationConfirmed | ReservationCancelled | ReservationDeleted;
