import type { PEOPLE_MESSAGES } from './people.messages.js';

type PeopleMessageKey = keyof typeof PEOPLE_MESSAGES;

/**
 * The success message of an edit of a client or an employee: an activation and a deactivation say
 * so, anything else is an update. The API sends it; the web shows what the API sent.
 */
export function personEditMessage(
  screen: 'CLIENT' | 'EMPLOYEE',
  wasActive: boolean,
  isActive: boolean,
): PeopleMessageKey {
  if (!wasActive && isActive) return `${screen}.ACTIVATED`;
  if (wasActive && !isActive) return `${screen}.DEACTIVATED`;
  return `${screen}.UPDATED`;
}
