import type { NumberRule } from '../platform/number-rule.js';
import type { PageInfo } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';
import type { NamedRef } from '../plans/plan.dto.js';
import type { PersonRef } from '../reservations/reservation.dto.js';
import type { PaymentMethod } from '../payments/payment.dto.js';

/** Spec §4: ACTIVE, EXPIRED, CANCELLED. */
export const MEMBERSHIP_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Spec §3: the legacy type, accepted and echoed, never required. */
export const MEMBERSHIP_TYPES = ['BASIC', 'PREMIUM', 'UNLIMITED'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** Spec §9: renewal options, default 1. */
export const RENEWAL_MONTHS = [1, 3, 6, 12] as const;
export type RenewalMonths = (typeof RENEWAL_MONTHS)[number];

/** What a membership shows of its plan, as the plan is now. */
export interface MembershipPlanRef extends NamedRef {
  readonly price: number;
  /** Days. */
  readonly duration: number;
}

/**
 * A membership (spec §3) as every read shows it. `startDate`/`endDate` are instants (UTC on the
 * wire); the end is derived from the plan (start + duration days) and moved by renewals and
 * freezes. `branchId` is the plan's branch when sold.
 */
export interface MembershipDto {
  readonly id: string;
  readonly userId: string;
  readonly membershipPlanId: string;
  readonly branchId: string | null;
  readonly startDate: string;
  readonly endDate: string;
  readonly price: number;
  readonly status: MembershipStatus;
  readonly type: MembershipType | null;
  /** Set while (and after) a freeze: the day the membership was frozen until. */
  readonly frozenUntil: string | null;
  readonly user: PersonRef | null;
  readonly membershipPlan: MembershipPlanRef | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly cancelledAt: string | null;
}

/** POST /memberships (CONTRACT.md): `endDate` is derived (a sent one is ignored). */
export interface CreateMembershipRequest {
  readonly userId: string;
  readonly membershipPlanId: string;
  readonly startDate: string;
  readonly price: number;
  readonly status?: MembershipStatus;
  readonly type?: MembershipType;
  /** The sale's payment (default CASH). */
  readonly paymentMethod?: PaymentMethod;
  readonly endDate?: string;
}

/** PUT /memberships/{id}: any subset; a new start moves the end with it; `status` may be set directly. */
export interface UpdateMembershipRequest {
  readonly startDate?: string;
  readonly price?: number;
  readonly status?: MembershipStatus;
  readonly type?: MembershipType | null;
}

export interface RenewMembershipRequest {
  readonly months: RenewalMonths;
  readonly paymentMethod?: PaymentMethod;
}

export interface ChangeMembershipPlanRequest {
  readonly newPlanId: string;
  /** How the difference is paid or refunded (default CASH). */
  readonly paymentMethod?: PaymentMethod;
}

/** GET /memberships/{id}/plan-change?newPlanId=: what a change to that plan would settle now (CONTRACT.md). */
export interface PlanChangeQuoteResponse {
  /** The unused part of the current term, credited. */
  readonly credit: number;
  /** The new plan's price. */
  readonly price: number;
  /** Paid by the client when > 0, refunded when < 0 (to the cent; 0: nothing to settle). */
  readonly difference: number;
  readonly startDate: string;
  readonly endDate: string;
}

export interface FreezeMembershipRequest {
  /** A future instant, at most 90 days ahead. */
  readonly freezeUntil: string;
}

export const MEMBERSHIP_SORT_FIELDS = ['startDate', 'endDate', 'price', 'status', 'user', 'plan', 'createdAt'] as const;
export type MembershipSortField = (typeof MEMBERSHIP_SORT_FIELDS)[number];

export const MEMBERSHIP_STATUS_FILTERS = ['all', ...MEMBERSHIP_STATUSES] as const;
export type MembershipStatusFilter = (typeof MEMBERSHIP_STATUS_FILTERS)[number];

/** GET /memberships. Without `sort`: newest sale first. */
export interface MembershipListQuery extends SortedQuery<MembershipSortField> {
  readonly page?: number;
  readonly limit?: number;
  /** User name or email, plan name (case and accents ignored). */
  readonly search?: string;
  readonly status?: MembershipStatusFilter;
  readonly membershipPlanId?: string;
  readonly userId?: string;
  readonly branchId?: string;
}

export interface MembershipListResponse extends PageInfo {
  readonly memberships: MembershipDto[];
}

/** GET /memberships/stats (spec §3). */
export interface MembershipStatsResponse {
  readonly total: number;
  readonly active: number;
  readonly expired: number;
  readonly cancelled: number;
}

/** GET /memberships/has-active: an ACTIVE membership covering today. */
export interface HasActiveMembershipResponse {
  readonly hasActive: boolean;
}

/** GET /memberships/remaining-days: whole studio days to the latest end of an active membership (0 when none). */
export interface RemainingDaysResponse {
  readonly remainingDays: number;
}

/** GET /memberships/plans: the active plans a membership can be sold of. */
export interface SellablePlansResponse {
  readonly plans: MembershipPlanRef[];
}

export const MEMBERSHIP_LIMITS = {
  priceMax: 1_000_000,
  /** A freeze reaches at most this many days ahead. */
  freezeDaysMax: 90,
} as const;

/** The membership form's price (spec §5): greater than 0, in cents. */
export const MEMBERSHIP_NUMBERS = {
  price: {
    min: 0.01,
    max: MEMBERSHIP_LIMITS.priceMax,
    money: true,
    belowMin: 'VALIDATION.MEMBERSHIP_PRICE',
    aboveMax: 'VALIDATION.MAX',
  },
} as const satisfies Record<string, NumberRule>;
