import { isAdminRole, type Role } from '../platform/roles.js';

export interface PlanPermissions {
  /** Create, edit (and reactivate), duplicate and deactivate. */
  readonly manage: boolean;
  /** Stats: every signed-in user (spec §6: all users can view and see stats). */
  readonly viewStats: boolean;
}

/** Spec §6: SUPER_ADMIN and ADMIN manage plans; everyone views them, signed-in users see stats. */
export function planPermissions(role: Role | null | undefined): PlanPermissions {
  const signedIn = role !== null && role !== undefined;
  return { manage: signedIn && isAdminRole(role), viewStats: signedIn };
}
