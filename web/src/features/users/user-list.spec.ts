import { editPathOf, NO_FILTERS, usersRequest } from './user-list';

describe('the users screen: its list and its links', () => {
  it('asks for every account, or one role, on the users screen', () => {
    expect(usersRequest(NO_FILTERS)).toEqual({ search: '', status: 'all' });
    expect(usersRequest({ ...NO_FILTERS, role: 'SUPER_ADMIN' })).toMatchObject({ role: 'SUPER_ADMIN' });
  });

  it('edits a client on the clients screen and an employee on the employees screen, found by email', () => {
    expect(editPathOf({ role: 'CLIENT', email: 'ana+box@example.com' })).toBe(
      '/admin-clients?search=ana%2Bbox%40example.com',
    );
    expect(editPathOf({ role: 'MANAGER', email: 'gaby@boxstudio.mx' })).toBe(
      '/admin-employees?search=gaby%40boxstudio.mx',
    );
    expect(editPathOf({ role: 'SUPER_ADMIN', email: 'admin@boxstudio.local' })).toBeNull();
  });
});
