import type { Role } from '@boxstudio/contracts';
import type { Decider } from '../../../platform/domain/decider.js';
import { changedFields, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import type { UserEvent, UserProfile } from './user.events.js';

export type UserState =
  | { readonly status: 'none' }
  | { readonly status: 'active' | 'inactive' | 'deleted'; readonly id: string; readonly role: Role; readonly profile: UserProfile };

export type UserCommand =
  | { readonly type: 'RegisterUser'; readonly userId: string; readonly role: Role; readonly profile: UserProfile }
  | { readonly type: 'UpdateUserProfile'; readonly changes: Partial<UserProfile> }
  /** An edit from the console: changed fields, and/or a new role, and/or the active switch, together. */
  | { readonly type: 'ReviseUser'; readonly changes: Partial<UserProfile>; readonly role?: Role; readonly isActive?: boolean }
  | { readonly type: 'ChangeUserRole'; readonly role: Role }
  | { readonly type: 'DeactivateUser' }
  | { readonly type: 'ReactivateUser' }
  | { readonly type: 'DeleteUser' };

type Existing = Exclude<UserState, { status: 'none' }>;

function existing(state: UserState): Existing {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('USER.NOT_FOUND');
  return state;
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'none') throw conflict('AUTH.EMAIL_TAKEN');
      return [{ type: 'UserRegistered', data: { userId: command.userId, role: command.role, ...command.profile } }];
    case 'UpdateUserProfile': {
      const user = existing(state);
      const changes = changedFields(user.profile, command.changes);
      return isEmpty(changes) ? [] : [{ type: 'UserProfileUpdated', data: { userId: user.id, changes } }];
    }
    case 'ReviseUser': {
      const user = existing(state);
      return [
        ...decide({ type: 'UpdateUserProfile', changes: command.changes }, state),
        ...(command.role === undefined ? [] : decide({ type: 'ChangeUserRole', role: command.role }, state)),
        ...(command.isActive === undefined ? [] : decide({ type: command.isActive ? 'ReactivateUser' : 'DeactivateUser' }, user)),
      ];
    }
    case 'ChangeUserRole': {
      const user = existing(state);
      return user.role === command.role ? [] : [{ type: 'UserRoleChanged', data: { userId: user.id, from: user.role, to: command.role } }];
    }
    case 'DeactivateUser': {
      const user = existing(state);
      return user.status === 'inactive' ? [] : [{ type: 'UserDeactivated', data: { userId: user.id } }];
    }
    case 'ReactivateUser': {
      const user = existing(state);
      return user.status === 'active' ? [] : [{ type: 'UserReactivated', data: { userId: user.id } }];
    }
    case 'DeleteUser': {
      const user = existing(state);
      return [{ type: 'UserDeleted', data: { userId: user.id, email: user.profile.email } }];
    }
  }
}

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, role, ...profile } = event.data;
      return { status: 'active', id: userId, role, profile };
    }
    case 'UserProfileUpdated':
      return state.status === 'none' ? state : { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'UserRoleChanged':
      return state.status === 'none' ? state : { ...state, role: event.data.to };
    case 'UserDeactivated':
      return state.status === 'none' ? state : { ...state, status: 'inactive' };
    case 'UserReactivated':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'UserDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState: { status: 'none' }, decide, evolve };
