import { lazy } from 'react';
/**
 * The reservations feature's public entry: its queries and commands, for the client and instructor
 * screens, and its admin route pages.
 */
export {
  useListReservationsQuery,
  useListMyReservationsQuery,
  useListMyUpcomingReservationsQuery,
  useListMyPastReservationsQuery,
  useListInstructorReservationsQuery,
  useListClassReservationsQuery,
  useListOccurrencesQuery,
  useGetAvailabilityQuery,
  useCreateReservationMutation,
  useCancelReservationMutation,
  useListClientChoicesQuery,
} from './api';
/** The seats of an occurrence and, for a client, why they could not book it themself (the walk-in's warning). */
export { AvailabilityNote } from './components/availability-note';
/**
 * A booking's attendance where its people are listed (the instructor's week). Loaded with the
 * screen that shows it: exported as is, its buttons, chip and toasts rode in every route's first load.
 */
export const AttendanceControl = lazy(() =>
  import('./components/attendance-control').then((module) => ({ default: module.AttendanceControl })),
);

/** Route pages, loaded on demand. */
export const reservationsPages = {
  admin: () => import('./pages/reservations-page'),
  detail: () => import('./pages/reservation-detail-page'),
};

/**
 * Reservar clase from a person's page: the new-booking dialog with the client chosen. It rides in
 * the screen's chunk, so the first load carries only this loader.
 */
export const loadBookClassDialog = () => reservationsPages.admin().then((module) => module.BookClassDialog);
