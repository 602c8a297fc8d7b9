import type { AuditEventDto } from '@boxstudio/contracts';
import { personChanges } from './person-presenter';

const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as AuditEventDto;

describe("a person's history", () => {
  it('shows what registration set, without ids or empty fields', () => {
    const registered = event('UserRegistered', {
      userId: 'u1',
      role: 'CLIENT',
      name: 'Ana',
      email: 'ana@example.com',
      phone: null,
      branchId: 'b1',
      address: '',
    });
    expect(personChanges(registered)).toEqual([
      ['role', 'CLIENT'],
      ['name', 'Ana'],
      ['email', 'ana@example.com'],
    ]);
  });

  it("shows a profile's changes, a cleared field included, and a role change as the new role", () => {
    expect(
      personChanges(event('UserProfileUpdated', { userId: 'u1', changes: { phone: null, name: 'Ana P.' } })),
    ).toEqual([
      ['phone', null],
      ['name', 'Ana P.'],
    ]);
    expect(personChanges(event('UserRoleChanged', { userId: 'u1', from: 'INSTRUCTOR', to: 'MANAGER' }))).toEqual([
      ['role', 'MANAGER'],
    ]);
    expect(personChanges(event('UserDeactivated', { userId: 'u1' }))).toEqual([]);
  });
});
