/** The client membership feature's public entry: a person's own membership and payments page (/membership). */
export { currentMembership, frozenUntil, type CurrentMembership } from './membership-period';

export const clientMembershipPages = {
  membership: () => import('./pages/membership-page'),
};
