import { ROLES, type PersonStatusFilter, type Role } from '@boxstudio/contracts';
import type { PeopleRequest } from '../employees';

/** The users screen's filters: search, any one role, and the status. */
export type UserFilters = { search: string; role: 'all' | Role; status: PersonStatusFilter };

export const NO_FILTERS: UserFilters = { search: '', role: 'all', status: 'all' };

/** What the list asks the server for; a role the address names wrongly is ignored. */
export function usersRequest({ search, status, role }: UserFilters): Pick<PeopleRequest, 'search' | 'status' | 'role'> {
  const one = ROLES.find((candidate) => candidate === role);
  return { search, status, ...(one ? { role: one } : {}) };
}

/** Where a person is edited: clients and the four employee roles have a screen, found by their email. */
export function editPathOf(person: { readonly role: Role; readonly email: string }): string | null {
  const search = `?search=${encodeURIComponent(person.email)}`;
  if (person.role === 'CLIENT') return `/admin-clients${search}`;
  if (['INSTRUCTOR', 'SUPERVISOR', 'MANAGER', 'ADMIN'].includes(person.role)) return `/admin-employees${search}`;
  return null;
}
