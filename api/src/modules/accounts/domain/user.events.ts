import type { Role } from '@boxstudio/contracts';
import type { DomainEvent } from '../../../platform/domain/decider.js';

/** A person's profile fields (everything but identity, role and status). */
export interface UserProfile {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly branchId: string | null;
  readonly dateOfBirth: string | null;
  readonly address: string | null;
  readonly emergencyContact: string | null;
  readonly emergencyPhone: string | null;
}

export type UserRegistered = DomainEvent<
  'UserRegistered',
  UserProfile & {
    readonly userId: string;
    readonly role: Role;
    /**
     * Present (true) only when the person was given a temporary password they must replace; absent
     * on every other registration, including all those recorded before the flag existed.
     */
    readonly mustChangePassword?: boolean;
  }
>;
export type UserProfileUpdated = DomainEvent<
  'UserProfileUpdated',
  { readonly userId: string; readonly changes: Partial<UserProfile> }
>;
export type UserRoleChanged = DomainEvent<
  'UserRoleChanged',
  { readonly userId: string; readonly from: Role; readonly to: Role }
>;
export type UserDeactivated = DomainEvent<'UserDeactivated', { readonly userId: string }>;
export type UserReactivated = DomainEvent<'UserReactivated', { readonly userId: string }>;
/** The person chose a new password. Only that it changed: the password and its hash never enter the log. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { readonly userId: string }>;
export type UserDeleted = DomainEvent<'UserDeleted', { readonly userId: string; readonly email: string }>;

export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | UserRoleChanged
  | UserDeactivated
  | UserReactivated
  | PasswordChanged
  | UserDeleted;
