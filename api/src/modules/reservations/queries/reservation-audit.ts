import type { ReservationDto } from '@boxstudio/contracts';
import { labelOf, type AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { ReservationQueries } from './reservation-queries.js';

/**
 * A booking in the audit console: "class · studio day and time · person" and the person's email, found as
 * the reservations list finds them (the client's or instructor's name or email, the class's name).
 */
export function reservationAudit(
  reservations: ReservationQueries,
  calendar: StudioCalendar,
): AuditPresentation<ReservationDto> {
  return {
    present: (dto) => reservations.present(dto),
    label: (booking) =>
      labelOf(booking.class?.name, calendar.minuteOf(new Date(booking.startTime)), booking.user?.name),
    detail: (booking) => booking.user?.email ?? null,
    find: async (text, limit) => (await reservations.list({ search: text, page: 1, limit })).reservations,
  };
}
