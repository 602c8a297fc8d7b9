import { ADMIN_ROLES, type Role } from '@boxstudio/contracts';
import { conflict, forbidden } from '../../../platform/domain/domain-error.js';

export interface Actor {
  readonly id: string;
  readonly role: Role;
}

/** Who is acting, and what they want to do to whom. */
export interface ManagementRequest {
  readonly actor: Actor;
  /** The person acted on, as they are now; absent when creating. */
  readonly target?: { readonly id: string; readonly role: Role; readonly isActive: boolean };
  /** The role being given (on create or on a role change). */
  readonly newRole?: Role;
  readonly deactivate?: boolean;
  readonly remove?: boolean;
  /** Active SUPER_ADMINs other than the target, from the super-admin roster. */
  readonly otherActiveSuperAdmins: number;
}

const isAdmin = (role: Role): boolean => ADMIN_ROLES.includes(role);

/**
 * The rules for managing people, beyond "admins only" (checked on the route):
 * - only a SUPER_ADMIN creates admins, promotes to admin, or manages another admin's account;
 * - nobody changes their own role, deactivates or deletes themselves; everyone edits their own profile;
 * - the last active SUPER_ADMIN is never demoted, deactivated or deleted.
 */
export function checkManagement(request: ManagementRequest): void {
  const { actor, target, newRole } = request;
  const changesStanding =
    (newRole !== undefined && newRole !== target?.role) || request.deactivate === true || request.remove === true;
  const self = target !== undefined && target.id === actor.id;
  if (self && changesStanding) throw forbidden('USER.SELF_CHANGE');
  const touchesAdmins = (newRole !== undefined && isAdmin(newRole)) || (target !== undefined && isAdmin(target.role));
  // An admin editing their own profile (name, phone...) touches no one's standing.
  if (touchesAdmins && !self && actor.role !== 'SUPER_ADMIN') throw forbidden('USER.ROLE_FORBIDDEN');
  const demotesSuperAdmin =
    target?.role === 'SUPER_ADMIN' && target.isActive && changesStanding && newRole !== 'SUPER_ADMIN';
  if (demotesSuperAdmin && request.otherActiveSuperAdmins === 0) throw conflict('USER.LAST_SUPER_ADMIN');
}
