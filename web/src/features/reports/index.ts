/**
 * The reports feature's public entry: its route page only, loaded on demand with its chart and table
 * libraries (Recharts, Blueprint's table), which nothing else loads.
 */
export const reportsPages = {
  reports: () => import('./pages/reports-page'),
};
