import type { BranchDto } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { changedFields, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import type { BranchDetails, BranchEvent } from './branch.events.js';

export type BranchState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'inactive';
      readonly id: string;
      readonly details: BranchDetails;
      readonly createdAt: string;
      readonly updatedAt: string;
    };

export type BranchCommand =
  | { readonly type: 'CreateBranch'; readonly branchId: string; readonly details: BranchDetails }
  /** An edit: changed fields and/or the Active switch, recorded together or not at all. */
  | { readonly type: 'UpdateBranch'; readonly changes: Partial<BranchDetails>; readonly isActive?: boolean }
  | { readonly type: 'DeactivateBranch' };

type Existing = Exclude<BranchState, { status: 'none' }>;

function existing(state: BranchState): Existing {
  if (state.status === 'none') throw notFound('BRANCH.NOT_FOUND');
  return state;
}

function decide(command: BranchCommand, state: BranchState): BranchEvent[] {
  switch (command.type) {
    case 'CreateBranch':
      if (state.status !== 'none') throw conflict('BRANCH.ALREADY_EXISTS');
      return [{ type: 'BranchCreated', data: { branchId: command.branchId, ...command.details } }];
    case 'UpdateBranch': {
      const branch = existing(state);
      const events: BranchEvent[] = [];
      const changes = changedFields(branch.details, command.changes);
      if (!isEmpty(changes)) events.push({ type: 'BranchUpdated', data: { branchId: branch.id, changes } });
      if (command.isActive === false && branch.status === 'active')
        events.push({ type: 'BranchDeactivated', data: { branchId: branch.id } });
      if (command.isActive === true && branch.status === 'inactive')
        events.push({ type: 'BranchReactivated', data: { branchId: branch.id } });
      return events;
    }
    case 'DeactivateBranch': {
      const branch = existing(state);
      // Deactivating an inactive branch is already done: nothing to record, nothing to refuse.
      return branch.status === 'inactive' ? [] : [{ type: 'BranchDeactivated', data: { branchId: branch.id } }];
    }
  }
}

function evolve(state: BranchState, event: BranchEvent, { occurredAt }: { occurredAt: string }): BranchState {
  if (event.type === 'BranchCreated') {
    const { branchId, ...details } = event.data;
    return { status: 'active', id: branchId, details, createdAt: occurredAt, updatedAt: occurredAt };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'BranchUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes }, updatedAt: occurredAt };
    case 'BranchDeactivated':
      return { ...state, status: 'inactive', updatedAt: occurredAt };
    case 'BranchReactivated':
      return { ...state, status: 'active', updatedAt: occurredAt };
  }
}

function toDto(state: BranchState): BranchDto | null {
  if (state.status === 'none') return null;
  return {
    id: state.id,
    ...state.details,
    isActive: state.status === 'active',
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** A studio location: created by the SUPER_ADMIN, edited by admins, deactivated (never erased). */
export const branchAggregate = defineAggregate({
  name: 'branch',
  initial: { status: 'none' } as BranchState,
  decide,
  evolve,
  toDto,
});
