import { specFor } from '../../../testing/given-when-then.js';
import { userDecider } from './user.decider.js';
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
const spec = specFor(userDecider);

describe('user decider', () => {
  it('registers a new person with the given role', () => {
    spec([]).when({ type: 'RegisterUser', userId: 'u1', role: 'CLIENT', profile }).then([registered]);
  });

  it('refuses to register the same person twice', () => {
    spec([registered]).when({ type: 'RegisterUser', userId: 'u1', role: 'CLIENT', profile }).thenThrows('AUTH.EMAIL_TAKEN');
  });

  it('records a role change with the role before and after', () => {
    spec([registered]).when({ type: 'ChangeUserRole', role: 'INSTRUCTOR' }).then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'CLIENT', to: 'INSTRUCTOR' } }]);
    spec([registered]).when({ type: 'ChangeUserRole', role: 'CLIENT' }).then([]);
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId: 'u1' } };
    spec([registered]).when({ type: 'DeactivateUser' }).then([deactivated]);
    spec([registered, deactivated]).when({ type: 'DeactivateUser' }).then([]);
    spec([registered, deactivated]).when({ type: 'ReactivateUser' }).then([{ type: 'UserReactivated', data: { userId: 'u1' } }]);
  });

  it('treats a deleted person as gone', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', email: profile.email } };
    spec([registered]).when({ type: 'DeleteUser' }).then([deleted]);
    spec([registered, deleted]).when({ type: 'UpdateUserProfile', changes: { name: 'X' } }).thenThrows('USER.NOT_FOUND');
  });
});
