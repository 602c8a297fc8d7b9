import { specFor } from '../../../testing/given-when-then.js';
import { userAggregate } from './user.aggregate.js';
import type { UserEvent, UserProfile } from './user.events.js';

const profile: UserProfile = {
  name: 'Ana Torres',
  email: 'ana@example.com',
  phone: '+52 55 1234 5678',
  branchId: null,
  dateOfBirth: null,
  address: null,
  emergencyContact: null,
  emergencyPhone: null,
};
const registered: UserEvent = { type: 'UserRegistered', data: { userId: 'u1', role: 'CLIENT', ...profile } };
const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1' } };
const spec = specFor(userAggregate);

describe('user aggregate', () => {
  it('creates a new person with the given role', () => {
    spec([]).when({ type: 'CreateUser', userId: 'u1', role: 'CLIENT', profile, isActive: true }).then([registered]);
  });

  it('creates an inactive person in one append when asked to', () => {
    spec([])
      .when({ type: 'CreateUser', userId: 'u1', role: 'CLIENT', profile, isActive: false })
      .then([registered, deactivated]);
  });

  it('refuses to create the same person twice', () => {
    spec([registered])
      .when({ type: 'CreateUser', userId: 'u1', role: 'CLIENT', profile, isActive: true })
      .thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('records a role change with the role before and after, and nothing for the same role', () => {
    spec([registered])
      .when({ type: 'UpdateUser', changes: {}, role: 'INSTRUCTOR' })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'CLIENT', to: 'INSTRUCTOR' } }]);
    spec([registered]).when({ type: 'UpdateUser', changes: {}, role: 'CLIENT' }).then([]);
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    spec([registered]).when({ type: 'UpdateUser', changes: {}, isActive: false }).then([deactivated]);
    spec([registered, deactivated]).when({ type: 'UpdateUser', changes: {}, isActive: false }).then([]);
    spec([registered, deactivated])
      .when({ type: 'UpdateUser', changes: {}, isActive: true })
      .then([{ type: 'UserReactivated', data: { userId: 'u1' } }]);
  });

  it('records changed fields, a new role and the switch of one edit together', () => {
    spec([registered])
      .when({
        type: 'UpdateUser',
        changes: { name: 'Ana T.', phone: profile.phone },
        role: 'INSTRUCTOR',
        isActive: false,
      })
      .then([
        { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { name: 'Ana T.' } } },
        { type: 'UserRoleChanged', data: { userId: 'u1', from: 'CLIENT', to: 'INSTRUCTOR' } },
        deactivated,
      ]);
  });

  it('treats a deleted person as gone', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', email: profile.email } };
    spec([registered]).when({ type: 'DeleteUser' }).then([deleted]);
    spec([registered, deleted])
      .when({ type: 'UpdateUser', changes: { name: 'X' } })
      .thenThrows('USER.NOT_FOUND');
    spec([registered, deleted]).when({ type: 'DeleteUser' }).thenThrows('USER.NOT_FOUND');
  });

  it('answers the public DTO, never a password, and nothing for a deleted person', () => {
    const at = (occurredAt: string, revision: number) => ({ occurredAt, revision });
    const created = userAggregate.evolve(userAggregate.initial, registered, at('2026-01-01T00:00:00.000Z', 0));
    const inactive = userAggregate.evolve(created, deactivated, at('2026-02-01T00:00:00.000Z', 1));
    expect(userAggregate.toDto(inactive)).toEqual({
      id: 'u1',
      ...profile,
      role: 'CLIENT',
      isActive: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(
      userAggregate.toDto(
        userAggregate.evolve(
          inactive,
          { type: 'UserDeleted', data: { userId: 'u1', email: profile.email } },
          at('2026-03-01T00:00:00.000Z', 2),
        ),
      ),
    ).toBeNull();
  });
});
