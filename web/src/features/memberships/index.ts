/**
 * The memberships feature's public entry: the client's own membership reads, for the client screens, and its
 * admin route pages.
 */
export { useListMyMembershipsQuery, useHasActiveMembershipQuery, useGetRemainingDaysQuery } from './api';

/** Route pages, loaded on demand. */
export const membershipsPages = {
  admin: () => import('./pages/memberships-page'),
  detail: () => import('./pages/membership-detail-page'),
};
