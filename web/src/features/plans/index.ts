/** The membership plans feature's public entry: the plan list query (a sale offers plans) and its route pages. */
export { useListPlansQuery } from './api';

/** Route pages, loaded on demand. */
export const plansPages = {
  list: () => import('./pages/plans-page'),
  detail: () => import('./pages/plan-detail-page'),
};
