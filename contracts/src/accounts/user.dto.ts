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

export interface AuthResponse {
  readonly user: UserDto;
  readonly token: string;
}

export const PASSWORD_MIN_LENGTH = 6;
/** At least one lowercase letter, one uppercase letter and one digit (spec §5). */
export const PASSWORD_STRENGTH_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;
