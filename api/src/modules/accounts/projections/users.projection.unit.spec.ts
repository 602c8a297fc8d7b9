import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { usersProjection } from './users.projection.js';

const registered: GivenEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role: 'CLIENT',
    name: 'José Álvarez',
    email: 'Jose@Example.com',
    phone: '+52 (55) 1234-5678',
    branchId: null,
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  },
  occurredAt: '2026-03-01T09:00:00.000Z',
  userId: 'admin-1',
};
const spec = projectionSpecFor(usersProjection);

describe('users projection', () => {
  it('keeps a new person with what the lists search on, and who created them', async () => {
    await spec.given([registered]).thenDocument('users', 'u1', {
      emailLower: 'jose@example.com',
      searchText: 'jose alvarez jose@example.com +52 (55) 1234-5678',
      phoneDigits: '525512345678',
      isActive: true,
      isDeleted: false,
      createdAt: '2026-03-01T09:00:00.000Z',
      createdBy: 'admin-1',
    });
  });

  it('refreshes the search fields from what an edit changed and what it left alone', async () => {
    const edited: GivenEvent = {
      type: 'UserProfileUpdated',
      data: { userId: 'u1', changes: { email: 'jose.a@example.com' } },
    };
    await spec.given([registered, edited]).thenDocument('users', 'u1', {
      emailLower: 'jose.a@example.com',
      searchText: 'jose alvarez jose.a@example.com +52 (55) 1234-5678',
    });
  });

  it('follows role, status and deletion, keeping the deleted person flagged', async () => {
    const events: GivenEvent[] = [
      registered,
      { type: 'UserRoleChanged', data: { userId: 'u1', from: 'CLIENT', to: 'INSTRUCTOR' } },
      { type: 'UserDeactivated', data: { userId: 'u1' } },
      {
        type: 'UserDeleted',
        data: { userId: 'u1', email: 'jose@example.com' },
        occurredAt: '2026-04-01T09:00:00.000Z',
      },
    ];
    await spec.given(events, { replayed: true }).thenDocument('users', 'u1', {
      role: 'INSTRUCTOR',
      isActive: false,
      isDeleted: true,
      deletedAt: '2026-04-01T09:00:00.000Z',
    });
  });

  it("keeps a temporary password's flag until the password changes; older registrations never had one", async () => {
    const temporary: GivenEvent = { ...registered, data: { ...registered.data, mustChangePassword: true } };
    const changed: GivenEvent = {
      type: 'PasswordChanged',
      data: { userId: 'u1' },
      occurredAt: '2026-03-02T09:00:00.000Z',
    };
    await spec.given([temporary]).thenDocument('users', 'u1', { mustChangePassword: true });
    await spec.given([temporary, changed], { replayed: true }).thenDocument('users', 'u1', {
      mustChangePassword: false,
      updatedAt: '2026-03-02T09:00:00.000Z',
    });
    await spec.given([registered]).thenDocument('users', 'u1', { mustChangePassword: false });
  });
});
