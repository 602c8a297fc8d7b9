/** The account feature's public entry: a signed-in person's own pages. */
export const accountPages = {
  dashboard: () => import('./pages/dashboard-page'),
  profile: () => import('./pages/profile-page'),
};
