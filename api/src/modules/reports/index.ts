/** The reports module's public API: what other modules may use. */
export { ReportsModule } from './reports.module.js';
/** The reporting read models' collections: tests read them to check what is stored. */
export { REVENUE_BUCKETS } from './projections/revenue-docs.js';
