/** The front desk's feature: the day's classes with their rosters (/admin-today). */
export const frontDeskPages = {
  today: () => import('./pages/today-page'),
};

/** Opens the desk's day on a branch: what the dashboard's classes of today link with. */
export { rememberDeskBranch } from './use-remembered-branch';
