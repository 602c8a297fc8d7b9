/** The memberships module's public API: what other modules may use. */
export { MembershipsModule } from './memberships.module.js';
export type { MembershipEvent, MembershipTerms } from './domain/membership.events.js';
/** The memberships read model's collection: tests read it to check what is stored. */
export { MEMBERSHIPS } from './projections/membership-docs.js';
