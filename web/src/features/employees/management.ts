import { EMPLOYEE_ROLES, isAdminRole, type Role } from '@boxstudio/contracts';

/** Who is signed in, as far as the management rules care. */
export interface Manager {
  readonly id: string;
  readonly role: Role;
}

/** Why the signed-in person may not do something to someone: their own account, or an admin's. */
export type Refusal = 'self' | 'adminAccount';

/** What the signed-in person may do to one person; a refusal says why not. */
export interface Management {
  /** Edit the person's fields. */
  readonly edit: Refusal | null;
  /** Change the role, deactivate or delete. */
  readonly standing: Refusal | null;
}

/**
 * The server's rules (docs/decisions.md, People), so the screen offers only what the server would
 * accept: only a SUPER_ADMIN manages another admin's account, everyone edits their own profile, and
 * nobody changes their own role, deactivates or deletes themselves. The server checks them again and
 * its refusal is shown.
 */
export function managementOf(
  manager: Manager | null,
  person: { readonly id: string; readonly role: Role },
): Management {
  if (!manager) return { edit: null, standing: null };
  // Everyone edits their own profile; nobody changes their own standing.
  if (person.id === manager.id) return { edit: null, standing: 'self' };
  const adminAccount = isAdminRole(person.role) && manager.role !== 'SUPER_ADMIN';
  if (adminAccount) return { edit: 'adminAccount', standing: 'adminAccount' };
  return { edit: null, standing: null };
}

/** The employee roles the signed-in person may give: ADMIN only by a SUPER_ADMIN. */
export function assignableRoles(manager: Manager | null): readonly Role[] {
  return manager?.role === 'SUPER_ADMIN' ? EMPLOYEE_ROLES : EMPLOYEE_ROLES.filter((role) => !isAdminRole(role));
}
