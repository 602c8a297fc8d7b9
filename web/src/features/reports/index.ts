/**
 * The reports feature's public entry: its route pages only, loaded on demand with their chart and
 * table libraries (Recharts, Blueprint's table), which nothing else loads: the admins' Reportes and
 * an instructor's own (Mis reportes), whose shared pieces the build puts in chunks of their own.
 */
export const reportsPages = {
  reports: () => import('./pages/reports-page'),
  instructor: () => import('./pages/instructor-reports-page'),
};
