import type { MembershipStatus, MembershipType, PaymentMethod } from '@boxstudio/contracts';
import type { DomainEvent } from '../../../platform/domain/decider.js';

/** A membership's own fields. Events are history: they only ever gain optional fields. */
export interface MembershipTerms {
  readonly userId: string;
  readonly membershipPlanId: string;
  /** The plan's branch when sold (null when the plan had none). */
  readonly branchId: string | null;
  /** ISO instants; `endDate` = start + the plan's duration in days (studio calendar). */
  readonly startDate: string;
  readonly endDate: string;
  readonly price: number;
  readonly type: MembershipType | null;
}

/**
 * A membership sold. `status` is ACTIVE unless the sale said otherwise. `payment` is what the
 * sale was paid with: the payments module records it (a reaction), so the event says all it needs.
 */
export type MembershipSold = DomainEvent<
  'MembershipSold',
  MembershipTerms & {
    readonly membershipId: string;
    readonly status: MembershipStatus;
    readonly payment: { readonly amount: number; readonly method: PaymentMethod };
  }
>;
/** An edit: changed fields (a new start comes with its new end). */
export type MembershipUpdated = DomainEvent<
  'MembershipUpdated',
  {
    readonly membershipId: string;
    readonly changes: Partial<Pick<MembershipTerms, 'startDate' | 'endDate' | 'price' | 'type'>>;
  }
>;
/** Status set directly by an edit (spec §4: editing may set the status). */
export type MembershipStatusSet = DomainEvent<
  'MembershipStatusSet',
  { readonly membershipId: string; readonly status: MembershipStatus; readonly endDate: string }
>;
/**
 * Renewed by `months` calendar months: the new end, ACTIVE again, and what the renewal was paid.
 * `startDate` is set when the end had passed: the renewal starts a new term then.
 */
export type MembershipRenewed = DomainEvent<
  'MembershipRenewed',
  {
    readonly membershipId: string;
    readonly months: number;
    readonly endDate: string;
    readonly startDate?: string;
    readonly userId: string;
    readonly membershipPlanId: string;
    readonly branchId: string | null;
    readonly payment: { readonly amount: number; readonly method: PaymentMethod };
  }
>;
/**
 * What a plan change settles: the new price less the credit for the unused part of the current
 * term. Paid by the client (`refund: false`) or given back to it (`refund: true`).
 */
export interface PlanChangeSettlement {
  readonly amount: number;
  readonly refund: boolean;
  readonly method: PaymentMethod;
}

/**
 * A new plan from now on, at its price: the period restarts now. `credit` and `settlement` are
 * recorded since plan changes credit the unused term (older events have neither: nothing was settled).
 */
export type MembershipPlanChanged = DomainEvent<
  'MembershipPlanChanged',
  {
    readonly membershipId: string;
    readonly membershipPlanId: string;
    readonly branchId: string | null;
    readonly price: number;
    readonly startDate: string;
    readonly endDate: string;
    readonly userId?: string;
    readonly credit?: number;
    readonly settlement?: PlanChangeSettlement | null;
    /** Set when a freeze was running: it ends as the new term starts. */
    readonly freezeEndedAt?: string;
  }
>;
/** Frozen until a day: still ACTIVE, its end pushed by the frozen days. */
export type MembershipFrozen = DomainEvent<
  'MembershipFrozen',
  { readonly membershipId: string; readonly frozenUntil: string; readonly endDate: string }
>;
/** Cancelled, keeping the record; `freezeEndedAt` is set when a freeze was running (it ends then). */
export type MembershipCancelled = DomainEvent<
  'MembershipCancelled',
  { readonly membershipId: string; readonly freezeEndedAt?: string }
>;
/** Appended by the expiry schedule once an ACTIVE membership's end has passed. */
export type MembershipExpired = DomainEvent<
  'MembershipExpired',
  { readonly membershipId: string; readonly endDate: string }
>;
export type MembershipDeleted = DomainEvent<'MembershipDeleted', { readonly membershipId: string }>;

export type MembershipEvent =
  | MembershipSold
  | MembershipUpdated
  | MembershipStatusSet
  | MembershipRenewed
  | MembershipPlanChanged
  | MembershipFrozen
  | MembershipCancelled
  | MembershipExpired
  | MembershipDeleted;
