// What other modules' projections fold from this module: its events and the branches' names they
// keep. Nothing here loads the module itself, so the projections worker imports them alone.
export type { BranchEvent } from './domain/branch.events.js';
export { BRANCH_NAME_SOURCES } from './projections/branch-names.js';
