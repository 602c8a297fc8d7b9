import type { PersonRef } from '@boxstudio/contracts';
import type { NameDoc, NameSources } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import type { UserEvent } from '../domain/user.events.js';

/** A person's name and email as other modules show them, with folds for their searches. */
export interface PersonNames {
  readonly name: string;
  readonly email: string;
  readonly nameFold: string;
  readonly emailFold: string;
}

/**
 * Which of this module's events name or rename a person: what another module's `foreignNames`
 * keeps beside its own documents (a reservation's client, a membership's buyer).
 */
export const PERSON_NAME_SOURCES: NameSources<UserEvent, PersonNames> = {
  UserRegistered: ({ userId, name, email }) => [
    userId,
    { name, email, nameFold: foldForSearch(name), emailFold: foldForSearch(email) },
  ],
  UserProfileUpdated: ({ userId, changes }) => [
    userId,
    {
      name: changes.name,
      email: changes.email,
      nameFold: changes.name === undefined ? undefined : foldForSearch(changes.name),
      emailFold: changes.email === undefined ? undefined : foldForSearch(changes.email),
    },
  ],
};

/** The `{ id, name, email }` a DTO shows of a person, or null when the person is unknown. */
export function personRefOf(names: ReadonlyMap<string, NameDoc<PersonNames>>, id: string): PersonRef | null {
  const person = names.get(id);
  return person ? { id, name: person.name, email: person.email } : null;
}
