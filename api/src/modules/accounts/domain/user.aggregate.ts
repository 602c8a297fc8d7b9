import type { Role, UserDto } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { changedFields, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, notFound } from '../../../platform/domain/domain-error.js';
import type { EventMeta } from '../../../platform/domain/decider.js';
import type { UserEvent, UserProfile } from './user.events.js';

interface Person {
  readonly id: string;
  readonly role: Role;
  readonly profile: UserProfile;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type UserState = { readonly status: 'none' } | (Person & { readonly status: 'active' | 'inactive' | 'deleted' });

export type UserCommand =
  /** A new person; `isActive: false` records the deactivation in the same append. */
  | {
      readonly type: 'CreateUser';
      readonly userId: string;
      readonly role: Role;
      readonly profile: UserProfile;
      readonly isActive: boolean;
    }
  /** An edit: changed fields, and/or a new role, and/or the active switch, recorded together or not at all. */
  | {
      readonly type: 'UpdateUser';
      readonly changes: Partial<UserProfile>;
      readonly role?: Role;
      readonly isActive?: boolean;
    }
  | { readonly type: 'DeleteUser' };

type Existing = Exclude<UserState, { status: 'none' }>;

function existing(state: UserState): Existing {
  if (state.status === 'none' || state.status === 'deleted') throw notFound('USER.NOT_FOUND');
  return state;
}

function update(user: Existing, command: Extract<UserCommand, { type: 'UpdateUser' }>): UserEvent[] {
  const events: UserEvent[] = [];
  const changes = changedFields(user.profile, command.changes);
  if (!isEmpty(changes)) events.push({ type: 'UserProfileUpdated', data: { userId: user.id, changes } });
  if (command.role !== undefined && command.role !== user.role)
    events.push({ type: 'UserRoleChanged', data: { userId: user.id, from: user.role, to: command.role } });
  if (command.isActive === false && user.status === 'active')
    events.push({ type: 'UserDeactivated', data: { userId: user.id } });
  if (command.isActive === true && user.status === 'inactive')
    events.push({ type: 'UserReactivated', data: { userId: user.id } });
  return events;
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser': {
      if (state.status !== 'none') throw conflict('AUTH.EMAIL_TAKEN');
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: { userId: command.userId, role: command.role, ...command.profile },
      };
      return command.isActive
        ? [registered]
        : [registered, { type: 'UserDeactivated', data: { userId: command.userId } }];
    }
    case 'UpdateUser':
      return update(existing(state), command);
    case 'DeleteUser': {
      const user = existing(state);
      return [{ type: 'UserDeleted', data: { userId: user.id, email: user.profile.email } }];
    }
  }
}

function evolve(state: UserState, event: UserEvent, { occurredAt }: EventMeta): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, role, ...profile } = event.data;
    return { status: 'active', id: userId, role, profile, createdAt: occurredAt, updatedAt: occurredAt };
  }
  if (state.status === 'none') return state;
  const touched = { ...state, updatedAt: occurredAt };
  switch (event.type) {
    case 'UserProfileUpdated':
      return { ...touched, profile: { ...state.profile, ...event.data.changes } };
    case 'UserRoleChanged':
      return { ...touched, role: event.data.to };
    case 'UserDeactivated':
      return { ...touched, status: 'inactive' };
    case 'UserReactivated':
      return { ...touched, status: 'active' };
    case 'UserDeleted':
      return { ...touched, status: 'deleted' };
  }
}

/** A deleted person has no public state: lists and details skip them; the log keeps their history. */
function toDto(state: UserState): UserDto | null {
  if (state.status === 'none' || state.status === 'deleted') return null;
  return {
    id: state.id,
    ...state.profile,
    role: state.role,
    isActive: state.status === 'active',
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  };
}

/** A person who can log in: clients and employees alike, told apart by role. */
export const userAggregate = defineAggregate({
  name: 'user',
  initial: { status: 'none' } as UserState,
  decide,
  evolve,
  toDto,
});
