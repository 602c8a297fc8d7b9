import type { INestApplication } from '@nestjs/common';
import type { Role, UserDto } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';

export const PASSWORD = 'Boxeo2024';

/**
 * Creates a person with any role through the real command (the users API arrives separately), at
 * `now` (a test's manual clock: when the account's events happened).
 */
export async function createPerson(
  app: INestApplication,
  role: Role,
  name = `${role} ${randomUUID().slice(0, 8)}`,
  now = new Date(),
): Promise<UserDto> {
  const email = `${randomUUID().slice(0, 12)}@example.com`;
  const profile = {
    name,
    email,
    phone: null,
    branchId: null,
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  };
  const context = { commandId: randomUUID(), correlationId: randomUUID(), userId: null, now };
  return app.get(UserCommands).create({ role, profile, password: PASSWORD, isActive: true }, null, context);
}
