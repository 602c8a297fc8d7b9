import { membershipExpiry } from './modules/memberships/schedules/membership-expiry.js';
import { apiKeyExpiry } from './modules/api-keys/schedules/api-key-expiry.js';
import { usersProjection } from './modules/accounts/projections/users.projection.js';
import { apiKeysProjection } from './modules/api-keys/projections/api-keys.projection.js';
import { activityProjection } from './modules/audit/projections/activity.projection.js';
import { branchesProjection } from './modules/branches/projections/branches.projection.js';
import { classesProjection } from './modules/classes/projections/classes.projection.js';
import { inventoryProjection } from './modules/inventory/projections/inventory.projection.js';
import { membershipsProjection } from './modules/memberships/projections/memberships.projection.js';
import { subscribersProjection } from './modules/newsletter/projections/subscribers.projection.js';
import { paymentsProjection } from './modules/payments/projections/payments.projection.js';
import { plansProjection } from './modules/plans/projections/plans.projection.js';
import { classesReportProjection } from './modules/reports/projections/classes-report.projection.js';
import { clientsReportProjection } from './modules/reports/projections/clients-report.projection.js';
import { membershipsReportProjection } from './modules/reports/projections/memberships-report.projection.js';
import { revenueReportProjection } from './modules/reports/projections/revenue-report.projection.js';
import { reservationsProjection } from './modules/reservations/projections/reservations.projection.js';
import type { Projection } from './platform/projections/projection.js';
import type { StudioCalendar } from './platform/time/studio-calendar.js';

/**
 * Every read model the product folds, as its modules register them (and the schedules' due
 * lists), built without Nest: the projections worker imports this file and nothing of the
 * modules beyond their projections. A start compares it with the registry the modules filled.
 */
export function projectionCatalogue(calendar: StudioCalendar): Projection[] {
  return [
    usersProjection,
    apiKeysProjection,
    activityProjection,
    branchesProjection,
    classesProjection,
    inventoryProjection,
    membershipsProjection,
    subscribersProjection,
    paymentsProjection,
    plansProjection,
    reservationsProjection,
    classesReportProjection(calendar),
    clientsReportProjection(calendar),
    membershipsReportProjection(calendar),
    revenueReportProjection(calendar),
    membershipExpiry.projection,
    apiKeyExpiry.projection,
  ];
}
