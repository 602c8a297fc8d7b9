import type { DomainEvent } from '../../../platform/domain/decider.js';

/** A plan's own fields. Events are history: this shape changes only by adding optional fields. */
export interface PlanDetails {
  readonly name: string;
  readonly description: string | null;
  /** MXN, rounded to cents, > 0. */
  readonly price: number;
  /** Days. */
  readonly duration: number;
  /** Classes per month; null is unlimited. */
  readonly maxClasses: number | null;
  readonly features: readonly string[];
  readonly branchId: string;
}

export type PlanCreated = DomainEvent<
  'PlanCreated',
  PlanDetails & { readonly planId: string; readonly duplicatedFrom?: string }
>;
export type PlanUpdated = DomainEvent<
  'PlanUpdated',
  { readonly planId: string; readonly changes: Partial<PlanDetails> }
>;
export type PlanDeactivated = DomainEvent<'PlanDeactivated', { readonly planId: string }>;
export type PlanReactivated = DomainEvent<'PlanReactivated', { readonly planId: string }>;

export type PlanEvent = PlanCreated | PlanUpdated | PlanDeactivated | PlanReactivated;
