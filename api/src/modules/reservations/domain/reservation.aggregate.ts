import {
  RESERVATION_LIMITS,
  type ReservationAttendance,
  type ReservationDto,
  type ReservationStatus,
} from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import { staffRefusal, windowRefusal, type BookingWindow } from './booking-window.js';
import type { BookingQuota, CancellationReason, ReservationDetails, ReservationEvent } from './reservation.events.js';

export type ReservationState =
  | { readonly status: 'none' }
  | { readonly status: 'deleted'; readonly id: string }
  | {
      readonly status: ReservationStatus;
      readonly id: string;
      readonly details: ReservationDetails;
      /** Who holds its claims now (reservation.events.ts); changes when the start moves. */
      readonly holder: string;
      readonly quota: BookingQuota | null;
      readonly attendance: ReservationAttendance | null;
      /** Revision of the stream's last event: the next event's is one more. */
      readonly revision: number;
      readonly createdAt: string;
      readonly updatedAt: string;
      readonly confirmedAt: string | null;
      readonly cancelledAt: string | null;
    };

export type ReservationCommand =
  /** `attempt`: tells this command's holds from another's decided on the same revision. */
  | {
      readonly type: 'CreateReservation';
      readonly reservationId: string;
      readonly details: ReservationDetails;
      readonly quota: BookingQuota | null;
      /** Where it falls and the facts the rules need (booking-window.ts). */
      readonly window: BookingWindow;
      readonly attempt: string;
    }
  /**
   * Intent (spec §5: editing sends only startTime and/or endTime); a new start alone keeps the
   * length it had. Staff only: a move is held to the staff's week back at `now`.
   */
  | {
      readonly type: 'UpdateReservation';
      readonly startTime?: string | undefined;
      readonly endTime?: string | undefined;
      readonly now: string;
      readonly attempt: string;
    }
  | { readonly type: 'ConfirmReservation' }
  /**
   * `startingAfter`: cancel only if the occurrence starts after that instant (a class or client
   * deactivated cancels what is still to come, never what already happened).
   */
  | { readonly type: 'CancelReservation'; readonly reason: CancellationReason; readonly startingAfter?: string }
  | { readonly type: 'DeleteReservation' }
  /** `at`: when it is recorded; attendance exists only once the occurrence has started. */
  | { readonly type: 'RecordAttendance'; readonly attended: boolean; readonly at: string };

export type LiveOrCancelled = Extract<ReservationState, { status: ReservationStatus }>;

function existing(state: ReservationState): LiveOrCancelled {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('RESERVATION.NOT_FOUND');
  return state;
}

function unchangeable(state: ReservationState): LiveOrCancelled {
  const found = existing(state);
  if (found.status === 'CANCELLED') throw conflict('RESERVATION.CANCELLED_UNCHANGEABLE');
  return found;
}

/** The occurrence's end after its start (spec §5), and at most a day long, answered on the end field. */
function checkTimes(startTime: string, endTime: string): void {
  const minutes = (Date.parse(endTime) - Date.parse(startTime)) / 60_000;
  if (minutes <= 0) throw invalidField('VALIDATION.END_AFTER_START', 'endTime');
  if (minutes > RESERVATION_LIMITS.maxMinutes) throw invalidField('VALIDATION.RESERVATION_TOO_LONG', 'endTime');
}

/** The holder of the claims an event takes: the reservation, the event's revision, the attempt. */
export const holderId = (reservationId: string, revision: number, attempt: string): string =>
  `${reservationId}/${revision}-${attempt}`;

/**
 * The revision a holder's hold was taken at; null for a holder from before holds had their own ids (the bare
 * reservation id).
 */
export function holderRevision(holder: string): { readonly reservationId: string; readonly revision: number | null } {
  const match = /^(.*)\/(\d+)-[^/]*$/.exec(holder);
  return match
    ? { reservationId: match[1] ?? holder, revision: Number(match[2]) }
    : { reservationId: holder, revision: null };
}

/** A new start is a new occurrence, held under a new holder; the same start with a new end keeps its holds. */
function reschedule(
  found: LiveOrCancelled,
  command: Extract<ReservationCommand, { type: 'UpdateReservation' }>,
): ReservationEvent[] {
  const before = found.details;
  const startTime = command.startTime ?? before.startTime;
  const length = Date.parse(before.endTime) - Date.parse(before.startTime);
  const endTime = command.endTime ?? new Date(Date.parse(startTime) + length).toISOString();
  checkTimes(startTime, endTime);
  if (startTime === before.startTime && endTime === before.endTime) return [];
  const moves = startTime !== before.startTime;
  const refusal = moves ? staffRefusal(startTime, command.now) : null;
  if (refusal !== null) throw conflict(refusal);
  const holder = moves ? { holder: holderId(found.id, found.revision + 1, command.attempt) } : {};
  return [{ type: 'ReservationRescheduled', data: { reservationId: found.id, startTime, endTime, ...holder } }];
}

function decide(command: ReservationCommand, state: ReservationState): ReservationEvent[] {
  switch (command.type) {
    case 'CreateReservation': {
      if (state.status !== 'none') throw conflict('RESERVATION.ALREADY_EXISTS');
      const refusal = windowRefusal(command.window);
      if (refusal !== null) throw conflict(refusal);
      checkTimes(command.details.startTime, command.details.endTime);
      const quota = command.quota === null ? {} : { quota: command.quota };
      return [
        {
          type: 'ReservationCreated',
          data: {
            reservationId: command.reservationId,
            ...command.details,
            holder: holderId(command.reservationId, 0, command.attempt),
            ...quota,
          },
        },
      ];
    }
    case 'UpdateReservation':
      return reschedule(unchangeable(state), command);
    case 'ConfirmReservation': {
      const found = existing(state);
      if (found.status !== 'PENDING') throw conflict('RESERVATION.ONLY_PENDING_CONFIRMS');
      return [{ type: 'ReservationConfirmed', data: { reservationId: found.id } }];
    }
    case 'CancelReservation': {
      const found = existing(state);
      if (found.status === 'CANCELLED') throw conflict('RESERVATION.ALREADY_CANCELLED');
      if (
        command.startingAfter !== undefined &&
        Date.parse(found.details.startTime) <= Date.parse(command.startingAfter)
      )
        throw conflict('RESERVATION.STARTED');
      return [{ type: 'ReservationCancelled', data: { reservationId: found.id, reason: command.reason } }];
    }
    case 'DeleteReservation':
      return [{ type: 'ReservationDeleted', data: { reservationId: existing(state).id } }];
    case 'RecordAttendance': {
      const found = unchangeable(state);
      if (Date.parse(command.at) < Date.parse(found.details.startTime)) throw conflict('RESERVATION.NOT_STARTED');
      if (found.attendance === attendanceOf(command.attended)) return [];
      return [{ type: 'ReservationAttendanceRecorded', data: { reservationId: found.id, attended: command.attended } }];
    }
  }
}

const attendanceOf = (attended: boolean): ReservationAttendance => (attended ? 'ATTENDED' : 'NO_SHOW');

function evolve(
  state: ReservationState,
  event: ReservationEvent,
  { occurredAt, revision }: { occurredAt: string; revision: number },
): ReservationState {
  if (event.type === 'ReservationCreated') {
    const { reservationId, holder, quota, ...details } = event.data;
    return {
      status: 'PENDING',
      id: reservationId,
      details,
      holder: holder ?? reservationId,
      quota: quota ?? null,
      attendance: null,
      revision,
      createdAt: occurredAt,
      updatedAt: occurredAt,
      confirmedAt: null,
      cancelledAt: null,
    };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  const next = { ...state, revision, updatedAt: occurredAt };
  switch (event.type) {
    case 'ReservationRescheduled':
      return {
        ...next,
        details: { ...state.details, startTime: event.data.startTime, endTime: event.data.endTime },
        holder: event.data.holder ?? state.holder,
      };
    case 'ReservationConfirmed':
      return { ...next, status: 'CONFIRMED', confirmedAt: occurredAt };
    case 'ReservationCancelled':
      return { ...next, status: 'CANCELLED', cancelledAt: occurredAt };
    case 'ReservationAttendanceRecorded':
      return { ...next, attendance: attendanceOf(event.data.attended) };
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
    attendance: state.attendance,
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
export const reservationAggregate = defineAggregate({
  name: 'reservation',
  initial: { status: 'none' } as ReservationState,
  decide,
  evolve,
  toDto,
});
