import type { Role } from '../platform/roles.js';

/** A person as the API shows them: never a password or a hash. */
export interface UserDto {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly role: Role;
  readonly isActive: boolean;
  readonly branchId: string | null;
  readonly dateOfBirth: string | null;
  readonly address: string | null;
  readonly emergencyContact: string | null;
  readonly emergencyPhone: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /**
   * True while the person still signs in with a password someone else chose for them (a temporary
   * one): they are asked to choose their own, and it turns false once they do (PUT /auth/password).
   */
  readonly mustChangePassword: boolean;
}

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
}

export interface RegisterRequest {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly phone?: string;
}

/** PUT /auth/profile: the signed-in person's own name and phone; `phone: null` clears it (staff only). */
export interface UpdateOwnProfileRequest {
  readonly name?: string;
  readonly phone?: string | null;
}

/** PUT /auth/password: the signed-in person's own password. */
export interface ChangePasswordRequest {
  readonly currentPassword: string;
  readonly newPassword: string;
}

export interface AuthResponse {
  readonly user: UserDto;
  readonly token: string;
}

export const PASSWORD_MIN_LENGTH = 6;
/** At least one lowercase letter, one uppercase letter and one digit (spec §5). */
export const PASSWORD_STRENGTH_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;
