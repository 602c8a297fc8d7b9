/** The memberships module's public API: what other modules may use. */
export type { MembershipEvent, MembershipTerms } from './domain/membership.events.js';
