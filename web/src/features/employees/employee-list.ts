import { EMPLOYEE_ROLES, type PersonStatusFilter, type Role } from '@boxstudio/contracts';
import type { PeopleRequest } from './api';

/** The employees screen's role filter: every employee role, or one of them (spec §2). */
export type EmployeeRoleFilter = 'all' | Role;

/** The employees screen's filters (spec §2): search, role and status. */
export type EmployeeFilters = { search: string; role: EmployeeRoleFilter; status: PersonStatusFilter };

export const NO_FILTERS: EmployeeFilters = { search: '', role: 'all', status: 'all' };

/**
 * What the list asks the server for: "Todos" is the four employee roles at once, so the server
 * pages the employees alone (spec §7 filtered a page of everyone in the browser, which broke paging);
 * a role that is no employee role (typed into the address) is ignored.
 */
export function employeesRequest(
  filters: EmployeeFilters,
): Pick<PeopleRequest, 'search' | 'status' | 'role' | 'roles'> {
  const { search, status, role } = filters;
  const one = EMPLOYEE_ROLES.find((candidate) => candidate === role);
  return { search, status, ...(one ? { role: one } : { roles: EMPLOYEE_ROLES }) };
}
