import {
  PAYMENT_METHODS,
  type MembershipDto,
  type MembershipPlanDto,
  type MembershipPlanRef,
  type MembershipStatusFilter,
  type PaymentMethod,
} from '@boxstudio/contracts';
import type { TFunction } from 'i18next';
import type { SelectOption } from '../../components/searchable-select';
import { formatStudioDate } from '../../lib/studio-time';

import { formatMoney } from '../../lib/money';

export { formatMoney };

/** The memberships screen's filters (spec §2, §9): search, plan ('' for any) and status (all or one). */
export type MembershipFilters = { search: string; membershipPlanId: string; status: MembershipStatusFilter };
export const NO_FILTERS: MembershipFilters = { search: '', membershipPlanId: '', status: 'all' };

/**
 * What a membership is called in buttons' names, titles and questions: "Sofía Hernández · Básico ·
 * 1 mar 2026". A person may hold the same plan again and again: the start tells them apart.
 */
export function membershipSubject(item: MembershipDto, language: string): string {
  const start = formatStudioDate(item.startDate, language);
  return `${item.user?.name ?? '—'} · ${item.membershipPlan?.name ?? '—'} · ${start}`;
}

/** The branch a plan belongs to, by the plans list (each branch sells its own "Básico"). */
export type BranchOfPlan = (planId: string) => string | undefined;

export function branchOfPlanIn(plans: readonly MembershipPlanDto[]): BranchOfPlan {
  const names = new Map(plans.map((plan) => [plan.id, plan.branch?.name]));
  return (planId) => names.get(planId) ?? undefined;
}

/** A plan among choices: "Básico · BoxStudio Polanco" when its branch is known. */
export function planLabel(plan: Pick<MembershipPlanRef, 'id' | 'name'>, branchOf: BranchOfPlan): string {
  const branch = branchOf(plan.id);
  return branch ? `${plan.name} · ${branch}` : plan.name;
}

/** Plans as a select's choices: "Básico · BoxStudio Polanco — $499.00 · 30 días", in the page's language. */
export function planChoices(
  plans: readonly MembershipPlanRef[],
  branchOf: BranchOfPlan,
  t: TFunction<'memberships'>,
  language: string,
): SelectOption[] {
  return plans.map((plan) => ({
    value: plan.id,
    label: t('form.planOption', {
      name: planLabel(plan, branchOf),
      price: formatMoney(plan.price, language),
      count: plan.duration,
    }),
  }));
}

/** A select's value as a payment method (the select offers only those). */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return PAYMENT_METHODS.some((method) => method === value);
}
