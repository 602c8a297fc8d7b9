import type { DomainEvent } from '../../../platform/domain/decider.js';

/** A branch's own fields. Events are history: this shape changes only by adding optional fields. */
export interface BranchDetails {
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
  readonly postalCode: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

export type BranchCreated = DomainEvent<'BranchCreated', BranchDetails & { readonly branchId: string }>;
export type BranchUpdated = DomainEvent<
  'BranchUpdated',
  { readonly branchId: string; readonly changes: Partial<BranchDetails> }
>;
export type BranchDeactivated = DomainEvent<'BranchDeactivated', { readonly branchId: string }>;
export type BranchReactivated = DomainEvent<'BranchReactivated', { readonly branchId: string }>;

export type BranchEvent = BranchCreated | BranchUpdated | BranchDeactivated | BranchReactivated;
