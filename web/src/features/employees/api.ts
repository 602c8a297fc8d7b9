import type {
  CreateUserRequest,
  EmployeeStats,
  PersonFields,
  PersonStatusFilter,
  Role,
  UserDto,
  UserListResponse,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag, REPORT_FIGURES } from '../../lib/cache-tags';

/**
 * A person changed: every list of people (pickers, the clients screen, the dashboard's numbers) moves too, and
 * the reports' clients (a role changed to or from client).
 */
const PEOPLE = [listTag('User'), listTag('Client'), ...BRANCH_FIGURES, ...REPORT_FIGURES];
const touched = (id: string) => [...commandTags('User', 'user', id), recordTag('Client', id), ...PEOPLE];

/** GET /users: one role, or several at once (`roles`, the employees screen's "Todos"). */
export interface PeopleRequest {
  readonly search?: string;
  readonly status?: PersonStatusFilter;
  readonly role?: Role;
  readonly roles?: readonly Role[];
  readonly page?: number;
  readonly limit?: number;
}

type Clearable<T> = { readonly [K in keyof T]?: T[K] | null };

/**
 * PUT /users/{id} (spec §7): the person's fields without a password (`null` clears an optional
 * one), or only `isActive`, or only `role`.
 */
export type UpdatePersonRequest = Clearable<Omit<PersonFields, 'name' | 'email'>> & {
  readonly name?: string;
  readonly email?: string;
  readonly role?: Role;
  readonly isActive?: boolean;
};

/** The people API (spec §7, Employees and users); commands answer the person and the server's words. */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPeople: build.query<UserListResponse, PeopleRequest>({
      query: ({ search, status, role, roles, page, limit }) => ({
        url: '/users',
        params: {
          ...(search ? { search } : {}),
          ...(role ? { role } : {}),
          ...(roles ? { roles: roles.join(',') } : {}),
          status: status ?? 'all',
          page: page ?? 1,
          limit: limit ?? 10,
        },
      }),
      providesTags: (result) => [listTag('User'), ...(result?.users ?? []).map((user) => recordTag('User', user.id))],
    }),
    getEmployeeStats: build.query<EmployeeStats, void>({
      query: () => '/users/stats',
      providesTags: [listTag('User')],
    }),
    createPerson: build.mutation<CommandAnswer<UserDto>, CreateUserRequest>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: PEOPLE,
    }),
    updatePerson: build.mutation<CommandAnswer<UserDto>, { id: string; changes: UpdatePersonRequest }>({
      query: ({ id, changes }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    deletePerson: build.mutation<CommandAnswer<UserDto>, string>({
      query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
  }),
});

export const {
  useListPeopleQuery,
  useGetEmployeeStatsQuery,
  useCreatePersonMutation,
  useUpdatePersonMutation,
  useDeletePersonMutation,
} = peopleApi;
