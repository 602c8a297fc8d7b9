/** The client membership feature's public entry: a person's own membership and payments page (/membership). */
export const clientMembershipPages = {
  membership: () => import('./pages/membership-page'),
};
