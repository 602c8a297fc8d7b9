import type {
  BranchListQuery,
  BranchListResponse,
  BranchStatsResponse,
  BranchSummary,
  CreateBranchRequest,
  UpdateBranchRequest,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { commandTags, listTag, recordTag } from '../../lib/cache-tags';

/** What a command on one branch makes stale: the lists, the branch, its numbers and its history. */
const touched = (id: string) => [...commandTags('Branch', 'branch', id), recordTag('BranchStats', id)];

/**
 * Branch reads and commands; the one GET /branches of the app (the page, the footer and the
 * dashboard's counts all read it). Commands answer the branch and the server's success message.
 */
export const branchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBranches: build.query<BranchListResponse, BranchListQuery>({
      query: ({ search, status, sort, order, page, limit }) => ({
        url: '/branches',
        params: {
          ...(search ? { search } : {}),
          status: status ?? 'all',
          ...(sort ? { sort, order: order ?? 'asc' } : {}),
          page: page ?? 1,
          limit: limit ?? 10,
        },
      }),
      providesTags: (result) => [
        listTag('Branch'),
        ...(result?.branches ?? []).map((branch) => recordTag('Branch', branch.id)),
      ],
    }),
    getBranch: build.query<BranchSummary, string>({
      query: (id) => `/branches/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [recordTag('Branch', id)],
    }),
    getBranchStats: build.query<BranchStatsResponse, string>({
      query: (id) => `/branches/${encodeURIComponent(id)}/stats`,
      providesTags: (_result, _error, id) => [listTag('BranchStats'), recordTag('BranchStats', id)],
    }),
    createBranch: build.mutation<CommandAnswer<BranchSummary>, CreateBranchRequest>({
      query: (body) => ({ url: '/branches', method: 'POST', body }),
      transformResponse: withServerMessage<BranchSummary>,
      invalidatesTags: [listTag('Branch')],
    }),
    // A rename or a status change can move the branch in or out of a filtered list: lists refresh too.
    updateBranch: build.mutation<CommandAnswer<BranchSummary>, { id: string; changes: UpdateBranchRequest }>({
      query: ({ id, changes }) => ({ url: `/branches/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: withServerMessage<BranchSummary>,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    deactivateBranch: build.mutation<CommandAnswer<BranchSummary>, string>({
      query: (id) => ({ url: `/branches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<BranchSummary>,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
  }),
});

export const {
  useListBranchesQuery,
  useGetBranchQuery,
  useGetBranchStatsQuery,
  useCreateBranchMutation,
  useUpdateBranchMutation,
  useDeactivateBranchMutation,
} = branchesApi;
