/**
 * The memberships feature's public entry: the client's own membership reads, for the client screens, the
 * quick sale of the clients screen, and its admin route pages.
 */
import { lazy } from 'react';
export {
  useListMyMembershipsQuery,
  useHasActiveMembershipQuery,
  useGetRemainingDaysQuery,
  useListMembershipsQuery,
} from './api';
export type { QuickSaleClient } from './components/quick-sale-dialog';

/**
 * Venta Rápida, for the clients screen's rows: a dialog that owns its sale and renewal. Loaded with
 * the screen that opens it, never in the first load.
 */
export const QuickSaleDialog = lazy(() =>
  import('./components/quick-sale-dialog').then((module) => ({ default: module.QuickSaleDialog })),
);

/** Route pages, loaded on demand. */
export const membershipsPages = {
  admin: () => import('./pages/memberships-page'),
  detail: () => import('./pages/membership-detail-page'),
};
