/** The reservations feature's public entry: its queries and commands, for the client and instructor screens. */
export {
  useListMyReservationsQuery,
  useListMyUpcomingReservationsQuery,
  useListMyPastReservationsQuery,
  useListInstructorReservationsQuery,
  useListClassReservationsQuery,
  useListOccurrencesQuery,
  useGetAvailabilityQuery,
  useCreateReservationMutation,
  useCancelReservationMutation,
} from './api';
