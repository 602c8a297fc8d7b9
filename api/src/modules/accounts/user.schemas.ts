import { ROLES, type AuthResponse, type UserDto } from '@boxstudio/contracts';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { flag, instant, nullable, oneOf, text, type FieldsOf } from '../../platform/http/openapi/wire-schema.js';

/** A person's fields, for the answers that add to them (a new client with its generated password). */
export const USER_FIELDS: FieldsOf<UserDto> = {
  id: text(),
  name: text(),
  email: text(),
  phone: nullable(text()),
  role: oneOf(ROLES),
  isActive: flag(),
  branchId: nullable(text()),
  dateOfBirth: nullable(instant('That studio day’s start')),
  address: nullable(text()),
  emergencyContact: nullable(text()),
  emergencyPhone: nullable(text()),
  createdAt: instant(),
  updatedAt: instant(),
  mustChangePassword: flag('Signs in with a temporary password until choosing their own'),
};

export const USER_DTO = model<UserDto>('UserDto', USER_FIELDS, 'A person: never a password or a hash');

export const AUTH_RESPONSE = model<AuthResponse>('AuthResponse', {
  user: USER_DTO,
  token: text('A JWT, sent back as `Authorization: Bearer <token>`'),
});
