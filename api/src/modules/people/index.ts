/** The people module's public API: the console's clients and employees screens. */
export { PeopleModule } from './people.module.js';
