import type { BranchDto, BranchStatsResponse, BranchSummary } from '@boxstudio/contracts';
import { collection, type ViewDoc, type Writers } from '../../../platform/projections/define-projection.js';

/** A branch as the read model keeps it: its public fields, search folds, and counts of what it holds. */
export interface BranchDoc extends ViewDoc, Omit<BranchDto, 'id'> {
  /** Folded (case and accents) for search and for sorting by name. */
  readonly nameSort: string;
  readonly cityFold: string;
  readonly stateFold: string;
  readonly usersTotal: number;
  readonly usersActive: number;
  readonly classesTotal: number;
  readonly classesActive: number;
  readonly plansTotal: number;
  readonly plansActive: number;
  readonly membershipsTotal: number;
  readonly membershipsActive: number;
  readonly inventoryTotal: number;
  readonly inventoryLowStock: number;
}

/** Where each person belongs, so a move or a deactivation recounts the right branches. */
export interface BranchMemberDoc extends ViewDoc {
  readonly branchId: string | null;
  readonly isActive: boolean;
  readonly isDeleted: boolean;
}

/** What the catalog keeps per branch: each class and each plan, so a move or a toggle recounts the right branches. */
export type HoldingKind = 'class' | 'plan';

export interface BranchHoldingDoc extends ViewDoc {
  readonly kind: HoldingKind;
  readonly branchId: string;
  readonly isActive: boolean;
  readonly isDeleted: boolean;
}

export const BRANCHES = collection<BranchDoc>('branches', [{ isActive: 1 }, { nameSort: 1 }]);
export const BRANCH_MEMBERS = collection<BranchMemberDoc>('branch_members', [{ branchId: 1 }]);
export const BRANCH_HOLDINGS = collection<BranchHoldingDoc>('branch_holdings', [{ branchId: 1, kind: 1 }]);

/** The branches read model's collections, and the writers its handlers get. */
export const BRANCH_COLLECTIONS = { branches: BRANCHES, members: BRANCH_MEMBERS, holdings: BRANCH_HOLDINGS };
export type BranchWriters = Writers<typeof BRANCH_COLLECTIONS>;

/** A holding's document id: classes and plans have ids of their own kind, which may look alike. */
export const holdingId = (kind: HoldingKind, id: string): string => `${kind}:${id}`;

/** Counts start at zero; the modules that keep things per branch move them. */
export const NO_USAGE = {
  usersTotal: 0,
  usersActive: 0,
  classesTotal: 0,
  classesActive: 0,
  plansTotal: 0,
  plansActive: 0,
  membershipsTotal: 0,
  membershipsActive: 0,
  inventoryTotal: 0,
  inventoryLowStock: 0,
} as const;

export function toBranchDto(doc: BranchDoc): BranchDto {
  const { _id, name, address, city, state, country, postalCode, phone, email, isActive, createdAt, updatedAt } = doc;
  return { id: _id, name, address, city, state, country, postalCode, phone, email, isActive, createdAt, updatedAt };
}

export function toBranchSummary(doc: BranchDoc): BranchSummary {
  return { ...toBranchDto(doc), _count: { users: doc.usersTotal, classes: doc.classesTotal, membershipPlans: doc.plansTotal } };
}

export function toBranchStats(doc: BranchDoc): BranchStatsResponse {
  return {
    branch: { id: doc._id, name: doc.name, isActive: doc.isActive },
    stats: {
      users: { total: doc.usersTotal, active: doc.usersActive },
      classes: { total: doc.classesTotal, active: doc.classesActive },
      memberships: { total: doc.membershipsTotal, active: doc.membershipsActive },
      inventory: { total: doc.inventoryTotal, lowStock: doc.inventoryLowStock },
    },
  };
}
