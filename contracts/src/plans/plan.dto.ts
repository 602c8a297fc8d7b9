import type { NumberRule } from '../platform/number-rule.js';
import type { PageInfo } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';

/** A name other records show beside an id (a plan's branch, a class's instructor). */
export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

/**
 * A membership plan (spec §3) as every read shows it: lists, the detail, command answers and the
 * history's "as of" state. `maxClasses` null means unlimited ('Ilimitado'); `duration` is in days.
 * `branch` carries the branch's current name (null only if the branch is unknown to the read model).
 */
export interface MembershipPlanDto {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly price: number;
  readonly duration: number;
  readonly maxClasses: number | null;
  readonly features: readonly string[];
  readonly branchId: string;
  readonly branch: NamedRef | null;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CreateMembershipPlanRequest {
  readonly name: string;
  readonly description?: string | null;
  readonly price: number;
  readonly duration: number;
  /** null or absent: unlimited. */
  readonly maxClasses?: number | null;
  readonly features?: readonly string[];
  readonly branchId: string;
}

/** Any subset of the fields; `isActive: true` reactivates, `false` deactivates. */
export interface UpdateMembershipPlanRequest extends Partial<CreateMembershipPlanRequest> {
  readonly isActive?: boolean;
}

/** POST /membership-plans/{id}/duplicate: a copy of the plan in another (or the same) branch. */
export interface DuplicateMembershipPlanRequest {
  readonly branchId: string;
}

/**
 * What GET /membership-plans sorts by (`sort=`): `branch` is the branch's name; names ignore case
 * and accents; unlimited `maxClasses` sorts after every number.
 */
export const PLAN_SORT_FIELDS = ['name', 'price', 'duration', 'maxClasses', 'isActive', 'branch'] as const;
export type PlanSortField = (typeof PLAN_SORT_FIELDS)[number];

/** Without `sort`: cheapest first, then by name. */
export interface MembershipPlanListQuery extends SortedQuery<PlanSortField> {
  readonly branchId?: string;
  readonly isActive?: boolean;
  /** Case- and accent-insensitive, over name and description. */
  readonly search?: string;
  readonly page?: number;
  readonly limit?: number;
}

export interface MembershipPlanListResponse extends PageInfo {
  readonly plans: MembershipPlanDto[];
}

/** GET /membership-plans/{id}/stats (spec §3: stats.memberships and stats.revenue.total). */
export interface MembershipPlanStatsResponse {
  readonly plan: { readonly id: string; readonly name: string; readonly isActive: boolean };
  readonly stats: {
    readonly memberships: {
      readonly total: number;
      readonly active: number;
      readonly expired: number;
      readonly cancelled: number;
    };
    readonly revenue: { readonly total: number };
  };
}

export const PLAN_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  featureMax: 200,
  featuresMax: 30,
  /** Prices in MXN with at most two decimals. */
  priceMax: 1_000_000,
  /** Days. */
  durationMax: 3650,
  maxClassesMax: 1000,
} as const;

/**
 * The plan form's numbers (spec §5): price and duration positive ('Debe ser un número positivo'),
 * max classes from 1 or null (unlimited); past the limits, 'Debe ser como máximo {max}'.
 */
export const PLAN_NUMBERS = {
  price: {
    min: 0.01,
    max: PLAN_LIMITS.priceMax,
    money: true,
    belowMin: 'VALIDATION.POSITIVE',
    aboveMax: 'VALIDATION.MAX',
  },
  duration: {
    min: 1,
    max: PLAN_LIMITS.durationMax,
    integer: true,
    belowMin: 'VALIDATION.POSITIVE',
    aboveMax: 'VALIDATION.MAX',
  },
  maxClasses: {
    min: 1,
    max: PLAN_LIMITS.maxClassesMax,
    integer: true,
    nullable: true,
    belowMin: 'VALIDATION.POSITIVE',
    aboveMax: 'VALIDATION.MAX',
  },
} as const satisfies Record<string, NumberRule>;

/** Spec §9: the price's colour in the plans table. */
export type PlanPriceTone = 'primary' | 'warning' | 'danger';

export function planPriceTone(price: number): PlanPriceTone {
  if (price < 100) return 'primary';
  if (price < 500) return 'warning';
  return 'danger';
}
