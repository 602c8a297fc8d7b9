import type { NamedRef, PaymentDto, PaymentStatus } from '@boxstudio/contracts';
import { collection, type ViewDoc } from '../../../platform/projections/define-projection.js';
import { foreignNames, type NameDoc } from '../../../platform/projections/foreign-names.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import {
  PERSON_NAME_SOURCES,
  personRefOf,
  type PersonNames,
  type UserEvent,
} from '../../accounts/projection-sources.js';
import { BRANCH_NAME_SOURCES, type BranchEvent } from '../../branches/projection-sources.js';
import type { MembershipEvent } from '../../memberships/index.js';
import type { PlanEvent } from '../../plans/index.js';
import type { PaymentDetails } from '../domain/payment.events.js';

/**
 * A payment as the read model keeps it: its own fields, its amount in cents so sums are exact, and
 * the folded names the list sorts by.
 */
export interface PaymentDoc extends ViewDoc, Omit<PaymentDetails, 'status'> {
  readonly status: PaymentStatus;
  /** The amount in whole cents, negative for a refund: revenue is summed over these, never over fractions of a peso. */
  readonly amountCents: number;
  readonly refundedAt: string | null;
  readonly refundReason: string | null;
  /** Its refund put the desk sale's units back in stock (absent on documents written before it existed). */
  readonly restocked?: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The log position of the recording: the tie-break of payments paid at the same instant. */
  readonly createdSeq: number;
  /** A voided payment is kept (so a replay stays idempotent) but no read shows or counts it. */
  readonly isVoided: boolean;
  /** The client's name folded (kept current by renames): the list's client order. */
  readonly clientSort: string;
  /** What it paid for, folded: the plan's name (kept current), else the description; '' for neither. */
  readonly conceptSort: string;
}

export const PAYMENTS = collection<PaymentDoc>('payments', [
  { isVoided: 1, paidAt: -1, createdSeq: -1 },
  { paidAt: -1, createdSeq: -1 },
  { userId: 1, paidAt: -1 },
  { status: 1 },
  { method: 1 },
  { branchId: 1 },
  { membershipPlanId: 1, status: 1 },
  // The list's orders other than newest first.
  { clientSort: 1 },
  { source: 1, conceptSort: 1 },
  { amountCents: 1 },
]);

/** Whole cents of an amount with at most two decimals (1099.99 → 109999), free of binary fractions. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** What a payment adds to revenue, in cents: a refund takes its amount away. */
export const revenueCents = (details: Pick<PaymentDetails, 'amount' | 'kind'>): number =>
  (details.kind === 'REFUND' ? -1 : 1) * toCents(details.amount);

/**
 * The people payments name: anyone may pay, whatever their role. The list searches their folded
 * name and email here, and sorts by a copy of the folded name on each payment.
 */
export const PEOPLE = foreignNames<UserEvent, PersonNames>()({
  key: 'people',
  collection: 'payment_people',
  from: PERSON_NAME_SOURCES,
  copies: [{ into: 'payments', by: 'userId', fields: ({ name }) => ({ clientSort: foldForSearch(name) }) }],
});

export const BRANCH_NAMES = foreignNames<BranchEvent, { name: string }>()({
  key: 'branches',
  collection: 'payment_branches',
  from: BRANCH_NAME_SOURCES,
});

/** The plans payments name; a payment of a plan shows (and sorts its concept by) the plan's name. */
export const PLAN_NAMES = foreignNames<PlanEvent, { name: string }>()({
  key: 'plans',
  collection: 'payment_plans',
  from: {
    PlanCreated: ({ planId, name }) => [planId, { name }],
    PlanUpdated: ({ planId, changes }) => [planId, { name: changes.name }],
  },
  copies: [{ into: 'payments', by: 'membershipPlanId', fields: ({ name }) => ({ conceptSort: foldForSearch(name) }) }],
});

/** What the concept column shows beside the source, folded: as `paymentDetail` on the screen reads it. */
export function conceptSortOf(planName: string | null, description: string | null): string {
  return foldForSearch(planName ?? description?.trim() ?? '');
}

/** What a payment recorded by hand for a membership takes from it: whose it is, its plan and branch. */
export interface MembershipInfo {
  readonly userId: string;
  readonly membershipPlanId: string;
  readonly branchId: string | null;
  readonly isDeleted: boolean;
}

export const MEMBERSHIP_INFO = foreignNames<MembershipEvent, MembershipInfo>()({
  key: 'memberships',
  collection: 'payment_memberships',
  from: {
    MembershipSold: ({ membershipId, userId, membershipPlanId, branchId }) => [
      membershipId,
      { userId, membershipPlanId, branchId, isDeleted: false },
    ],
    MembershipPlanChanged: ({ membershipId, membershipPlanId, branchId }) => [
      membershipId,
      { membershipPlanId, branchId },
    ],
    MembershipDeleted: ({ membershipId }) => [membershipId, { isDeleted: true }],
  },
});

export interface PaymentNames {
  readonly people: ReadonlyMap<string, NameDoc<PersonNames>>;
  readonly branches: ReadonlyMap<string, NameDoc<{ name: string }>>;
  readonly plans: ReadonlyMap<string, NameDoc<{ name: string }>>;
}

function namedRef(names: ReadonlyMap<string, NameDoc<{ name: string }>>, id: string | null): NamedRef | null {
  const named = id === null ? undefined : names.get(id);
  return named ? { id: named._id, name: named.name } : null;
}

/** The fields of a payment a DTO carries, from a document or from the aggregate's own DTO. */
export type PaymentFields = Omit<PaymentDto, 'user' | 'branch' | 'membershipPlan'>;

export function toPaymentDto(fields: PaymentFields, names: PaymentNames): PaymentDto {
  return {
    ...fields,
    user: fields.userId === null ? null : personRefOf(names.people, fields.userId),
    branch: namedRef(names.branches, fields.branchId),
    membershipPlan: namedRef(names.plans, fields.membershipPlanId),
  };
}

export function fieldsOf(doc: PaymentDoc): PaymentFields {
  const {
    _id,
    userId,
    membershipId,
    membershipPlanId,
    branchId,
    amount,
    currency,
    method,
    status,
    source,
    description,
    paidAt,
    refundedAt,
    refundReason,
    createdAt,
    updatedAt,
  } = doc;
  const kind = doc.kind ?? 'CHARGE';
  const retail = doc.retail === undefined ? null : { ...doc.retail, restocked: doc.restocked === true };
  return {
    id: _id,
    userId,
    membershipId,
    membershipPlanId,
    branchId,
    amount,
    currency,
    method,
    status,
    kind,
    source,
    description,
    retail,
    paidAt,
    refundedAt,
    refundReason,
    createdAt,
    updatedAt,
  };
}
