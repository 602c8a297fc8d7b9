import { isAdminRole, type Role } from '@boxstudio/contracts';

export interface BranchPermissions {
  readonly create: boolean;
  readonly edit: boolean;
  /** Delete (which deactivates), and turning the Active switch off. */
  readonly deactivate: boolean;
}

/** The API's rules (docs/decisions.md): SUPER_ADMIN creates and deactivates; admins edit and reactivate. */
export function branchPermissions(role: Role | undefined): BranchPermissions {
  const superAdmin = role === 'SUPER_ADMIN';
  return { create: superAdmin, edit: role !== undefined && isAdminRole(role), deactivate: superAdmin };
}
