import type { UserDto, ClassDto, ClassListQuery, ClassListResponse, ClassScheduleSlot, ClassStatsResponse, CreateClassRequest, UpdateClassRequest } from '@boxstudio/contracts';
import { auditTags } from '../../components/admin/history.api';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';

const LIST = { type: 'Class', id: 'LIST' } as const;
const STATS = { type: 'ClassStats', id: 'ALL' } as const;
const BRANCH_LIST = { type: 'Branch', id: 'LIST' } as const;

/** What a command on one class makes stale: the lists and tiles, the class, its history, the branch counts. */
const touched = (id: string) => [LIST, STATS, BRANCH_LIST, { type: 'Class' as const, id }, ...auditTags('class', id)];

/** Class reads and commands; commands answer the class and the server's success message. */
export const classesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClasses: build.query<ClassListResponse, ClassListQuery>({
      query: ({ search, branchId, instructorId, isActive, isSampleClass, page, limit }) => ({
        url: '/classes',
        params: {
          ...(search ? { search } : {}),
          ...(branchId ? { branchId } : {}),
          ...(instructorId ? { instructorId } : {}),
          ...(isActive === undefined ? {} : { isActive: String(isActive) }),
          ...(isSampleClass === undefined ? {} : { isSampleClass: String(isSampleClass) }),
          page: page ?? 1,
          limit: limit ?? 100,
        },
      }),
      providesTags: (result) => [LIST, ...(result?.classes ?? []).map((item) => ({ type: 'Class' as const, id: item.id }))],
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

export const { useListInstructorsQuery, useListClassesQuery, useGetClassStatsQuery, useCreateClassMutation, useUpdateClassMutation, useSetClassSchedulesMutation, useDeleteClassMutation } = classesApi;
