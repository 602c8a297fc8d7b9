import {
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TYPES,
  type HasActiveMembershipResponse,
  type MembershipDto,
  type MembershipListResponse,
  type MembershipPlanRef,
  type MembershipStatsResponse,
  type PlanChangeQuoteResponse,
  type RemainingDaysResponse,
  type SellablePlansResponse,
} from '@boxstudio/contracts';
import { PAGE_FIELDS, PERSON_REF } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  flag,
  instant,
  integer,
  list,
  nullable,
  oneOf,
  text,
} from '../../platform/http/openapi/wire-schema.js';

const PLAN_REF = model<MembershipPlanRef>('MembershipPlanRef', {
  id: text(),
  name: text(),
  price: decimal(),
  duration: integer('Days'),
});

export const MEMBERSHIP_DTO = model<MembershipDto>('MembershipDto', {
  id: text(),
  userId: text(),
  membershipPlanId: text(),
  branchId: nullable(text()),
  startDate: instant(),
  endDate: instant('Derived from the plan, moved by renewals and freezes'),
  price: decimal(),
  status: oneOf(MEMBERSHIP_STATUSES),
  type: nullable(oneOf(MEMBERSHIP_TYPES, 'The legacy type: accepted and echoed, never required')),
  frozenUntil: nullable(instant('Set while (and after) a freeze')),
  user: nullable(PERSON_REF),
  membershipPlan: nullable(PLAN_REF),
  createdAt: instant(),
  updatedAt: instant(),
  cancelledAt: nullable(instant()),
});

export const MEMBERSHIP_LIST = model<MembershipListResponse>('MembershipListResponse', {
  ...PAGE_FIELDS,
  memberships: list(MEMBERSHIP_DTO),
});

export const MEMBERSHIP_STATS = model<MembershipStatsResponse>('MembershipStatsResponse', {
  total: integer(),
  active: integer(),
  expired: integer(),
  cancelled: integer(),
});

export const SELLABLE_PLANS = model<SellablePlansResponse>('SellablePlansResponse', { plans: list(PLAN_REF) });

export const HAS_ACTIVE = model<HasActiveMembershipResponse>('HasActiveMembershipResponse', {
  hasActive: flag('An ACTIVE membership covers today'),
});

export const REMAINING_DAYS = model<RemainingDaysResponse>('RemainingDaysResponse', {
  remainingDays: integer('Studio days from today through the end’s day (0 when none)'),
});

export const PLAN_CHANGE_QUOTE = model<PlanChangeQuoteResponse>('PlanChangeQuoteResponse', {
  credit: decimal('The unused part of the current term, credited'),
  price: decimal('The new plan’s price'),
  difference: decimal('Paid by the client when above 0, refunded when below'),
  startDate: instant(),
  endDate: instant(),
});
