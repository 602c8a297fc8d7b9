import { isAdminRole, type Role } from '../platform/roles.js';

export interface BranchPermissions {
  readonly create: boolean;
  readonly edit: boolean;
  /** Delete (which deactivates), and turning the Active switch off. */
  readonly deactivate: boolean;
  readonly viewStats: boolean;
}

/**
 * Who may do what with branches (docs/decisions.md, "Access"): SUPER_ADMIN creates and
 * deactivates; admins edit, reactivate and read statistics. The API enforces these; the web hides
 * what a role may not do.
 */
export function branchPermissions(role: Role | null | undefined): BranchPermissions {
  const admin = role !== null && role !== undefined && isAdminRole(role);
  const superAdmin = role === 'SUPER_ADMIN';
  return { create: superAdmin, edit: admin, deactivate: superAdmin, viewStats: admin };
}
