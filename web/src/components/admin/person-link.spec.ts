import { backPathOf, backStateOf, personPath } from './person-link';

describe("a person's page address and its way back", () => {
  it('names the page of a client or an employee', () => {
    expect(personPath('client', 'a b')).toBe('/admin/clients/a%20b');
    expect(personPath('employee', 'e1')).toBe('/admin/employees/e1');
  });

  it('returns to the list it was opened from, filters included, else to its own list', () => {
    const state = backStateOf({ pathname: '/admin-clients', search: '?search=ana&status=inactive' });
    expect(backPathOf(state, '/admin-clients')).toBe('/admin-clients?search=ana&status=inactive');
    expect(backPathOf(null, '/admin-clients')).toBe('/admin-clients');
    expect(backPathOf({ back: 'https://elsewhere.example' }, '/admin-clients')).toBe('/admin-clients');
  });
});
