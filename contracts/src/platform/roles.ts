export const ROLES = ['CLIENT', 'EMPLOYEE', 'INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** "Admin" in the spec means either of these. */
export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];
/** The roles managed on the employees screen. */
export const EMPLOYEE_ROLES: readonly Role[] = ['INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN'];

export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
