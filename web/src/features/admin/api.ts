import type { ClientStats, EmployeeStats, InventoryStatsResponse } from '@boxstudio/contracts';
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
    /** The low-stock tile: the inventory's own figures (every branch). */
    dashboardInventoryStats: build.query<InventoryStatsResponse, void>({
      query: () => '/inventory/stats',
      providesTags: [listTag('InventoryStats')],
    }),
  }),
});

export const { useDashboardClientStatsQuery, useDashboardEmployeeStatsQuery, useDashboardInventoryStatsQuery } =
  adminApi;
