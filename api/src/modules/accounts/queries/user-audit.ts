import type { UserDto } from '@boxstudio/contracts';
import type { AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { PeopleQueries } from './people-queries.js';

/** A person in the audit console: their name and email, found as the people lists find them (name, email, phone). */
export function userAudit(people: PeopleQueries): AuditPresentation<UserDto> {
  return {
    label: (person) => person.name,
    detail: (person) => person.email,
    find: async (text, limit) => (await people.list({ search: text, status: 'all', page: 1, limit })).users,
  };
}
