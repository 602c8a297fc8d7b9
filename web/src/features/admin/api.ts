import type { ClientStats, EmployeeStats } from '@boxstudio/contracts';
import { api } from '../../lib/api';

/** The dashboard's own numbers; the branch counts come from the branches feature's list query. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery } = adminApi;
