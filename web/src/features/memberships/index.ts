/** The memberships feature's public entry: the client's own membership reads, for the client screens. */
export { useListMyMembershipsQuery, useHasActiveMembershipQuery, useGetRemainingDaysQuery } from './api';
