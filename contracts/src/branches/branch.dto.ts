import type { PageInfo, StatusFilter } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';

export interface BranchCounts {
  readonly users: number;
  readonly classes: number;
  readonly membershipPlans: number;
}

export interface BranchDto {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/**
 * A branch as lists, the detail and command answers show it: its fields plus the counts of what
 * belongs to it, kept by the branches read model. The history's "as of" state is the plain
 * BranchDto: counts are not part of a branch's own history.
 */
export interface BranchSummary extends BranchDto {
  readonly _count: BranchCounts;
}

export interface CreateBranchRequest {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode?: string;
  readonly phone?: string;
  readonly email?: string;
}

/** Any subset of the fields; `isActive` deactivates (false) or reactivates (true). */
export interface UpdateBranchRequest extends Partial<CreateBranchRequest> {
  readonly isActive?: boolean;
}

export type BranchStatusFilter = StatusFilter;

/** The branch list's sortable columns (spec §2: the table's name, city, state and status). */
export const BRANCH_SORT_FIELDS = ['name', 'city', 'state', 'isActive'] as const;
export type BranchSortField = (typeof BRANCH_SORT_FIELDS)[number];

export interface BranchListQuery extends SortedQuery<BranchSortField> {
  readonly search?: string;
  readonly status?: BranchStatusFilter;
  readonly page?: number;
  readonly limit?: number;
}

export interface BranchListResponse extends PageInfo {
  readonly branches: BranchSummary[];
}

export interface TotalAndActive {
  readonly total: number;
  readonly active: number;
}

export interface BranchStatsResponse {
  readonly branch: { readonly id: string; readonly name: string; readonly isActive: boolean };
  readonly stats: {
    readonly users: TotalAndActive;
    readonly classes: TotalAndActive;
    readonly memberships: TotalAndActive;
    readonly inventory: { readonly total: number; readonly lowStock: number };
  };
}

export const BRANCH_LIMITS = {
  nameMax: 100,
  addressMax: 300,
  placeMax: 100,
  emailMax: 254,
  phoneMax: 25,
} as const;

/** 12345 or 12345-6789, as the form's hint says. */
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
/** Digits with optional +, spaces, dashes, dots and parentheses, e.g. +52 55 1234-5678. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
