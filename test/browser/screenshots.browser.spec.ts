import { ADMIN_CREDENTIALS, browserSuite, screenshot, signIn } from './support/browser';

const THEMES = ['dark', 'light'] as const;

/** Screenshots of the main screens in both themes, to look at (test-results/screenshots/). */
describe('screenshots (real browser)', () => {
  const suite = browserSuite();

  it.each(THEMES)('takes the public screens in the %s theme', async (theme) => {
    const watched = await suite.open({ colorScheme: theme });
    await signIn(watched, null, { theme });
    const { page } = watched;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Suscríbete a nuestro boletín' }).waitFor();
    await screenshot(page, `home-${theme}`);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await screenshot(page, `login-${theme}`);
  });

  it.each(THEMES)('takes the admin screens in the %s theme', async (theme) => {
    const watched = await suite.openSignedIn(ADMIN_CREDENTIALS, { theme }, { colorScheme: theme });
    const { page } = watched;
    await page.goto('/admin');
    await page.getByLabel('Sucursales: 2').waitFor();
    await page.getByLabel(/^Clientes: \d+$/).waitFor();
    await page.getByLabel(/^Empleados: \d+$/).waitFor();
    await screenshot(page, `admin-dashboard-${theme}`);
    await page.goto('/admin/branches');
    await page.getByRole('cell', { name: 'BoxStudio Providencia', exact: true }).waitFor();
    await screenshot(page, `branches-${theme}`);
    await page.getByRole('button', { name: 'Editar BoxStudio Polanco' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, `branch-form-${theme}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Estadísticas BoxStudio Polanco' }).click();
    await page.getByText('Usuarios Total').waitFor();
    await screenshot(page, `branch-stats-${theme}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Ver BoxStudio Polanco' }).click();
    await page.getByRole('list', { name: 'Historial' }).waitFor();
    await screenshot(page, `branch-detail-${theme}`);
  });
});
