import { specFor } from '../../../testing/given-when-then.js';
import { holderId, holderRevision, reservationAggregate } from './reservation.aggregate.js';
import type { BookingWindow } from './booking-window.js';
import type { ReservationDetails, ReservationEvent } from './reservation.events.js';

const details: ReservationDetails = {
  userId: 'u1',
  classId: 'c1',
  instructorId: 'i1',
  startTime: '2030-05-08T14:00:00.000Z',
  endTime: '2030-05-08T14:50:00.000Z',
};
const later = { startTime: '2030-05-08T16:00:00.000Z', endTime: '2030-05-08T16:50:00.000Z' };
const NOW = '2030-05-01T12:00:00.000Z';
/** A client booking a timetable occurrence a week ahead, with a membership covering it. */
const window: BookingWindow = {
  byClient: true,
  startTime: details.startTime,
  now: NOW,
  slotEnd: details.endTime,
  sampleClass: false,
  membershipCovers: true,
};
const create = { type: 'CreateReservation', reservationId: 'r1', details, quota: null, window, attempt: 'a' } as const;
const created: ReservationEvent = {
  type: 'ReservationCreated',
  data: { reservationId: 'r1', ...details, holder: 'r1/0-a' },
};
/** Recorded before holds had their own ids: the holder is the reservation itself. */
const createdBefore: ReservationEvent = { type: 'ReservationCreated', data: { reservationId: 'r1', ...details } };
const confirmed: ReservationEvent = { type: 'ReservationConfirmed', data: { reservationId: 'r1' } };
const cancelled: ReservationEvent = {
  type: 'ReservationCancelled',
  data: { reservationId: 'r1', reason: 'requested' },
};
const deleted: ReservationEvent = { type: 'ReservationDeleted', data: { reservationId: 'r1' } };
const move = (times: { startTime?: string; endTime?: string }, attempt = 'b') =>
  ({ type: 'UpdateReservation', ...times, now: NOW, attempt }) as const;
const attendance = (attended: boolean, at = '2030-05-08T14:05:00.000Z') =>
  ({ type: 'RecordAttendance', attended, at }) as const;
const spec = specFor(reservationAggregate);

describe('reservation decider', () => {
  describe('before it exists', () => {
    it('books it PENDING under a holder of its first revision and this attempt', () => {
      spec([]).when(create).then([created]);
    });

    it('records the quota a booking counts against', () => {
      spec([])
        .when({ ...create, quota: 'monthly' })
        .then([
          { type: 'ReservationCreated', data: { reservationId: 'r1', ...details, holder: 'r1/0-a', quota: 'monthly' } },
        ]);
    });

    it('refuses a client an occurrence that has started', () => {
      spec([])
        .when({ ...create, window: { ...window, now: details.startTime } })
        .thenThrows('RESERVATION.STARTED');
    });

    it('refuses a client an occurrence outside the class’s timetable', () => {
      spec([])
        .when({ ...create, window: { ...window, slotEnd: null } })
        .thenThrows('RESERVATION.NOT_IN_TIMETABLE');
    });

    it('refuses a client without a membership covering the day, unless the class is the free sample', () => {
      spec([])
        .when({ ...create, window: { ...window, membershipCovers: false } })
        .thenThrows('RESERVATION.NO_ACTIVE_MEMBERSHIP');
      spec([])
        .when({ ...create, window: { ...window, membershipCovers: false, sampleClass: true } })
        .then([created]);
    });

    it('lets staff book outside the timetable and without a membership, up to a week back', () => {
      const staff = { ...window, byClient: false, slotEnd: null, membershipCovers: false };
      spec([])
        .when({ ...create, window: { ...staff, now: '2030-05-15T13:59:00.000Z' } })
        .then([created]);
      spec([])
        .when({ ...create, window: { ...staff, now: '2030-05-15T14:01:00.000Z' } })
        .thenThrows('RESERVATION.TOO_FAR_BACK');
    });

    it('refuses an end that is not after the start', () => {
      spec([])
        .when({ ...create, details: { ...details, endTime: details.startTime } })
        .thenThrows('VALIDATION.END_AFTER_START');
    });

    it('refuses an occurrence longer than a day', () => {
      spec([])
        .when({ ...create, details: { ...details, endTime: '2030-05-09T14:01:00.000Z' } })
        .thenThrows('VALIDATION.RESERVATION_TOO_LONG');
    });

    it('finds nothing to confirm, move or record attendance of', () => {
      spec([]).when({ type: 'ConfirmReservation' }).thenThrows('RESERVATION.NOT_FOUND');
      spec([]).when(move(later)).thenThrows('RESERVATION.NOT_FOUND');
    });
  });

  describe('PENDING', () => {
    it('is booked once', () => {
      spec([created]).when(create).thenThrows('RESERVATION.ALREADY_EXISTS');
    });

    it('confirms', () => {
      spec([created]).when({ type: 'ConfirmReservation' }).then([confirmed]);
    });

    it('moves to a new start under a new holder of the next revision, keeping its length given only a start', () => {
      spec([created])
        .when(move({ startTime: later.startTime }))
        .then([{ type: 'ReservationRescheduled', data: { reservationId: 'r1', ...later, holder: 'r1/1-b' } }]);
    });

    it('moves no further back than a week', () => {
      spec([created])
        .when(move({ startTime: '2030-04-24T11:00:00.000Z' }))
        .thenThrows('RESERVATION.TOO_FAR_BACK');
    });

    it('keeps its holder when only the end moves (the same occurrence)', () => {
      spec([created])
        .when(move({ endTime: '2030-05-08T15:00:00.000Z' }))
        .then([
          {
            type: 'ReservationRescheduled',
            data: { reservationId: 'r1', startTime: details.startTime, endTime: '2030-05-08T15:00:00.000Z' },
          },
        ]);
    });

    it('records nothing for the same times', () => {
      spec([created, confirmed])
        .when(move({ startTime: details.startTime, endTime: details.endTime }))
        .then([]);
    });

    it('refuses a move whose end is not after its start', () => {
      spec([created])
        .when(move({ startTime: later.endTime, endTime: later.startTime }))
        .thenThrows('VALIDATION.END_AFTER_START');
    });

    it('takes the holder of each move from the revision it is decided on', () => {
      const moved: ReservationEvent = {
        type: 'ReservationRescheduled',
        data: { reservationId: 'r1', ...later, holder: 'r1/2-b' },
      };
      spec([created, confirmed, moved])
        .when(move({ startTime: details.startTime }, 'c'))
        .then([
          {
            type: 'ReservationRescheduled',
            data: { reservationId: 'r1', startTime: details.startTime, endTime: details.endTime, holder: 'r1/3-c' },
          },
        ]);
    });

    it('cancels with its reason', () => {
      spec([created]).when({ type: 'CancelReservation', reason: 'requested' }).then([cancelled]);
    });

    it('cancels for a deactivation only an occurrence still to come after it', () => {
      spec([created])
        .when({ type: 'CancelReservation', reason: 'class-deactivated', startingAfter: '2030-05-08T13:00:00.000Z' })
        .then([{ type: 'ReservationCancelled', data: { reservationId: 'r1', reason: 'class-deactivated' } }]);
      spec([created])
        .when({ type: 'CancelReservation', reason: 'class-deleted', startingAfter: '2030-05-08T14:00:00.000Z' })
        .thenThrows('RESERVATION.STARTED');
    });

    it('records attendance once the occurrence has started, and nothing when it says the same again', () => {
      spec([created])
        .when(attendance(true))
        .then([{ type: 'ReservationAttendanceRecorded', data: { reservationId: 'r1', attended: true } }]);
      spec([created])
        .when(attendance(false, details.startTime))
        .then([{ type: 'ReservationAttendanceRecorded', data: { reservationId: 'r1', attended: false } }]);
      spec([created, { type: 'ReservationAttendanceRecorded', data: { reservationId: 'r1', attended: true } }])
        .when(attendance(true))
        .then([]);
    });

    it('refuses attendance before the occurrence starts', () => {
      spec([created]).when(attendance(true, '2030-05-08T13:59:59.000Z')).thenThrows('RESERVATION.NOT_STARTED');
    });
  });

  describe('CONFIRMED', () => {
    it('does not confirm again', () => {
      spec([created, confirmed]).when({ type: 'ConfirmReservation' }).thenThrows('RESERVATION.ONLY_PENDING_CONFIRMS');
    });

    it('cancels, for any reason', () => {
      spec([created, confirmed])
        .when({ type: 'CancelReservation', reason: 'client-deactivated' })
        .then([{ type: 'ReservationCancelled', data: { reservationId: 'r1', reason: 'client-deactivated' } }]);
    });
  });

  describe('booked before holds had their own ids', () => {
    it('moves under a holder of its own all the same', () => {
      spec([createdBefore])
        .when(move({ startTime: later.startTime }))
        .then([{ type: 'ReservationRescheduled', data: { reservationId: 'r1', ...later, holder: 'r1/1-b' } }]);
    });
  });

  describe('CANCELLED', () => {
    it('does not confirm, cancel, move or take attendance', () => {
      spec([created, cancelled]).when({ type: 'ConfirmReservation' }).thenThrows('RESERVATION.ONLY_PENDING_CONFIRMS');
      spec([created, cancelled])
        .when({ type: 'CancelReservation', reason: 'requested' })
        .thenThrows('RESERVATION.ALREADY_CANCELLED');
      spec([created, cancelled]).when(move(later)).thenThrows('RESERVATION.CANCELLED_UNCHANGEABLE');
      spec([created, cancelled]).when(attendance(true)).thenThrows('RESERVATION.CANCELLED_UNCHANGEABLE');
    });

    it('is deleted', () => {
      spec([created, cancelled]).when({ type: 'DeleteReservation' }).then([deleted]);
    });
  });

  describe('deleted', () => {
    it('is deleted from any state once, after which it is not found', () => {
      spec([created]).when({ type: 'DeleteReservation' }).then([deleted]);
      spec([created, deleted]).when({ type: 'DeleteReservation' }).thenThrows('RESERVATION.NOT_FOUND');
      spec([created, deleted])
        .when({ type: 'CancelReservation', reason: 'requested' })
        .thenThrows('RESERVATION.NOT_FOUND');
      spec([created, deleted]).when(attendance(true)).thenThrows('RESERVATION.NOT_FOUND');
    });
  });

  describe('holders', () => {
    it('tell the reservation and the revision of the hold, and a bare reservation id holds from its creation', () => {
      expect(holderRevision(holderId('r-1', 4, 'ab12'))).toEqual({ reservationId: 'r-1', revision: 4 });
      expect(holderRevision('r-1')).toEqual({ reservationId: 'r-1', revision: null });
    });
  });

  describe('its public DTO', () => {
    it('carries the times of each state and the attendance, and none once deleted', () => {
      const meta = (occurredAt: string, revision: number) => ({ occurredAt, revision });
      let state = reservationAggregate.evolve(
        reservationAggregate.initial,
        created,
        meta('2030-05-01T10:00:00.000Z', 0),
      );
      state = reservationAggregate.evolve(state, confirmed, meta('2030-05-02T10:00:00.000Z', 1));
      expect(reservationAggregate.toDto(state)).toMatchObject({
        id: 'r1',
        ...details,
        status: 'CONFIRMED',
        attendance: null,
        createdAt: '2030-05-01T10:00:00.000Z',
        confirmedAt: '2030-05-02T10:00:00.000Z',
        cancelledAt: null,
        user: null,
      });
      state = reservationAggregate.evolve(
        state,
        { type: 'ReservationAttendanceRecorded', data: { reservationId: 'r1', attended: false } },
        meta('2030-05-08T15:00:00.000Z', 2),
      );
      expect(reservationAggregate.toDto(state)).toMatchObject({ attendance: 'NO_SHOW' });
      state = reservationAggregate.evolve(state, cancelled, meta('2030-05-03T10:00:00.000Z', 3));
      expect(reservationAggregate.toDto(state)).toMatchObject({
        status: 'CANCELLED',
        cancelledAt: '2030-05-03T10:00:00.000Z',
        updatedAt: '2030-05-03T10:00:00.000Z',
      });
      expect(
        reservationAggregate.toDto(reservationAggregate.evolve(state, deleted, meta('2030-05-04T10:00:00.000Z', 4))),
      ).toBeNull();
    });
  });
});
