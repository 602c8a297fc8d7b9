/** The front desk's feature: the day's classes with their rosters (/admin-today). */
export const frontDeskPages = {
  today: () => import('./pages/today-page'),
};
