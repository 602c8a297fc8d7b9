import type { PLAN_MESSAGES } from './plan.messages.js';

type PlanMessageKey = keyof typeof PLAN_MESSAGES;

/** The success message of a plan edit, decided by what it recorded (as branchEditMessage). */
export function planEditMessage(recorded: readonly string[]): PlanMessageKey {
  if (recorded.includes('PlanReactivated')) return 'PLAN.REACTIVATED';
  if (recorded.includes('PlanDeactivated')) return 'PLAN.DEACTIVATED';
  return 'PLAN.UPDATED';
}
