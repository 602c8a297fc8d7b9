import {
  freezeRefusal,
  renewalAmount as renewalAmountRule,
  type MembershipDto,
  type MembershipStatus,
} from '@boxstudio/contracts';
import { studioDayMath } from '../../lib/studio-time';
import type { FieldProblem } from '../../lib/form-rules';
import { studioDayStart, studioDaysBetween } from './membership-dates';

/**
 * What the row menu offers in each state (spec §4): Cancelar unless already cancelled; renewing,
 * changing the plan and freezing are refused for a cancelled membership and freezing for one not
 * active (CONTRACT.md), so those entries stay in the menu but cannot be chosen.
 */
export function commandsFor(status: MembershipStatus): {
  readonly renew: boolean;
  readonly changePlan: boolean;
  readonly freeze: boolean;
  readonly cancel: boolean;
} {
  const open = status !== 'CANCELLED';
  return { renew: open, changePlan: open, freeze: status === 'ACTIVE', cancel: open };
}

/** A freeze's day (CONTRACT.md): required, a real day, in the future, at most 90 days ahead. */
export function freezeProblem(typed: string, now: Date = new Date()): FieldProblem | undefined {
  if (typed.trim() === '') return 'required';
  const until = studioDayStart(typed);
  if (until === null) return { key: 'VALIDATION.DATE', params: {} };
  const refusal = freezeRefusal(until, now.toISOString(), studioDayMath);
  return refusal === null ? undefined : { key: refusal, params: {} };
}

/** The plans a membership may change to: any sellable one but its own. */
export function otherPlans<P extends { readonly id: string }>(
  plans: readonly P[],
  item: Pick<MembershipDto, 'membershipPlanId'>,
): P[] {
  return plans.filter((plan) => plan.id !== item.membershipPlanId);
}

/**
 * What a renewal charges, as the server records its payment: the membership's price per 30 days
 * of its plan, for each month renewed, to the cent.
 */
export function renewalAmount(
  item: Pick<MembershipDto, 'price' | 'membershipPlan' | 'startDate' | 'endDate'>,
  months: number,
): number {
  return renewalAmountRule(
    item.price,
    item.membershipPlan?.duration ?? studioDaysBetween(item.startDate, item.endDate),
    months,
  );
}
