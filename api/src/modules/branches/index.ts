/** The branches module's public API: what other modules may use. */
export { BranchesModule } from './branches.module.js';
export { BranchDirectory } from './queries/branch-queries.js';
export { BranchFigureRegistry, countedPerBranch, type BranchFigureContribution } from './branch-figures.js';
export type { BranchFigure, BranchFigureName } from './branch-figure.js';
export type { BranchEvent } from './domain/branch.events.js';
export { BRANCH_NAME_SOURCES } from './projections/branch-names.js';
/** The branches read model's collection: tests read it to check what is stored. */
export { BRANCHES } from './projections/branch-docs.js';
