// What other modules' projections fold from this module: its events and the people's names they
// keep. Nothing here loads the module itself, so the projections worker imports them alone.
export type { UserEvent } from './domain/user.events.js';
export { PERSON_NAME_SOURCES, personRefOf, type PersonNames } from './projections/person-names.js';
