/** The branches module's public API: what other modules may use. */
export { BranchesModule } from './branches.module.js';
export { BranchDirectory } from './queries/branch-queries.js';
export { BranchFigureRegistry, type BranchFigure, type BranchFigureContribution, type BranchFigureName } from './branch-figures.js';
export type { BranchEvent } from './domain/branch.events.js';
