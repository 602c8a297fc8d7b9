import type { Decider } from '../../../platform/domain/decider.js';
import { changedFields } from '../../../platform/domain/changes.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import type { BranchDetails, BranchEvent } from './branch.events.js';

export type BranchState =
  | { readonly status: 'none' }
  | { readonly status: 'active' | 'inactive'; readonly id: string; readonly details: BranchDetails };

export type BranchCommand =
  | { readonly type: 'CreateBranch'; readonly branchId: string; readonly details: BranchDetails }
  /** An edit: changed fields and/or the Active switch, recorded together or not at all. */
  | { readonly type: 'ReviseBranch'; readonly changes: Partial<BranchDetails>; readonly isActive?: boolean }
  | { readonly type: 'DeactivateBranch' };

function existing(state: BranchState): Exclude<BranchState, { status: 'none' }> {
  if (state.status === 'none') throw notFound('BRANCH.NOT_FOUND');
  return state;
}

function decide(command: BranchCommand, state: BranchState): BranchEvent[] {
  switch (command.type) {
    case 'CreateBranch':
      if (state.status !== 'none') throw conflict('BRANCH.ALREADY_EXISTS');
      return [{ type: 'BranchCreated', data: { branchId: command.branchId, ...command.details } }];
    case 'ReviseBranch': {
      const branch = existing(state);
      const events: BranchEvent[] = [];
      const changes = changedFields(branch.details, command.changes);
      if (Object.keys(changes).length > 0) events.push({ type: 'BranchUpdated', data: { branchId: branch.id, changes } });
      if (command.isActive === false && branch.status === 'active') events.push({ type: 'BranchDeactivated', data: { branchId: branch.id } });
      if (command.isActive === true && branch.status === 'inactive') events.push({ type: 'BranchReactivated', data: { branchId: branch.id } });
      return events;
    }
    case 'DeactivateBranch': {
      const branch = existing(state);
      // Deactivating an inactive branch is already done: nothing to record, nothing to refuse.
      return branch.status === 'inactive' ? [] : [{ type: 'BranchDeactivated', data: { branchId: branch.id } }];
    }
  }
}

function evolve(state: BranchState, event: BranchEvent): BranchState {
  switch (event.type) {
    case 'BranchCreated': {
      const { branchId, ...details } = event.data;
      return { status: 'active', id: branchId, details };
    }
    case 'BranchUpdated':
      return state.status === 'none' ? state : { ...state, details: { ...state.details, ...event.data.changes } };
    case 'BranchDeactivated':
      return state.status === 'none' ? state : { ...state, status: 'inactive' };
    case 'BranchReactivated':
      return state.status === 'none' ? state : { ...state, status: 'active' };
  }
}

export const branchDecider: Decider<BranchState, BranchCommand, BranchEvent> = { initialState: { status: 'none' }, decide, evolve };
