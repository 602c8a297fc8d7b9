import type { ClientStats, EmployeeStats } from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { listTag } from '../../lib/cache-tags';

/** The dashboard's own numbers; the branch counts come from the branches feature's list query. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardClientStats: build.query<ClientStats, void>({
      query: () => '/clients/stats',
      providesTags: [listTag('Client')],
    }),
    dashboardEmployeeStats: build.query<EmployeeStats, void>({
      query: () => '/users/stats',
      providesTags: [listTag('User')],
    }),
  }),
});

export const { useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery } = adminApi;
