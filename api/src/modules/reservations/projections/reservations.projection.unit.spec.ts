import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { reservationsProjection } from './reservations.projection.js';

const person = (userId: string, name: string, role = 'CLIENT'): GivenEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    role,
    name,
    email: `${userId}@boxstudio.mx`,
    phone: null,
    branchId: 'b1',
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  },
});
const classCreated: GivenEvent = {
  type: 'ClassCreated',
  data: {
    classId: 'c1',
    name: 'Cárdio Box',
    description: null,
    duration: 50,
    maxCapacity: 10,
    price: 120,
    instructorId: 'i1',
    branchId: 'b1',
    isSampleClass: false,
    sampleClassDescription: null,
  },
};
const booked = (reservationId: string, userId = 'u1'): GivenEvent => ({
  type: 'ReservationCreated',
  data: {
    reservationId,
    userId,
    classId: 'c1',
    instructorId: 'i1',
    startTime: '2030-05-08T14:00:00.000Z',
    endTime: '2030-05-08T14:50:00.000Z',
  },
  occurredAt: '2030-05-01T10:00:00.000Z',
});
const before: GivenEvent[] = [person('u1', 'Ana López'), person('i1', 'Daniela Ortega', 'INSTRUCTOR'), classCreated];
const spec = projectionSpecFor(reservationsProjection);

describe('reservations projection', () => {
  it('keeps a new booking PENDING with its branch and the folded names lists sort by', async () => {
    await spec.given([...before, booked('r1')]).thenDocument('reservations', 'r1', {
      userId: 'u1',
      classId: 'c1',
      status: 'PENDING',
      branchId: 'b1',
      clientSort: 'ana lopez',
      classSort: 'cardio box',
      instructorSort: 'daniela ortega',
      createdAt: '2030-05-01T10:00:00.000Z',
      createdSeq: 4,
      confirmedAt: null,
      cancelledAt: null,
      isDeleted: false,
    });
  });

  it('follows a new time, confirmation, cancellation and deletion, the same when replayed', async () => {
    const events: GivenEvent[] = [
      ...before,
      booked('r1'),
      {
        type: 'ReservationRescheduled',
        data: { reservationId: 'r1', startTime: '2030-05-08T16:00:00.000Z', endTime: '2030-05-08T16:50:00.000Z' },
      },
      { type: 'ReservationConfirmed', data: { reservationId: 'r1' }, occurredAt: '2030-05-02T10:00:00.000Z' },
      {
        type: 'ReservationCancelled',
        data: { reservationId: 'r1', reason: 'requested' },
        occurredAt: '2030-05-03T10:00:00.000Z',
      },
      booked('r2', 'i1'),
      { type: 'ReservationDeleted', data: { reservationId: 'r2' } },
    ];
    for (const replayed of [false, true]) {
      const given = spec.given(events, { replayed });
      await given.thenDocument('reservations', 'r1', {
        startTime: '2030-05-08T16:00:00.000Z',
        status: 'CANCELLED',
        confirmedAt: '2030-05-02T10:00:00.000Z',
        cancelledAt: '2030-05-03T10:00:00.000Z',
      });
      await given.thenDocument('reservations', 'r2', { isDeleted: true });
    }
  });

  it('keeps the names and the class it shows current, and the copies the lists sort by', async () => {
    await spec
      .given([
        ...before,
        booked('r1'),
        { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { name: 'Ána Pérez' } } },
        { type: 'ClassUpdated', data: { classId: 'c1', changes: { name: 'Box', branchId: 'b2' } } },
        { type: 'ClassDeactivated', data: { classId: 'c1' } },
      ])
      .thenDocument('reservations', 'r1', { clientSort: 'ana perez', classSort: 'box', branchId: 'b2' });
    await spec
      .given([
        ...before,
        { type: 'ClassUpdated', data: { classId: 'c1', changes: { name: 'Box' } } },
        { type: 'ClassDeactivated', data: { classId: 'c1' } },
      ])
      .thenDocument('reservation_classes', 'c1', {
        name: 'Box',
        nameFold: 'box',
        isActive: false,
        maxCapacity: 10,
        schedules: [],
      });
  });
});
