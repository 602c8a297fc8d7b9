import {
  MEMBERSHIP_NUMBERS,
  MEMBERSHIP_STATUSES,
  type CreateMembershipRequest,
  type MembershipDto,
  type MembershipPlanRef,
  type MembershipStatus,
  type PaymentMethod,
  type UpdateMembershipRequest,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import { numberFieldProblem, onlyProblems, type FieldProblem } from '../../lib/form-rules';
import { studioToday } from '../../lib/studio-time';
import { typedDayOf } from '../../components/admin/date-time-field';
import { endAfterDays, studioDayStart, studioDaysBetween, typedStudioDay } from './membership-dates';

/** What the membership dialog edits, as typed: the start a studio day "dd/mm/aaaa"; end and price shown, derived. */
export interface MembershipFormValues {
  userId: string;
  membershipPlanId: string;
  startDate: string;
  endDate: string;
  price: string;
  status: MembershipStatus;
  paymentMethod: PaymentMethod;
}

export type MembershipField = keyof MembershipFormValues;

/** A new sale starts today, ACTIVE, paid in cash (CONTRACT.md: the defaults). */
export function emptyMembershipForm(today: string = studioToday()): MembershipFormValues {
  return {
    userId: '',
    membershipPlanId: '',
    startDate: typedDayOf(today),
    endDate: '',
    price: '',
    status: 'ACTIVE',
    paymentMethod: 'CASH',
  };
}

export function formFromMembership(item: MembershipDto): MembershipFormValues {
  return {
    userId: item.userId,
    membershipPlanId: item.membershipPlanId,
    startDate: typedStudioDay(item.startDate),
    endDate: typedStudioDay(item.endDate),
    price: String(item.price),
    status: item.status,
    paymentMethod: 'CASH',
  };
}

/**
 * Spec §5: end and price are read-only, derived from the plan and the start. A new sale takes the
 * chosen plan's price and ends its duration after the start. An edit keeps its price and, while
 * the start stays, the end renewals or freezes may have moved; a new start ends the plan's
 * duration after it, as the server recomputes it.
 */
export function derivedTerms(
  values: Pick<MembershipFormValues, 'membershipPlanId' | 'startDate'>,
  plans: readonly MembershipPlanRef[],
  record?: MembershipDto | null,
): Pick<MembershipFormValues, 'endDate' | 'price'> {
  const start = studioDayStart(values.startDate);
  if (record) {
    const price = String(record.price);
    if (values.startDate === typedStudioDay(record.startDate))
      return { endDate: typedStudioDay(record.endDate), price };
    const days = record.membershipPlan?.duration ?? studioDaysBetween(record.startDate, record.endDate);
    return { endDate: start === null ? '' : typedStudioDay(endAfterDays(start, days)), price };
  }
  const plan = plans.find((option) => option.id === values.membershipPlanId);
  if (!plan) return { endDate: '', price: '' };
  return {
    endDate: start === null ? '' : typedStudioDay(endAfterDays(start, plan.duration)),
    price: String(plan.price),
  };
}

/**
 * The first problem of each field (spec §5: user, plan, start, end and status required; price
 * greater than 0, in cents). End and price are derived: while the plan or the start is missing
 * those fields say so, and the read-only ones stay quiet rather than repeat it.
 */
export function validateMembershipForm(values: MembershipFormValues): Partial<Record<MembershipField, FieldProblem>> {
  const start = studioDayStart(values.startDate);
  const planChosen = values.membershipPlanId !== '';
  return onlyProblems<MembershipField>({
    userId: values.userId === '' ? 'required' : undefined,
    membershipPlanId: planChosen ? undefined : 'required',
    startDate:
      values.startDate.trim() === '' ? 'required' : start === null ? { key: 'VALIDATION.DATE', params: {} } : undefined,
    endDate: planChosen && start !== null && values.endDate === '' ? 'required' : undefined,
    price: planChosen ? numberFieldProblem(values.price, MEMBERSHIP_NUMBERS.price) : undefined,
    status: MEMBERSHIP_STATUSES.some((status) => status === values.status) ? undefined : 'required',
  });
}

/** Spec §5: dates as ISO date-times; the server derives the end again from the plan. */
export function toCreateRequest(values: MembershipFormValues): CreateMembershipRequest {
  return {
    userId: values.userId,
    membershipPlanId: values.membershipPlanId,
    startDate: studioDayStart(values.startDate) ?? '',
    price: Number(values.price),
    status: values.status,
    paymentMethod: values.paymentMethod,
  };
}

/**
 * An edit sends the status, and the start only when its day changed: a start set at a time of
 * day (a plan changed at 14:20) must not move to midnight because the status was edited.
 */
export function toUpdateRequest(values: MembershipFormValues, record: MembershipDto): UpdateMembershipRequest {
  const moved = values.startDate !== typedStudioDay(record.startDate);
  return { ...(moved ? { startDate: studioDayStart(values.startDate) ?? '' } : {}), status: values.status };
}

/** The membership dialog's form: its words (namespace `memberships`), rules and requests. */
export const MEMBERSHIP_FORM: RecordFormDefinition<
  MembershipDto,
  MembershipFormValues,
  FieldProblem,
  CreateMembershipRequest,
  UpdateMembershipRequest
> = {
  namespace: 'memberships',
  idPrefix: 'membership',
  validate: validateMembershipForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
