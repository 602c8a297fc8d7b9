import type { Role, UserDto } from '@boxstudio/contracts';
import { defineAggregate } from '../../../platform/aggregates/define-aggregate.js';
import { changedFields, isEmpty } from '../../../platform/domain/changes.js';
import { conflict, invalidField, notFound } from '../../../platform/domain/domain-error.js';
import type { EventMeta } from '../../../platform/domain/decider.js';
import type { UserEvent, UserProfile } from './user.events.js';

interface Person {
  readonly id: string;
  readonly role: Role;
  readonly profile: UserProfile;
  /** Signs in with a temporary password until they choose their own. */
  readonly mustChangePassword: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type UserState = { readonly status: 'none' } | (Person & { readonly status: 'active' | 'inactive' | 'deleted' });

/** What a person may change of their own profile; the rest is the staff's to edit. */
export type OwnProfileChanges = Partial<Pick<UserProfile, 'name' | 'phone'>>;

export type UserCommand =
  /** A new person; `isActive: false` records the deactivation in the same append. */
  | {
      readonly type: 'CreateUser';
      readonly userId: string;
      readonly role: Role;
      readonly profile: UserProfile;
      readonly isActive: boolean;
      /** The password given is a temporary one the person must replace (default false). */
      readonly mustChangePassword?: boolean;
    }
  /** An edit: changed fields, and/or a new role, and/or the active switch, recorded together or not at all. */
  | {
      readonly type: 'UpdateUser';
      readonly changes: Partial<UserProfile>;
      readonly role?: Role;
      readonly isActive?: boolean;
    }
  /** The signed-in person's own name and phone, with themself as the actor. */
  | { readonly type: 'UpdateOwnProfile'; readonly changes: OwnProfileChanges }
  /**
   * The signed-in person's new password. Hashes live outside the log, so the handler compares the
   * passwords against the credential store and sends what it found; the decision is the aggregate's.
   */
  | { readonly type: 'ChangePassword'; readonly currentPasswordMatches: boolean; readonly reusesCurrent: boolean }
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

/** A client is reached on WhatsApp (spec: the client form requires it), so only staff may clear their phone. */
function updateOwnProfile(user: Existing, requested: OwnProfileChanges): UserEvent[] {
  if (requested.phone === null && user.role === 'CLIENT') throw invalidField('VALIDATION.WHATSAPP_REQUIRED', 'phone');
  const changes = changedFields(user.profile, requested);
  return isEmpty(changes) ? [] : [{ type: 'UserProfileUpdated', data: { userId: user.id, changes } }];
}

function changePassword(user: Existing, command: Extract<UserCommand, { type: 'ChangePassword' }>): UserEvent[] {
  if (!command.currentPasswordMatches) throw invalidField('AUTH.CURRENT_PASSWORD_INCORRECT', 'currentPassword');
  if (command.reusesCurrent) throw invalidField('AUTH.PASSWORD_UNCHANGED', 'newPassword');
  return [{ type: 'PasswordChanged', data: { userId: user.id } }];
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser': {
      if (state.status !== 'none') throw conflict('AUTH.EMAIL_TAKEN');
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: {
          userId: command.userId,
          role: command.role,
          ...command.profile,
          ...(command.mustChangePassword === true ? { mustChangePassword: true } : {}),
        },
      };
      return command.isActive
        ? [registered]
        : [registered, { type: 'UserDeactivated', data: { userId: command.userId } }];
    }
    case 'UpdateUser':
      return update(existing(state), command);
    case 'UpdateOwnProfile':
      return updateOwnProfile(existing(state), command.changes);
    case 'ChangePassword':
      return changePassword(existing(state), command);
    case 'DeleteUser': {
      const user = existing(state);
      return [{ type: 'UserDeleted', data: { userId: user.id, email: user.profile.email } }];
    }
  }
}

function evolve(state: UserState, event: UserEvent, { occurredAt }: EventMeta): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, role, mustChangePassword, ...profile } = event.data;
    return {
      status: 'active',
      id: userId,
      role,
      profile,
      // Registrations recorded before the flag existed have none: their passwords were never temporary.
      mustChangePassword: mustChangePassword === true,
      createdAt: occurredAt,
      updatedAt: occurredAt,
    };
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
    case 'PasswordChanged':
      return { ...touched, mustChangePassword: false };
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
    mustChangePassword: state.mustChangePassword,
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
