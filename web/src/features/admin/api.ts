import type { ClientStats, EmployeeStats, InventoryStatsResponse, OverviewReport } from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { listTag, REPORT_FIGURES } from '../../lib/cache-tags';
import type { StudioDay } from '../../lib/studio-time';

/**
 * The overview's period, always named (the API's default, the last 30 days, is not the dashboard's),
 * and a branch or none.
 */
export interface OverviewRequest {
  readonly startDate: StudioDay;
  readonly endDate: StudioDay;
  readonly branchId?: string;
}

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
    /**
     * The studio at a glance (docs/metrics.md): today's bookings, memberships, clients at risk and the
     * month's revenue. A report like the others, so every money and booking command refreshes it.
     */
    dashboardOverview: build.query<OverviewReport, OverviewRequest>({
      query: ({ startDate, endDate, branchId }) => ({
        url: '/reports/overview',
        params: { startDate, endDate, ...(branchId ? { branchId } : {}) },
      }),
      providesTags: [...REPORT_FIGURES],
    }),
  }),
});

export const {
  useDashboardClientStatsQuery,
  useDashboardEmployeeStatsQuery,
  useDashboardInventoryStatsQuery,
  useDashboardOverviewQuery,
} = adminApi;
