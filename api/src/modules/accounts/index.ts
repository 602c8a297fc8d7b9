/** The accounts module's public API: what other modules may use. */
export { AccountsModule } from './accounts.module.js';
export { UserCommands, type NewUser, type UserChanges, type UserEdit } from './commands/user-commands.js';
export { EnsureSuperAdmin } from './commands/ensure-super-admin.js';
export { ApiKeyDigests } from './credentials/api-key-digests.js';
export { NAME_RULE, PASSWORD_RULE, PHONE_RULE, WHATSAPP_RULE } from './commands/person-field-rules.js';
export { checkManagement, type Actor } from './domain/user-management.policy.js';
export type { UserEvent, UserProfile } from './domain/user.events.js';
export { PeopleQueries, type PeopleCriteria } from './queries/people-queries.js';
export { UserDirectory } from './queries/user-directory.js';
export { PersonLog, type PersonFacts } from './queries/person-log.js';
export { PERSON_NAME_SOURCES, personRefOf, type PersonNames } from './projections/person-names.js';
/** The users read model's collection: tests read it to check what is stored. */
export { USERS } from './projections/user-docs.js';
/** The schemas of the answers that show a person, for the modules whose routes answer one. */
export { USER_DTO, USER_FIELDS } from './user.schemas.js';
