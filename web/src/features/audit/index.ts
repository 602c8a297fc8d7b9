/**
 * The audit console's public entry: its route pages (the activity with the search, and a record's
 * stream), loaded on demand.
 */
export const auditPages = {
  console: () => import('./pages/audit-page'),
  record: () => import('./pages/audit-record-page'),
};
