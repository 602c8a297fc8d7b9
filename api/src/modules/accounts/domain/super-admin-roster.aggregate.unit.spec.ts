import { specFor } from '../../../testing/given-when-then.js';
import { superAdminRosterAggregate, type SuperAdminRosterEvent } from './super-admin-roster.aggregate.js';

const spec = specFor(superAdminRosterAggregate);
const started = (...userIds: string[]): SuperAdminRosterEvent => ({
  type: 'SuperAdminRosterStarted',
  data: { userIds },
});

describe('super admin roster', () => {
  it('starts once, from the active SUPER_ADMINs of the time', () => {
    spec([])
      .when({ type: 'StartSuperAdminRoster', userIds: ['b', 'a', 'a'] })
      .then([started('a', 'b')]);
    spec([started('a')])
      .when({ type: 'StartSuperAdminRoster', userIds: ['a', 'b'] })
      .then([]);
  });

  it('adds a SUPER_ADMIN once', () => {
    spec([started('a')])
      .when({ type: 'AddSuperAdmin', userId: 'b' })
      .then([{ type: 'SuperAdminAdded', data: { userId: 'b' } }]);
    spec([started('a', 'b')])
      .when({ type: 'AddSuperAdmin', userId: 'b' })
      .then([]);
  });

  it('removes a SUPER_ADMIN while another remains', () => {
    spec([started('a', 'b')])
      .when({ type: 'RemoveSuperAdmin', userId: 'a' })
      .then([{ type: 'SuperAdminRemoved', data: { userId: 'a' } }]);
  });

  it('never removes the last one', () => {
    spec([started('a')])
      .when({ type: 'RemoveSuperAdmin', userId: 'a' })
      .thenThrows('USER.LAST_SUPER_ADMIN');
    spec([started('a', 'b'), { type: 'SuperAdminRemoved', data: { userId: 'b' } }])
      .when({ type: 'RemoveSuperAdmin', userId: 'a' })
      .thenThrows('USER.LAST_SUPER_ADMIN');
  });

  it('removing someone who is not on it records nothing', () => {
    spec([started('a')])
      .when({ type: 'RemoveSuperAdmin', userId: 'z' })
      .then([]);
  });
});
