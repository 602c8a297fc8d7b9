import { defineProjection } from '../../../platform/projections/define-projection.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { UserEvent } from '../../accounts/index.js';
import type { BranchEvent } from '../../branches/index.js';
import type { ReservationEvent } from '../../reservations/index.js';
import { REPORT_BOOKINGS, REPORT_CLIENTS } from './client-docs.js';
import { REPORT_CLIENT_BRANCH_NAMES } from './report-names.js';

/**
 * The users report's read model (docs/metrics.md, "Clients"): each client with the studio day they
 * became one, and each booking with whether its person came, for "no visit in 14 days". Deleted
 * people are gone; a person made client later joins that day.
 */
export function clientsReportProjection(calendar: StudioCalendar) {
  const dayOf = (instant: string) => calendar.dayOf(new Date(instant));
  return defineProjection<UserEvent | ReservationEvent | BranchEvent>()({
    name: 'report-clients',
    // 2: each grain keeps its history (reports as of an instant); 3: a created document records no version.
    version: 3,
    collections: { clients: REPORT_CLIENTS, bookings: REPORT_BOOKINGS, ...REPORT_CLIENT_BRANCH_NAMES.collections },
    handlers: {
      UserRegistered: ({ data }, { clients }, { occurredAt }) =>
        clients.insert({
          _id: data.userId,
          name: data.name,
          email: data.email,
          branchId: data.branchId,
          joinedDay: data.role === 'CLIENT' ? dayOf(occurredAt) : null,
          isClient: data.role === 'CLIENT',
          isActive: true,
        }),
      UserProfileUpdated: async ({ data }, { clients }) => {
        const { name, email, branchId } = data.changes;
        const changes = {
          ...(name === undefined ? {} : { name }),
          ...(email === undefined ? {} : { email }),
          ...(branchId === undefined ? {} : { branchId }),
        };
        if (Object.keys(changes).length > 0) await clients.set(data.userId, changes);
      },
      UserRoleChanged: async ({ data }, { clients }, { occurredAt }) => {
        const found = await clients.get(data.userId);
        if (!found) return;
        const isClient = data.to === 'CLIENT';
        await clients.set(data.userId, {
          isClient,
          joinedDay: isClient ? (found.joinedDay ?? dayOf(occurredAt)) : null,
        });
      },
      UserDeactivated: ({ data }, { clients }) => clients.set(data.userId, { isActive: false }),
      UserReactivated: ({ data }, { clients }) => clients.set(data.userId, { isActive: true }),
      UserDeleted: ({ data }, { clients }) => clients.set(data.userId, { isClient: false, joinedDay: null }),
      ReservationCreated: ({ data }, { bookings }) =>
        bookings.insert({ _id: data.reservationId, userId: data.userId, startTime: data.startTime, attended: false }),
      ReservationRescheduled: ({ data }, { bookings }) =>
        bookings.set(data.reservationId, { startTime: data.startTime, attended: false }),
      ReservationAttendanceRecorded: ({ data }, { bookings }) =>
        bookings.set(data.reservationId, { attended: data.attended }),
      ReservationDeleted: ({ data }, { bookings }) => bookings.set(data.reservationId, { attended: false }),
      ...REPORT_CLIENT_BRANCH_NAMES.handlers,
    },
  });
}
