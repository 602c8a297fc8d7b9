import type { BranchDto, BranchStatsResponse, BranchSummary } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { figureOf, type BranchFigures } from '../branch-figure.js';

/**
 * A branch as the read model keeps it: its public fields and the folds search and sorting use.
 * What a branch holds (people, classes, plans...) is counted by the modules that own those things.
 */
export interface BranchDoc extends ViewDoc, Omit<BranchDto, 'id'> {
  /** Folded (case and accents) for search and for sorting by name. */
  readonly nameSort: string;
  readonly cityFold: string;
  readonly stateFold: string;
  /** Name, city and state folded, one a line: what the list's search looks in. */
  readonly searchText: string;
}

export const BRANCHES = collection<BranchDoc>('branches', [
  // The list by state in its default order (by name) walks this index and stops at the page's end. Each index
  // carries the search text after _id (it orders nothing there), so the list's search, a contains on name, city
  // or state, is one test per index entry, answered from the index it walks or counts with.
  { isActive: 1, nameSort: 1, _id: 1, searchText: 1 },
  { nameSort: 1, _id: 1, searchText: 1 },
  { cityFold: 1, _id: 1, searchText: 1 },
  { stateFold: 1, _id: 1, searchText: 1 },
]);

/** The figures a list row shows, and the ones the statistics dialog shows. */
export const SUMMARY_FIGURES = ['users', 'classes', 'membershipPlans'] as const;
export const STATS_FIGURES = ['users', 'classes', 'memberships', 'inventory'] as const;

export function toBranchDto(doc: BranchDoc): BranchDto {
  const { _id, name, address, city, state, country, postalCode, phone, email, isActive, createdAt, updatedAt } = doc;
  return { id: _id, name, address, city, state, country, postalCode, phone, email, isActive, createdAt, updatedAt };
}

export function toBranchSummary(doc: BranchDoc, figures: BranchFigures): BranchSummary {
  const count = (name: (typeof SUMMARY_FIGURES)[number]): number => figureOf(figures, doc._id, name).total;
  return {
    ...toBranchDto(doc),
    _count: { users: count('users'), classes: count('classes'), membershipPlans: count('membershipPlans') },
  };
}

export function toBranchStats(doc: BranchDoc, figures: BranchFigures): BranchStatsResponse {
  const totalAndActive = (name: (typeof STATS_FIGURES)[number]): { total: number; active: number } => {
    const { total, part } = figureOf(figures, doc._id, name);
    return { total, active: part };
  };
  const inventory = figureOf(figures, doc._id, 'inventory');
  return {
    branch: { id: doc._id, name: doc.name, isActive: doc.isActive },
    stats: {
      users: totalAndActive('users'),
      classes: totalAndActive('classes'),
      memberships: totalAndActive('memberships'),
      inventory: { total: inventory.total, lowStock: inventory.part },
    },
  };
}
