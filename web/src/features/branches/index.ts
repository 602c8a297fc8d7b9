/**
 * The branches feature's public entry: the one branch list query (the footer and the admin
 * dashboard read it too) and its route pages.
 */
export { useListBranchesQuery } from './api';

/** Route pages, loaded on demand. */
export const branchesPages = {
  list: () => import('./pages/branches-page'),
  detail: () => import('./pages/branch-detail-page'),
};
