import type {
  ClientStats,
  CreateClientRequest,
  CreateClientResponse,
  PeopleListQuery,
  UpdateUserRequest,
  UserDto,
  UserListResponse,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { BRANCH_FIGURES, commandTags, listTag, recordTag, REPORT_FIGURES } from '../../lib/cache-tags';

/**
 * A client is a person: every list of people (the sale's and the booking's choices), the branch counts and
 * the reports' clients (new, active, at risk) move too.
 */
const PEOPLE = [listTag('Client'), listTag('User'), ...BRANCH_FIGURES, ...REPORT_FIGURES];
const touched = (id: string) => [...commandTags('Client', 'user', id), recordTag('User', id), ...PEOPLE];

/** PUT /clients/{id}: name, email and phone, or only `isActive` (spec §7). */
export type UpdateClientRequest = Pick<UpdateUserRequest, 'name' | 'email' | 'phone' | 'isActive'>;

/** The clients screen's reads and commands (spec §7, Clients); commands answer the client and the server's message. */
export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<UserListResponse, PeopleListQuery>({
      query: ({ search, status, page, limit }) => ({
        url: '/clients',
        params: { ...(search ? { search } : {}), status: status ?? 'all', page: page ?? 1, limit: limit ?? 10 },
      }),
      providesTags: (result) => [
        listTag('Client'),
        ...(result?.users ?? []).map((client) => recordTag('Client', client.id)),
      ],
    }),
    // Tagged as the dashboard's own read of the same numbers: one command refreshes both.
    getClientStats: build.query<ClientStats, void>({
      query: () => '/clients/stats',
      providesTags: [listTag('Client')],
    }),
    createClient: build.mutation<CommandAnswer<CreateClientResponse>, CreateClientRequest>({
      query: (body) => ({ url: '/clients', method: 'POST', body }),
      transformResponse: withServerMessage<CreateClientResponse>,
      invalidatesTags: PEOPLE,
    }),
    updateClient: build.mutation<CommandAnswer<UserDto>, { id: string; changes: UpdateClientRequest }>({
      query: ({ id, changes }) => ({ url: `/clients/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    deleteClient: build.mutation<CommandAnswer<UserDto>, string>({
      query: (id) => ({ url: `/clients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<UserDto>,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
  }),
});

export const {
  useListClientsQuery,
  useGetClientStatsQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
} = clientsApi;
