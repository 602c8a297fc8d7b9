import type { BranchListResponse, BranchStatusFilter, ClientStats, EmployeeStats } from '@boxstudio/contracts';
import { api } from '../../lib/api';

/** The dashboard's numbers: each read from the module that owns it. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How many branches have this status (a one-row page: only `total` is read). */
    dashboardBranchCount: build.query<number, BranchStatusFilter>({
      query: (status) => ({ url: '/branches', params: { status, limit: 1 } }),
      transformResponse: (response: BranchListResponse) => response.total,
      providesTags: [{ type: 'Branch', id: 'LIST' }],
    }),
    dashboardClientStats: build.query<ClientStats, void>({
      query: () => '/clients/stats',
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    dashboardEmployeeStats: build.query<EmployeeStats, void>({
      query: () => '/users/stats',
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useDashboardBranchCountQuery, useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery } = adminApi;
