import { aUser } from '../../testing/render';
import { navLinks } from './nav-links';

describe('the navbar’s links by role', () => {
  it('gives admins the desk’s daily screens, Reservas and Pagos, beside the spec’s list', () => {
    const targets = navLinks(aUser('ADMIN')).role.map((link) => link.to);
    expect(targets).toEqual(expect.arrayContaining(['/admin-dashboard', '/admin-reservations', '/admin-payments']));
    expect(navLinks(aUser('SUPER_ADMIN')).role).toEqual(navLinks(aUser('ADMIN')).role);
  });

  it('keeps them from everyone else', () => {
    for (const role of ['CLIENT', 'INSTRUCTOR', 'EMPLOYEE'] as const) {
      const targets = navLinks(aUser(role)).role.map((link) => link.to);
      expect(targets).not.toContain('/admin-reservations');
      expect(targets).not.toContain('/admin-payments');
    }
  });
});
