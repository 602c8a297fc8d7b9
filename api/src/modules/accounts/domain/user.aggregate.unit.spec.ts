import { DomainError } from '../../../platform/domain/domain-error.js';
import { specFor } from '../../../testing/given-when-then.js';
import { userAggregate, type UserCommand, type UserState } from './user.aggregate.js';
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
      mustChangePassword: false,
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

  describe("a person's own account", () => {
    const staff: UserEvent = { type: 'UserRegistered', data: { userId: 'u1', role: 'INSTRUCTOR', ...profile } };
    const temporary: UserEvent = {
      type: 'UserRegistered',
      data: { userId: 'u1', role: 'CLIENT', ...profile, mustChangePassword: true },
    };
    const changed: UserEvent = { type: 'PasswordChanged', data: { userId: 'u1' } };
    const change = (currentPasswordMatches: boolean, reusesCurrent = false): UserCommand => ({
      type: 'ChangePassword',
      currentPasswordMatches,
      reusesCurrent,
    });
    const stateAfter = (events: readonly UserEvent[]): UserState =>
      events.reduce<UserState>(
        (state, event, revision) =>
          userAggregate.evolve(state, event, { occurredAt: '2026-01-01T00:00:00.000Z', revision }),
        userAggregate.initial,
      );
    /** The field a refusal names, as the HTTP edge answers it in errors[]. */
    const refusedField = (events: readonly UserEvent[], command: UserCommand): unknown => {
      try {
        userAggregate.decide(command, stateAfter(events));
      } catch (error) {
        return error instanceof DomainError ? error.params.field : error;
      }
      return null;
    };

    it("records the name and phone a person changes as the profile update an admin's edit records", () => {
      spec([registered])
        .when({ type: 'UpdateOwnProfile', changes: { name: 'Ana Torres Ruiz', phone: '55 9876 5432' } })
        .then([
          {
            type: 'UserProfileUpdated',
            data: { userId: 'u1', changes: { name: 'Ana Torres Ruiz', phone: '55 9876 5432' } },
          },
        ]);
      spec([registered])
        .when({ type: 'UpdateOwnProfile', changes: { name: profile.name } })
        .then([]);
    });

    it("lets staff clear their phone, but keeps a client's WhatsApp number", () => {
      spec([staff])
        .when({ type: 'UpdateOwnProfile', changes: { phone: null } })
        .then([{ type: 'UserProfileUpdated', data: { userId: 'u1', changes: { phone: null } } }]);
      spec([registered])
        .when({ type: 'UpdateOwnProfile', changes: { phone: null } })
        .thenThrows('VALIDATION.WHATSAPP_REQUIRED');
      expect(refusedField([registered], { type: 'UpdateOwnProfile', changes: { phone: null } })).toBe('phone');
    });

    it('records that the password changed, and nothing of it', () => {
      spec([registered]).when(change(true)).then([changed]);
    });

    it('refuses a wrong current password on currentPassword, and the same password again on newPassword', () => {
      spec([registered]).when(change(false)).thenThrows('AUTH.CURRENT_PASSWORD_INCORRECT');
      expect(refusedField([registered], change(false))).toBe('currentPassword');
      spec([registered]).when(change(true, true)).thenThrows('AUTH.PASSWORD_UNCHANGED');
      expect(refusedField([registered], change(true, true))).toBe('newPassword');
    });

    it('treats a deleted person as gone for their own commands too', () => {
      const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', email: profile.email } };
      spec([registered, deleted]).when(change(true)).thenThrows('USER.NOT_FOUND');
      spec([registered, deleted])
        .when({ type: 'UpdateOwnProfile', changes: { name: 'X' } })
        .thenThrows('USER.NOT_FOUND');
    });

    it('creates a person with a temporary password when asked, and only then records it', () => {
      spec([])
        .when({ type: 'CreateUser', userId: 'u1', role: 'CLIENT', profile, isActive: true, mustChangePassword: true })
        .then([temporary]);
      spec([])
        .when({ type: 'CreateUser', userId: 'u1', role: 'CLIENT', profile, isActive: true, mustChangePassword: false })
        .then([registered]);
    });

    it('must change a temporary password until they change it; registrations without the flag never must', () => {
      expect(userAggregate.toDto(stateAfter([temporary]))?.mustChangePassword).toBe(true);
      expect(userAggregate.toDto(stateAfter([temporary, changed]))?.mustChangePassword).toBe(false);
      expect(userAggregate.toDto(stateAfter([registered]))?.mustChangePassword).toBe(false);
      expect(userAggregate.toDto(stateAfter([registered, changed]))?.mustChangePassword).toBe(false);
    });
  });
});
