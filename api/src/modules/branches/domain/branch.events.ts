import type { DomainEvent } from '../../../platform/domain/decider.js';

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
export type BranchUpdated = DomainEvent<'BranchUpdated', { readonly branchId: string; readonly changes: Partial<BranchDetails> }>;
export type BranchDeactivated = DomainEvent<'BranchDeactivated', { readonly branchId: string }>;
export type BranchReactivated = DomainEvent<'BranchReactivated', { readonly branchId: string }>;

export type BranchEvent = BranchCreated | BranchUpdated | BranchDeactivated | BranchReactivated;

export const BRANCH_EVENT_TYPES: readonly BranchEvent['type'][] = ['BranchCreated', 'BranchUpdated', 'BranchDeactivated', 'BranchReactivated'];

export const branchStream = (branchId: string): string => `branch-${branchId}`;
