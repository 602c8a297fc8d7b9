import type { ReservationDto, ReservationStatus } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import type { CancellationReason, ReservationDetails, ReservationEvent } from './reservation.events.js';

export type ReservationState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted'; readonly id: string }
  | {
      readonly status: ReservationStatus;
      readonly id: string;
      readonly details: ReservationDetails;
      readonly createdAt: string;
      readonly updatedAt: string;
      readonly confirmedAt: string | null;
      readonly cancelledAt: string | null;
    };

export type ReservationCommand =
  | { readonly type: 'CreateReservation'; readonly reservationId: string; readonly details: ReservationDetails }
  /** Only the times move (spec §5: editing sends only startTime and endTime). */
  | { readonly type: 'UpdateReservation'; readonly startTime: string; readonly endTime: string }
  | { readonly type: 'ConfirmReservation' }
  /**
   * `startingAfter`: cancel only if the occurrence starts after that instant (a class or client
   * deactivated cancels what is still to come, never what already happened).
   */
  | { readonly type: 'CancelReservation'; readonly reason: CancellationReason; readonly startingAfter?: string }
  | { readonly type: 'DeleteReservation' };

type Existing = Extract<ReservationState, { status: ReservationStatus }>;

function existing(state: ReservationState): Existing {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('RESERVATION.NOT_FOUND');
  return state;
}

/** The occurrence's end after its start (spec §5), answered on the end field. */
function checkTimes(startTime: string, endTime: string): void {
  if (Date.parse(endTime) <= Date.parse(startTime)) throw invalidField('VALIDATION.END_AFTER_START', 'endTime');
}

function decide(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  switch (command.type) {
    case 'CreateReservation':
      if (state.status !== 'none') throw conflict('RESERVATION.ALREADY_EXISTS');
      checkTimes(command.details.startTime, command.details.endTime);
      return [{ type: 'ReservationCreated', data: { reservationId: command.reservationId, ...command.details } }];
    case 'UpdateReservation': {
      const found = existing(state);
      if (found.status === 'CANCELLED') throw conflict('RESERVATION.CANCELLED_UNCHANGEABLE');
      checkTimes(command.startTime, command.endTime);
      const { startTime, endTime } = found.details;
      if (startTime === command.startTime && endTime === command.endTime) return [];
      return [{ type: 'ReservationRescheduled', data: { reservationId: found.id, startTime: command.startTime, endTime: command.endTime } }];
    }
    case 'ConfirmReservation': {
      const found = existing(state);
      if (found.status !== 'PENDING') throw conflict('RESERVATION.ONLY_PENDING_CONFIRMS');
      return [{ type: 'ReservationConfirmed', data: { reservationId: found.id } }];
    }
    case 'CancelReservation': {
      const found = existing(state);
      if (found.status === 'CANCELLED') throw conflict('RESERVATION.ALREADY_CANCELLED');
      if (command.startingAfter !== undefined && Date.parse(found.details.startTime) <= Date.parse(command.startingAfter)) throw conflict('RESERVATION.STARTED');
      return [{ type: 'ReservationCancelled', data: { reservationId: found.id, reason: command.reason } }];
    }
    case 'DeleteReservation':
      return [{ type: 'ReservationDeleted', data: { reservationId: existing(state).id } }];
  }
}

function evolve(state: ReservationState, event: ReservationEvent, { occurredAt }: { occurredAt: string }): ReservationState {
  if (event.type === 'ReservationCreated') {
    const { reservationId, ...details } = event.data;
    return { status: 'PENDING', id: reservationId, details, createdAt: occurredAt, updatedAt: occurredAt, confirmedAt: null, cancelledAt: null };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'ReservationRescheduled':
      return { ...state, details: { ...state.details, startTime: event.data.startTime, endTime: event.data.endTime }, updatedAt: occurredAt };
    case 'ReservationConfirmed':
      return { ...state, status: 'CONFIRMED', confirmedAt: occurredAt, updatedAt: occurredAt };
    case 'ReservationCancelled':
      return { ...state, status: 'CANCELLED', cancelledAt: occurredAt, updatedAt: occurredAt };
    case 'ReservationDeleted':
      return { status: 'deleted', id: state.id };
  }
}

/** The public DTO; `user`, `class` and `instructor` (current names) are filled in by the read side. */
function toDto(state: ReservationState): ReservationDto | null {
  if (state.status === 'none' || state.status === 'deleted') return null;
  return {
    id: state.id,
    ...state.details,
    status: state.status,
    user: null,
    class: null,
    instructor: null,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
    confirmedAt: state.confirmedAt,
    cancelledAt: state.cancelledAt,
  };
}

/** A booking of one class occurrence: PENDING → CONFIRMED, either → CANCELLED; deleting takes it off every list. */
export const reservationAggregate = defineAggregate({ name: 'reservation', initial: { status: 'none' } as ReservationState, decide, evolve, toDto });
