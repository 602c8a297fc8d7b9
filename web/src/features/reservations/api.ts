import {
  type AvailabilityResponse,
  type CreateReservationRequest,
  type CreateUserRequest,
  type OccurrencesQuery,
  type OccurrencesResponse,
  type RecordAttendanceRequest,
  type ReservationDto,
  type ReservationListQuery,
  type ReservationListResponse,
  type ReservationStatsResponse,
  type ReservationStatus,
  type UpdateReservationRequest,
  type UpdateUserRequest,
  type UserDto,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag, REPORT_FIGURES } from '../../lib/cache-tags';

const STATS = recordTag('ReservationStats', 'ALL');
/**
 * Seats change with every booking: the occurrences, each class's 'Reservas Hoy' tile, and the
 * reports' figures (the dashboard's bookings and check-ins of today, its clients at risk, an
 * instructor's fill and attendance).
 */
const SEATS = [listTag('Occurrence'), recordTag('ClassStats', 'ALL'), ...REPORT_FIGURES];
/** Any reservation command: the lists, the tiles, the seats. */
const COUNTED = [listTag('Reservation'), STATS, ...SEATS];
/** What a command on one reservation makes stale. */
const touched = (id: string) => [...commandTags('Reservation', 'reservation', id), STATS, ...SEATS];

const provides = (result: ReservationListResponse | undefined) => [
  listTag('Reservation'),
  ...(result?.reservations ?? []).map((item) => recordTag('Reservation', item.id)),
];

/** Only the filters that are set. */
const listParams = ({
  search,
  status,
  date,
  startsFrom,
  startsBefore,
  classId,
  userId,
  instructorId,
  branchId,
  sort,
  order,
  page,
  limit,
}: ReservationListQuery) => ({
  ...(search ? { search } : {}),
  ...(status && status !== 'all' ? { status } : {}),
  ...(date ? { date } : {}),
  ...(startsFrom ? { startsFrom } : {}),
  ...(startsBefore ? { startsBefore } : {}),
  ...(classId ? { classId } : {}),
  ...(userId ? { userId } : {}),
  ...(instructorId ? { instructorId } : {}),
  ...(branchId ? { branchId } : {}),
  ...(sort ? { sort, order: order ?? 'asc' } : {}),
  page: page ?? 1,
  limit: limit ?? 10,
});

const occurrenceParams = ({ from, days, branchId, classId, instructorId }: OccurrencesQuery) => ({
  ...(from ? { from } : {}),
  ...(days ? { days } : {}),
  ...(branchId ? { branchId } : {}),
  ...(classId ? { classId } : {}),
  ...(instructorId ? { instructorId } : {}),
});

const id = (value: string) => encodeURIComponent(value);

/** Reservation reads and commands (spec §7); commands answer the reservation and the server's message. */
export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Admins: every reservation, filtered, sorted and paged on the server. */
    listReservations: build.query<ReservationListResponse, ReservationListQuery>({
      query: (query) => ({ url: '/reservations', params: listParams(query) }),
      providesTags: provides,
    }),
    getReservationStats: build.query<ReservationStatsResponse, void>({
      query: () => '/reservations/stats',
      providesTags: [STATS],
    }),
    getReservation: build.query<ReservationDto, string>({
      query: (reservationId) => `/reservations/${id(reservationId)}`,
      providesTags: (_result, _error, reservationId) => [recordTag('Reservation', reservationId)],
    }),
    /** The caller's own reservations, optionally of one status. */
    listMyReservations: build.query<
      ReservationListResponse,
      { status?: ReservationStatus; page?: number; limit?: number }
    >({
      query: ({ status, page, limit }) => ({
        url: '/reservations/user',
        params: { ...(status ? { status } : {}), page: page ?? 1, limit: limit ?? 10 },
      }),
      providesTags: provides,
    }),
    /** The caller's live reservations from now on, soonest first. */
    listMyUpcomingReservations: build.query<ReservationListResponse, { page?: number; limit?: number }>({
      query: ({ page, limit }) => ({
        url: '/reservations/user/upcoming',
        params: { page: page ?? 1, limit: limit ?? 10 },
      }),
      providesTags: provides,
    }),
    /** The caller's reservations whose class has started, latest first. */
    listMyPastReservations: build.query<ReservationListResponse, { page?: number; limit?: number }>({
      query: ({ page, limit }) => ({ url: '/reservations/user/past', params: { page: page ?? 1, limit: limit ?? 10 } }),
      providesTags: provides,
    }),
    /** One class's reservations, optionally on one studio day (YYYY-MM-DD). */
    listClassReservations: build.query<
      ReservationListResponse,
      { classId: string; date?: string; page?: number; limit?: number }
    >({
      query: ({ classId, date, page, limit }) => ({
        url: `/reservations/class/${id(classId)}`,
        params: { ...(date ? { date } : {}), page: page ?? 1, limit: limit ?? 100 },
      }),
      providesTags: provides,
    }),
    /** An instructor's reservations, optionally on one studio day (YYYY-MM-DD). */
    listInstructorReservations: build.query<
      ReservationListResponse,
      { instructorId: string; date?: string; page?: number; limit?: number }
    >({
      query: ({ instructorId, date, page, limit }) => ({
        url: `/reservations/instructor/${id(instructorId)}`,
        params: { ...(date ? { date } : {}), page: page ?? 1, limit: limit ?? 100 },
      }),
      providesTags: provides,
    }),
    /** Seats of one occurrence (classId + times); with `userId`, whether that person may book it for themself. */
    getAvailability: build.query<
      AvailabilityResponse,
      { classId: string; startTime: string; endTime?: string; userId?: string }
    >({
      query: ({ classId, startTime, endTime, userId }) => ({
        url: `/reservations/availability/${id(classId)}`,
        params: { startTime, ...(endTime ? { endTime } : {}), ...(userId ? { userId } : {}) },
      }),
      providesTags: [listTag('Occurrence')],
    }),
    /** The timetable's occurrences over some studio days, with seats (and, for staff, who is booked). */
    listOccurrences: build.query<OccurrencesResponse, OccurrencesQuery>({
      query: (query) => ({ url: '/reservations/occurrences', params: occurrenceParams(query) }),
      providesTags: [listTag('Occurrence'), listTag('Reservation')],
    }),
    createReservation: build.mutation<CommandAnswer<ReservationDto>, CreateReservationRequest>({
      query: (body) => ({ url: '/reservations', method: 'POST', body }),
      transformResponse: withServerMessage<ReservationDto>,
      invalidatesTags: COUNTED,
    }),
    updateReservation: build.mutation<CommandAnswer<ReservationDto>, { id: string; changes: UpdateReservationRequest }>(
      {
        query: ({ id: reservationId, changes }) => ({
          url: `/reservations/${id(reservationId)}`,
          method: 'PUT',
          body: changes,
        }),
        transformResponse: withServerMessage<ReservationDto>,
        invalidatesTags: (_result, _error, { id: reservationId }) => touched(reservationId),
      },
    ),
    confirmReservation: build.mutation<CommandAnswer<ReservationDto>, string>({
      query: (reservationId) => ({ url: `/reservations/${id(reservationId)}/confirm`, method: 'PUT' }),
      transformResponse: withServerMessage<ReservationDto>,
      invalidatesTags: (_result, _error, reservationId) => touched(reservationId),
    }),
    cancelReservation: build.mutation<CommandAnswer<ReservationDto>, string>({
      query: (reservationId) => ({ url: `/reservations/${id(reservationId)}/cancel`, method: 'PUT' }),
      transformResponse: withServerMessage<ReservationDto>,
      invalidatesTags: (_result, _error, reservationId) => touched(reservationId),
    }),
    /** Whether the person came (ATTENDED / NO_SHOW), once the occurrence has started. */
    recordAttendance: build.mutation<CommandAnswer<ReservationDto>, { id: string } & RecordAttendanceRequest>({
      query: ({ id: reservationId, attended }) => ({
        url: `/reservations/${id(reservationId)}/attendance`,
        method: 'PUT',
        body: { attended },
      }),
      transformResponse: withServerMessage<ReservationDto>,
      invalidatesTags: (_result, _error, { id: reservationId }) => touched(reservationId),
    }),
    /** Every client, for the reservation form's choice (spec §7: GET /users/role/CLIENT). */
    listClientChoices: build.query<UserDto[], void>({
      query: () => '/users/role/CLIENT',
      transformResponse: (data: { users: UserDto[] }) => data.users,
      providesTags: [listTag('User'), listTag('Client')],
    }),
    /** The sample class wizard's new client (spec §7: POST /users with role CLIENT). */
    createSampleClient: build.mutation<CommandAnswer<UserDto>, CreateUserRequest>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: [listTag('User'), listTag('Client'), ...BRANCH_FIGURES],
    }),
    /** The wizard's client corrected after going back to its first step. */
    updateSampleClient: build.mutation<CommandAnswer<UserDto>, { id: string; changes: UpdateUserRequest }>({
      query: ({ id: userId, changes }) => ({ url: `/users/${id(userId)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: (_result, _error, { id: userId }) => [...commandTags('User', 'user', userId), listTag('Client')],
    }),
    deleteReservation: build.mutation<CommandAnswer<ReservationDto>, string>({
      query: (reservationId) => ({ url: `/reservations/${id(reservationId)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<ReservationDto>,
      invalidatesTags: (_result, _error, reservationId) => touched(reservationId),
    }),
  }),
});

export const {
  useListReservationsQuery,
  useGetReservationStatsQuery,
  useGetReservationQuery,
  useListMyReservationsQuery,
  useListMyUpcomingReservationsQuery,
  useListMyPastReservationsQuery,
  useListClassReservationsQuery,
  useListInstructorReservationsQuery,
  useGetAvailabilityQuery,
  useLazyGetAvailabilityQuery,
  useListOccurrencesQuery,
  useCreateReservationMutation,
  useUpdateReservationMutation,
  useConfirmReservationMutation,
  useCancelReservationMutation,
  useDeleteReservationMutation,
  useRecordAttendanceMutation,
  useListClientChoicesQuery,
  useCreateSampleClientMutation,
  useUpdateSampleClientMutation,
} = reservationsApi;
