import {
  MEMBERSHIP_NUMBERS,
  RENEWAL_MONTHS,
  type CreateMembershipRequest,
  type MembershipDto,
  type MembershipPlanRef,
  type PaymentMethod,
  type RenewalMonths,
} from '@boxstudio/contracts';
import { typedDayOf } from '../../components/admin/date-time-field';
import { numberFieldProblem, onlyProblems, type FieldProblem } from '../../lib/form-rules';
import { addStudioDays, studioDayOf, studioToday, type StudioDay } from '../../lib/studio-time';
import { studioDayStart } from './membership-dates';
import { derivedTerms } from './membership-form';

/** What the quick sale does: sell a new membership, or renew the live one (CONTRACT.md: one live at a time). */
export type QuickSaleMode = 'sale' | 'renewal';

/** The quick sale's form, as typed: the start a studio day "dd/mm/aaaa"; end and price derived, shown read-only. */
export interface QuickSaleValues {
  mode: QuickSaleMode;
  membershipPlanId: string;
  startDate: string;
  endDate: string;
  price: string;
  /** A renewal's months, '1', '3', '6' or '12'. */
  months: string;
  paymentMethod: PaymentMethod;
}

export type QuickSaleField = keyof QuickSaleValues;

/**
 * The client's live membership, if any: ACTIVE, the one that ends last (a renewal or a sale starting
 * after it must follow that one).
 */
export function liveMembershipOf(memberships: readonly MembershipDto[]): MembershipDto | null {
  return memberships
    .filter((item) => item.status === 'ACTIVE')
    .reduce<MembershipDto | null>((last, item) => (last && last.endDate >= item.endDate ? last : item), null);
}

/** The studio day after a membership's end: the first one it no longer covers. */
export function dayAfter(membership: Pick<MembershipDto, 'endDate'>): StudioDay {
  return addStudioDays(studioDayOf(membership.endDate), 1);
}

/** A sale starts today or, with a live membership, the day after it ends (a sale may not overlap it). */
export function proposedStart(live: MembershipDto | null, today: StudioDay = studioToday()): string {
  return typedDayOf(live ? dayAfter(live) : today);
}

/** A quick sale as it opens: a sale starting on the proposed day, paid in cash; the plan still to choose. */
export function startQuickSale(live: MembershipDto | null, today?: StudioDay): QuickSaleValues {
  return {
    mode: 'sale',
    membershipPlanId: '',
    startDate: proposedStart(live, today),
    endDate: '',
    price: '',
    months: '1',
    paymentMethod: 'CASH',
  };
}

/**
 * Spec §4: choosing a plan sets the price to the plan's and the end to the start plus the plan's
 * days; changing the start recomputes the end.
 */
export function withTerms(
  values: QuickSaleValues,
  changes: Partial<Pick<QuickSaleValues, 'membershipPlanId' | 'startDate'>>,
  plans: readonly MembershipPlanRef[],
): QuickSaleValues {
  const next = { ...values, ...changes };
  return { ...next, ...derivedTerms(next, plans) };
}

export const renewalMonthsOf = (typed: string): RenewalMonths =>
  RENEWAL_MONTHS.find((months) => String(months) === typed) ?? 1;

/**
 * Spec §5: plan required, price required and positive, start required (a real day), end required
 * (derived). A renewal asks only its months, which the select keeps valid.
 */
export function validateQuickSale(values: QuickSaleValues): Partial<Record<QuickSaleField, FieldProblem>> {
  if (values.mode === 'renewal') return {};
  const start = studioDayStart(values.startDate);
  const planChosen = values.membershipPlanId !== '';
  return onlyProblems<QuickSaleField>({
    membershipPlanId: planChosen ? undefined : 'required',
    startDate:
      values.startDate.trim() === '' ? 'required' : start === null ? { key: 'VALIDATION.DATE', params: {} } : undefined,
    endDate: planChosen && start !== null && values.endDate === '' ? 'required' : undefined,
    price: planChosen ? numberFieldProblem(values.price, MEMBERSHIP_NUMBERS.price) : undefined,
  });
}

/** POST /memberships for this client: the start as the instant its studio day begins; the server derives the end. */
export function toSaleRequest(values: QuickSaleValues, userId: string): CreateMembershipRequest {
  return {
    userId,
    membershipPlanId: values.membershipPlanId,
    startDate: studioDayStart(values.startDate) ?? '',
    price: Number(values.price),
    status: 'ACTIVE',
    paymentMethod: values.paymentMethod,
  };
}
