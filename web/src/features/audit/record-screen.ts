import type { AuditedAggregate } from '@boxstudio/contracts';
import { personPath } from '../../components/admin/person-link';

/** The record pages of the other screens, by kind; classes, payments and keys have none (a list only). */
const SCREENS: Partial<Record<AuditedAggregate, string>> = {
  branch: '/admin/branches/',
  plan: '/admin/membership-plans/',
  reservation: '/admin/reservations/',
  membership: '/admin/memberships/',
  inventory: '/admin/inventory/',
};

/**
 * The record's own page ("Ver ficha"), given its state now: a person's is a client's or an employee's
 * by their role. Null when its kind has no page, or it no longer exists.
 */
export function recordScreenPath(
  aggregate: AuditedAggregate,
  id: string,
  state: Readonly<Record<string, unknown>> | null,
): string | null {
  if (state === null) return null;
  if (aggregate === 'user') return personPath(state.role === 'CLIENT' ? 'client' : 'employee', id);
  const screen = SCREENS[aggregate];
  return screen === undefined ? null : `${screen}${encodeURIComponent(id)}`;
}
