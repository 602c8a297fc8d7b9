import type {
  AuditStreamResponse,
  BranchDto,
  BranchListQuery,
  BranchListResponse,
  BranchStatsResponse,
  CreateBranchRequest,
  UpdateBranchRequest,
  UserDto,
} from '@boxstudio/contracts';
import { api } from '../../lib/api';

const LIST = { type: 'Branch', id: 'LIST' } as const;

/** Branch reads and commands. Each mutation invalidates only the branch it touched (and the lists). */
export const branchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBranches: build.query<BranchListResponse, BranchListQuery>({
      query: ({ search, status, page, limit }) => ({
        url: '/branches',
        params: { ...(search ? { search } : {}), status: status ?? 'all', page: page ?? 1, limit: limit ?? 10 },
      }),
      providesTags: (result) => [LIST, ...(result?.branches ?? []).map((branch) => ({ type: 'Branch' as const, id: branch.id }))],
    }),
    getBranch: build.query<BranchDto, string>({
      query: (id) => `/branches/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Branch', id }],
    }),
    getBranchStats: build.query<BranchStatsResponse, string>({
      query: (id) => `/branches/${encodeURIComponent(id)}/stats`,
      providesTags: (_result, _error, id) => [{ type: 'BranchStats', id }],
    }),
    getBranchHistory: build.query<AuditStreamResponse, string>({
      query: (id) => `/audit/branch/${encodeURIComponent(id)}/events`,
      providesTags: (_result, _error, id) => [{ type: 'BranchHistory', id }],
    }),
    /** Who did something in a branch's history; admins may read any person. */
    getHistoryActor: build.query<UserDto, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createBranch: build.mutation<BranchDto, CreateBranchRequest>({
      query: (body) => ({ url: '/branches', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateBranch: build.mutation<BranchDto, { id: string; changes: UpdateBranchRequest }>({
      query: ({ id, changes }) => ({ url: `/branches/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      // A rename or a status change can move the branch in or out of a filtered list: lists refresh too.
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Branch', id }, { type: 'BranchStats', id }, { type: 'BranchHistory', id }],
    }),
    deactivateBranch: build.mutation<BranchDto, string>({
      query: (id) => ({ url: `/branches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Branch', id }, { type: 'BranchStats', id }, { type: 'BranchHistory', id }],
    }),
  }),
});

export const {
  useListBranchesQuery,
  useGetBranchQuery,
  useGetBranchStatsQuery,
  useGetBranchHistoryQuery,
  useGetHistoryActorQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useDeactivateBranchMutation,
} = branchesApi;
