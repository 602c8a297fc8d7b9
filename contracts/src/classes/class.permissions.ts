import { isAdminRole, type Role } from '../platform/roles.js';

export interface ClassPermissions {
  /** Create, edit, toggle, delete and edit the timetable. */
  readonly manage: boolean;
  /** See inactive classes too, and the classes stats. */
  readonly seeAll: boolean;
}

/** CONTRACT.md: admins manage classes; instructors read them all; everyone reads the active ones. */
export function classPermissions(role: Role | null | undefined): ClassPermissions {
  const admin = role !== null && role !== undefined && isAdminRole(role);
  return { manage: admin, seeAll: admin || role === 'INSTRUCTOR' };
}
