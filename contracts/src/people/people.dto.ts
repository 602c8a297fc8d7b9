import type { PageInfo, StatusFilter } from '../platform/pagination.js';
import type { Role } from '../platform/roles.js';
import type { UserDto } from '../accounts/user.dto.js';

export interface EmployeeStats {
  readonly totalEmployees: number;
  readonly activeEmployees: number;
  readonly instructors: number;
  readonly supervisors: number;
  readonly managers: number;
  readonly admins: number;
}

export interface ClientStats {
  readonly totalClients: number;
  readonly activeClients: number;
  readonly inactiveClients: number;
  readonly newClientsThisMonth: number;
}

export type PersonStatusFilter = StatusFilter;

export interface PeopleListQuery {
  readonly search?: string;
  readonly status?: PersonStatusFilter;
  readonly role?: Role;
  readonly page?: number;
  readonly limit?: number;
}

export interface UserListResponse extends PageInfo {
  readonly users: UserDto[];
}

export interface PersonFields {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly dateOfBirth?: string;
  readonly address?: string;
  readonly emergencyContact?: string;
  readonly emergencyPhone?: string;
  readonly branchId?: string;
}

export interface CreateUserRequest extends PersonFields {
  readonly password: string;
  readonly role: Role;
  readonly isActive?: boolean;
  /** The password is a temporary one: the person must choose their own once signed in (default false). */
  readonly mustChangePassword?: boolean;
}

/** Fields of a person, or only `isActive`, or only `role` (spec §7). */
export interface UpdateUserRequest extends Partial<PersonFields> {
  readonly role?: Role;
  readonly isActive?: boolean;
}

export interface CreateClientRequest {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password?: string;
  readonly dateOfBirth?: string;
  readonly branchId?: string;
}

/** The new client itself; `generatedPassword` only when it was generated: shown once, for the admin to hand over. */
export interface CreateClientResponse extends UserDto {
  readonly generatedPassword?: string;
}

/** Optional +52, then 2, 4 and 4 digits, spaces optional (spec §5). */
export const WHATSAPP_PATTERN = /^(\+52\s?)?\d{2}\s?\d{4}\s?\d{4}$/;
