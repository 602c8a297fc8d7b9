import { isAdminRole, type Role } from '../platform/roles.js';

export interface MembershipPermissions {
  /** Sell, edit, renew, change plan, cancel, freeze, delete; read everyone's. */
  readonly manage: boolean;
  /** Read its own memberships and payments (`/memberships/user`, `/has-active`, `/remaining-days`). */
  readonly readOwn: boolean;
}

/** CONTRACT.md: admins write; a CLIENT reads only its own. */
export function membershipPermissions(role: Role | null | undefined): MembershipPermissions {
  const admin = role !== null && role !== undefined && isAdminRole(role);
  return { manage: admin, readOwn: role !== null && role !== undefined };
}
