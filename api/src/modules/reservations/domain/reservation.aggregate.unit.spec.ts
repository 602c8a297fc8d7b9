import { specFor } from '../../../testing/given-when-then.js';
import { reservationAggregate } from './reservation.aggregate.js';
import type { ReservationDetails, ReservationEvent } from './reservation.events.js';

const details: ReservationDetails = { userId: 'u1', classId: 'c1', instructorId: 'i1', startTime: '2030-05-08T14:00:00.000Z', endTime: '2030-05-08T14:50:00.000Z' };
const created: ReservationEvent = { type: 'ReservationCreated', data: { reservationId: 'r1', ...details } };
const confirmed: ReservationEvent = { type: 'ReservationConfirmed', data: { reservationId: 'r1' } };
const cancelled: ReservationEvent = { type: 'ReservationCancelled', data: { reservationId: 'r1', reason: 'requested' } };
const deleted: ReservationEvent = { type: 'ReservationDeleted', data: { reservationId: 'r1' } };
const spec = specFor(reservationAggregate);

describe('reservation decider', () => {
  it('books a reservation once, with its end after its start', () => {
    spec([]).when({ type: 'CreateReservation', reservationId: 'r1', details }).then([created]);
    spec([created]).when({ type: 'CreateReservation', reservationId: 'r1', details }).thenThrows('RESERVATION.ALREADY_EXISTS');
    spec([]).when({ type: 'CreateReservation', reservationId: 'r1', details: { ...details, endTime: details.startTime } }).thenThrows('VALIDATION.END_AFTER_START');
  });

  it('confirms only a PENDING reservation', () => {
    spec([created]).when({ type: 'ConfirmReservation' }).then([confirmed]);
    spec([created, confirmed]).when({ type: 'ConfirmReservation' }).thenThrows('RESERVATION.ONLY_PENDING_CONFIRMS');
    spec([created, cancelled]).when({ type: 'ConfirmReservation' }).thenThrows('RESERVATION.ONLY_PENDING_CONFIRMS');
    spec([]).when({ type: 'ConfirmReservation' }).thenThrows('RESERVATION.NOT_FOUND');
  });

  it('cancels a PENDING or CONFIRMED reservation once, with its reason', () => {
    spec([created]).when({ type: 'CancelReservation', reason: 'requested' }).then([cancelled]);
    spec([created, confirmed]).when({ type: 'CancelReservation', reason: 'client-deactivated' }).then([{ type: 'ReservationCancelled', data: { reservationId: 'r1', reason: 'client-deactivated' } }]);
    spec([created, cancelled]).when({ type: 'CancelReservation', reason: 'requested' }).thenThrows('RESERVATION.ALREADY_CANCELLED');
  });

  it('cancels for a deactivation only an occurrence still to come after it', () => {
    spec([created]).when({ type: 'CancelReservation', reason: 'class-deactivated', startingAfter: '2030-05-08T13:00:00.000Z' }).then([{ type: 'ReservationCancelled', data: { reservationId: 'r1', reason: 'class-deactivated' } }]);
    spec([created]).when({ type: 'CancelReservation', reason: 'class-deactivated', startingAfter: '2030-05-08T14:00:00.000Z' }).thenThrows('RESERVATION.STARTED');
  });

  it('moves the times of a live reservation, records nothing for the same times, and keeps a cancelled one as it is', () => {
    const later = { startTime: '2030-05-08T16:00:00.000Z', endTime: '2030-05-08T16:50:00.000Z' };
    spec([created]).when({ type: 'UpdateReservation', ...later }).then([{ type: 'ReservationRescheduled', data: { reservationId: 'r1', ...later } }]);
    spec([created, confirmed]).when({ type: 'UpdateReservation', startTime: details.startTime, endTime: details.endTime }).then([]);
    spec([created]).when({ type: 'UpdateReservation', startTime: later.endTime, endTime: later.startTime }).thenThrows('VALIDATION.END_AFTER_START');
    spec([created, cancelled]).when({ type: 'UpdateReservation', ...later }).thenThrows('RESERVATION.CANCELLED_UNCHANGEABLE');
  });

  it('deletes from any state, after which it is not found', () => {
    spec([created]).when({ type: 'DeleteReservation' }).then([deleted]);
    spec([created, cancelled]).when({ type: 'DeleteReservation' }).then([deleted]);
    spec([created, deleted]).when({ type: 'DeleteReservation' }).thenThrows('RESERVATION.NOT_FOUND');
    spec([created, deleted]).when({ type: 'CancelReservation', reason: 'requested' }).thenThrows('RESERVATION.NOT_FOUND');
  });

  it('answers the public DTO with the times of each state, and none once deleted', () => {
    const meta = (occurredAt: string, revision: number) => ({ occurredAt, revision });
    let state = reservationAggregate.evolve(reservationAggregate.initial, created, meta('2030-05-01T10:00:00.000Z', 0));
    state = reservationAggregate.evolve(state, confirmed, meta('2030-05-02T10:00:00.000Z', 1));
    expect(reservationAggregate.toDto(state)).toMatchObject({ id: 'r1', ...details, status: 'CONFIRMED', createdAt: '2030-05-01T10:00:00.000Z', confirmedAt: '2030-05-02T10:00:00.000Z', cancelledAt: null, user: null, class: null });
    state = reservationAggregate.evolve(state, cancelled, meta('2030-05-03T10:00:00.000Z', 2));
    expect(reservationAggregate.toDto(state)).toMatchObject({ status: 'CANCELLED', cancelledAt: '2030-05-03T10:00:00.000Z', updatedAt: '2030-05-03T10:00:00.000Z' });
    expect(reservationAggregate.toDto(reservationAggregate.evolve(state, deleted, meta('2030-05-04T10:00:00.000Z', 3)))).toBeNull();
  });
});
