import { EMPLOYEE_ROLES, type Role } from '@boxstudio/contracts';

/**
 * Spec §4: the new role proposed for an employee is the next of INSTRUCTOR → SUPERVISOR → MANAGER
 * → ADMIN → INSTRUCTOR. Roles the signed-in person may not give are passed over (a MANAGER is
 * proposed INSTRUCTOR when only a super admin may make admins). A role outside the cycle starts it.
 */
export function proposedRole(current: Role, assignable: readonly Role[] = EMPLOYEE_ROLES): Role {
  const start = EMPLOYEE_ROLES.indexOf(current);
  for (let step = 1; step <= EMPLOYEE_ROLES.length; step += 1) {
    const candidate = EMPLOYEE_ROLES[(start + step) % EMPLOYEE_ROLES.length];
    if (candidate !== undefined && candidate !== current && assignable.includes(candidate)) return candidate;
  }
  return current;
}
