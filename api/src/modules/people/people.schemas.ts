import type { ClientStats, CreateClientResponse, EmployeeStats, UserDto, UserListResponse } from '@boxstudio/contracts';
import { PAGE_FIELDS } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { integer, list, optional, text } from '../../platform/http/openapi/wire-schema.js';
import { USER_DTO, USER_FIELDS } from '../accounts/index.js';

/** The people routes answer the person as the accounts module describes it. */
export { USER_DTO };

/** GET /users/role/{role}: everyone with the role, not paginated. */
interface UsersOfRole {
  readonly users: readonly UserDto[];
}

export const USER_LIST = model<UserListResponse>('UserListResponse', { ...PAGE_FIELDS, users: list(USER_DTO) });

export const USERS_OF_ROLE = model<UsersOfRole>('UsersOfRole', { users: list(USER_DTO) });

export const CREATED_CLIENT = model<CreateClientResponse>('CreateClientResponse', {
  ...USER_FIELDS,
  generatedPassword: optional(text('Only when the server chose it: shown this once, for the admin to hand over')),
});

export const EMPLOYEE_STATS = model<EmployeeStats>('EmployeeStats', {
  totalEmployees: integer(),
  activeEmployees: integer(),
  instructors: integer(),
  supervisors: integer(),
  managers: integer(),
  admins: integer(),
});

export const CLIENT_STATS = model<ClientStats>('ClientStats', {
  totalClients: integer(),
  activeClients: integer(),
  inactiveClients: integer(),
  newClientsThisMonth: integer('Since the start of this studio month'),
});
