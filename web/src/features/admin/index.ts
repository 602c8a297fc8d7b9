/** The admin feature's public entry: the admin dashboard. */
export const adminPages = {
  dashboard: () => import('./pages/admin-dashboard-page'),
};
