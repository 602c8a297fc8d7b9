import type { Tally } from '../../platform/contributions/tally.js';

/**
 * The figures a branch shows (spec §2 and §3): in each list row (`_count`: users, classes,
 * membershipPlans) and in the statistics dialog (users, classes, memberships, inventory).
 */
export type BranchFigureName = 'users' | 'classes' | 'membershipPlans' | 'memberships' | 'inventory';

/** How many a branch holds, and the part of them its tile names: the active ones, or the stock running low. */
export type BranchFigure = Tally;

export type BranchFigures = ReadonlyMap<string, Readonly<Partial<Record<BranchFigureName, BranchFigure>>>>;

const NONE: BranchFigure = { total: 0, part: 0 };

/** A figure of one branch: what was contributed, or none when no module counts it (yet). */
export function figureOf(figures: BranchFigures, branchId: string, name: BranchFigureName): BranchFigure {
  return figures.get(branchId)?.[name] ?? NONE;
}
