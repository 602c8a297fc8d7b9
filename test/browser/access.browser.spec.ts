import { ADMIN_CREDENTIALS, CLIENT_CREDENTIALS, browserSuite, loginThroughForm, pathOf } from './support/browser';

describe('access to the admin area (real browser)', () => {
  const suite = browserSuite();

  it('sends an anonymous visitor of an admin route to /login', async () => {
    const watched = await suite.open();
    await watched.page.goto('/admin/branches');
    await watched.page.waitForURL('**/login');
    await watched.page.getByRole('button', { name: 'Entrar' }).waitFor();
  });

  it('lets an admin log in through the form and land on /admin', async () => {
    const watched = await suite.open();
    await loginThroughForm(watched.page, ADMIN_CREDENTIALS);
    await watched.page.waitForURL((url) => url.pathname === '/admin');
    await watched.page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    // The tiles show the demo data: two branches, both active.
    await watched.page.getByLabel('Sucursales: 2').waitFor();
  });

  it('sends a logged-in admin who opens /login to /admin', async () => {
    const watched = await suite.openSignedIn(ADMIN_CREDENTIALS);
    await watched.page.goto('/login');
    await watched.page.waitForURL((url) => url.pathname === '/admin');
    expect(pathOf(watched.page)).toBe('/admin');
  });

  it('lands a client on /dashboard and keeps them out of admin routes', async () => {
    const watched = await suite.open();
    await loginThroughForm(watched.page, CLIENT_CREDENTIALS);
    await watched.page.waitForURL((url) => url.pathname === '/dashboard');
    for (const route of ['/admin', '/admin/branches', '/admin-dashboard']) {
      await watched.page.goto(route);
      await watched.page.waitForURL((url) => url.pathname === '/dashboard');
    }
    await expect(watched.page.getByText('Gestión de Sucursales').count()).resolves.toBe(0);
  });
});
