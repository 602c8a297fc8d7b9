import { MAX_PAGE_SIZE, type ClassDto, type ClassListQuery, type ClassListResponse, type ClassScheduleSlot, type ClassStatsResponse, type CreateClassRequest, type UpdateClassRequest, type UserDto } from '@boxstudio/contracts';
import { auditTags } from '../../components/admin/history.api';
import { api, withServerMessage, type ApiError, type CommandAnswer } from '../../lib/api';

const LIST = { type: 'Class', id: 'LIST' } as const;
const STATS = { type: 'ClassStats', id: 'ALL' } as const;
const BRANCH_LIST = { type: 'Branch', id: 'LIST' } as const;

/** What a command on one class makes stale: the lists and tiles, the class, its history, the branch counts. */
const touched = (id: string) => [LIST, STATS, BRANCH_LIST, { type: 'Class' as const, id }, ...auditTags('class', id)];

/** The list's query string: only the filters that are set. */
const listParams = ({ search, branchId, instructorId, isActive, isSampleClass, page, limit }: ClassListQuery) => ({
  ...(search ? { search } : {}),
  ...(branchId ? { branchId } : {}),
  ...(instructorId ? { instructorId } : {}),
  ...(isActive === undefined ? {} : { isActive: String(isActive) }),
  ...(isSampleClass === undefined ? {} : { isSampleClass: String(isSampleClass) }),
  page: page ?? 1,
  limit: limit ?? MAX_PAGE_SIZE,
});

/** Class reads and commands; commands answer the class and the server's success message. */
export const classesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClasses: build.query<ClassListResponse, ClassListQuery>({
      query: (query) => ({ url: '/classes', params: listParams(query) }),
      providesTags: (result) => [LIST, ...(result?.classes ?? []).map((item) => ({ type: 'Class' as const, id: item.id }))],
    }),
    /** Every class the filters select, read 100 at a time (the screens filter, sort and page them locally). */
    listAllClasses: build.query<ClassDto[], Omit<ClassListQuery, 'page' | 'limit'>>({
      async queryFn(query, _api, _extra, baseQuery) {
        const classes: ClassDto[] = [];
        for (let page = 1; ; page += 1) {
          const answer = await baseQuery({ url: '/classes', params: listParams({ ...query, page, limit: MAX_PAGE_SIZE }) });
          if (answer.error) return { error: answer.error as ApiError };
          const data = answer.data as ClassListResponse;
          classes.push(...data.classes);
          if (page >= data.totalPages || data.classes.length === 0) return { data: classes };
        }
      },
      providesTags: (result) => [LIST, ...(result ?? []).map((item) => ({ type: 'Class' as const, id: item.id }))],
    }),
    /** The instructors a class may be given (the form's select; active ones only). */
    listInstructors: build.query<UserDto[], void>({
      query: () => '/users/role/INSTRUCTOR',
      transformResponse: (data: { users: UserDto[] }) => data.users.filter((user) => user.isActive),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    getClassStats: build.query<ClassStatsResponse, void>({
      query: () => '/classes/stats',
      providesTags: [STATS],
    }),
    createClass: build.mutation<CommandAnswer<ClassDto>, CreateClassRequest>({
      query: (body) => ({ url: '/classes', method: 'POST', body }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: [LIST, STATS, BRANCH_LIST],
    }),
    updateClass: build.mutation<CommandAnswer<ClassDto>, { id: string; changes: UpdateClassRequest }>({
      query: ({ id, changes }) => ({ url: `/classes/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    setClassSchedules: build.mutation<CommandAnswer<ClassDto>, { id: string; schedules: readonly ClassScheduleSlot[] }>({
      query: ({ id, schedules }) => ({ url: `/classes/${encodeURIComponent(id)}/schedules`, method: 'PUT', body: { schedules } }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    deleteClass: build.mutation<CommandAnswer<ClassDto>, string>({
      query: (id) => ({ url: `/classes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<ClassDto>,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
  }),
});

export const { useListInstructorsQuery, useListClassesQuery, useListAllClassesQuery, useGetClassStatsQuery, useCreateClassMutation, useUpdateClassMutation, useSetClassSchedulesMutation, useDeleteClassMutation } = classesApi;
