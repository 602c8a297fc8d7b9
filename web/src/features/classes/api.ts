import {
  MAX_PAGE_SIZE,
  type ClassDto,
  type ClassListQuery,
  type ClassListResponse,
  type ClassScheduleSlot,
  type ClassStatsResponse,
  type CreateClassRequest,
  type UpdateClassRequest,
  type UserDto,
} from '@boxstudio/contracts';
import { api, withServerMessage, type ApiError, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag } from '../../lib/cache-tags';

const STATS = recordTag('ClassStats', 'ALL');
/** Any class command: the lists, the tiles and the branch list's counts. */
const COUNTED = [listTag('Class'), STATS, ...BRANCH_FIGURES];

/** What a command on one class makes stale: the lists and tiles, the class, its history, the branch counts. */
const touched = (id: string) => [...commandTags('Class', 'class', id), STATS, ...BRANCH_FIGURES];
/** A timetable changes no count: only the class itself. */
const retimed = (id: string) => commandTags('Class', 'class', id);

/** The list's query string: only the filters that are set. */
const listParams = ({
  search,
  branchId,
  instructorId,
  isActive,
  isSampleClass,
  sort,
  order,
  page,
  limit,
}: ClassListQuery) => ({
  ...(search ? { search } : {}),
  ...(branchId ? { branchId } : {}),
  ...(instructorId ? { instructorId } : {}),
  ...(isActive === undefined ? {} : { isActive: String(isActive) }),
  ...(isSampleClass === undefined ? {} : { isSampleClass: String(isSampleClass) }),
  ...(sort ? { sort, order: order ?? 'asc' } : {}),
  page: page ?? 1,
  limit: limit ?? MAX_PAGE_SIZE,
});

/** Class reads and commands; commands answer the class and the server's success message. */
export const classesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClasses: build.query<ClassListResponse, ClassListQuery>({
      query: (query) => ({ url: '/classes', params: listParams(query) }),
      providesTags: (result) => [
        listTag('Class'),
        ...(result?.classes ?? []).map((item) => recordTag('Class', item.id)),
      ],
    }),
    /** Every class the filters select, read 100 at a time (the public week shows them all at once). */
    listAllClasses: build.query<ClassDto[], Omit<ClassListQuery, 'page' | 'limit'>>({
      async queryFn(query, _api, _extra, baseQuery) {
        const classes: ClassDto[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await baseQuery({
            url: '/classes',
            params: listParams({ ...query, page, limit: MAX_PAGE_SIZE }),
          });
          if (answer.error) return { error: answer.error as ApiError };
          const data = answer.data as ClassListResponse;
          classes.push(...data.classes);
          if (page >= data.totalPages || data.classes.length === 0) return { data: classes };
        }
      },
      providesTags: (result) => [listTag('Class'), ...(result ?? []).map((item) => recordTag('Class', item.id))],
    }),
    /** Every instructor: the list's filter offers them all, the form only the active ones. */
    listInstructors: build.query<UserDto[], void>({
      query: () => '/users/role/INSTRUCTOR',
      transformResponse: (data: { users: UserDto[] }) => data.users,
      providesTags: [listTag('User')],
    }),
    getClassStats: build.query<ClassStatsResponse, void>({
      query: () => '/classes/stats',
      providesTags: [STATS],
    }),
    createClass: build.mutation<CommandAnswer<ClassDto>, CreateClassRequest>({
      query: (body) => ({ url: '/classes', method: 'POST', body }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: COUNTED,
    }),
    updateClass: build.mutation<CommandAnswer<ClassDto>, { id: string; changes: UpdateClassRequest }>({
      query: ({ id, changes }) => ({ url: `/classes/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    setClassSchedules: build.mutation<CommandAnswer<ClassDto>, { id: string; schedules: readonly ClassScheduleSlot[] }>(
      {
        query: ({ id, schedules }) => ({
          url: `/classes/${encodeURIComponent(id)}/schedules`,
          method: 'PUT',
          body: { schedules },
        }),
        transformResponse: withServerMessage<ClassDto>,
        invalidatesTags: (_result, _error, { id }) => retimed(id),
      },
    ),
    deleteClass: build.mutation<CommandAnswer<ClassDto>, string>({
      query: (id) => ({ url: `/classes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
  }),
});

export const {
  useListInstructorsQuery,
  useListClassesQuery,
  useListAllClassesQuery,
  useGetClassStatsQuery,
  useCreateClassMutation,
  useUpdateClassMutation,
  useSetClassSchedulesMutation,
  useDeleteClassMutation,
} = classesApi;
