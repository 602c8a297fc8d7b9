import { defineProjection } from '../../../platform/projections/define-projection.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../../accounts/index.js';
import type { BranchEvent } from '../../branches/index.js';
import type { ClassEvent } from '../../classes/index.js';
import type { ReservationEvent } from '../domain/reservation.events.js';
import { BRANCH_NAMES, CLASS_INFO, PEOPLE, RESERVATIONS } from './reservation-docs.js';

/**
 * Reservations as lists, details, stats and occurrences read them, with the people and classes
 * they name kept beside them (kept current by those modules' events; nothing of them is called).
 */
export const reservationsProjection = defineProjection<ReservationEvent | UserEvent | ClassEvent | BranchEvent>()({
  name: 'reservations',
  collections: {
    reservations: RESERVATIONS,
    ...PEOPLE.collections,
    ...CLASS_INFO.collections,
    ...BRANCH_NAMES.collections,
  },
  handlers: {
    // The claims' holder and quota are the aggregate's own business, not a list's.
    ReservationCreated: async (
      { data: { reservationId, holder: _holder, quota: _quota, ...details } },
      writers,
      { occurredAt, position },
    ) => {
      const [client, instructor, info] = await Promise.all([
        PEOPLE.named(writers, details.userId),
        PEOPLE.named(writers, details.instructorId),
        CLASS_INFO.named(writers, details.classId),
      ]);
      await writers.reservations.insert({
        _id: reservationId,
        ...details,
        status: 'PENDING',
        attendance: null,
        createdAt: occurredAt,
        updatedAt: occurredAt,
        confirmedAt: null,
        cancelledAt: null,
        createdSeq: position,
        branchId: info?.branchId ?? null,
        clientSort: foldForSearch(client?.name ?? ''),
        classSort: info?.nameFold ?? '',
        instructorSort: foldForSearch(instructor?.name ?? ''),
        isDeleted: false,
      });
    },
    ReservationRescheduled: ({ data }, { reservations }, { occurredAt }) =>
      reservations.set(data.reservationId, { startTime: data.startTime, endTime: data.endTime, updatedAt: occurredAt }),
    ReservationConfirmed: ({ data }, { reservations }, { occurredAt }) =>
      reservations.set(data.reservationId, { status: 'CONFIRMED', confirmedAt: occurredAt, updatedAt: occurredAt }),
    ReservationCancelled: ({ data }, { reservations }, { occurredAt }) =>
      reservations.set(data.reservationId, { status: 'CANCELLED', cancelledAt: occurredAt, updatedAt: occurredAt }),
    ReservationAttendanceRecorded: ({ data }, { reservations }, { occurredAt }) =>
      reservations.set(data.reservationId, {
        attendance: data.attended ? 'ATTENDED' : 'NO_SHOW',
        updatedAt: occurredAt,
      }),
    ReservationDeleted: ({ data }, { reservations }, { occurredAt }) =>
      reservations.set(data.reservationId, { isDeleted: true, updatedAt: occurredAt }),
    ...PEOPLE.handlers,
    ...CLASS_INFO.handlers,
    ...BRANCH_NAMES.handlers,
  },
});
