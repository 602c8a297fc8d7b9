import { typeAsOf } from './support/screen';
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

/** The words the catalog screens are driven by, in each language. */
const WORDS = {
  es: {
    more: 'Más acciones',
    view: 'Ver',
    timetable: 'Ver Horarios',
    asOf: 'Estado en',
    time: 'Hora (24 h)',
    newBranch: 'Nueva Sucursal',
    newPlan: 'Nuevo Plan',
    newClass: 'Nueva Clase',
    cancel: 'Cancelar',
  },
  en: {
    more: 'More actions',
    view: 'View',
    timetable: 'View Timetable',
    asOf: 'State as of',
    time: 'Time (24 h)',
    newBranch: 'New Branch',
    newPlan: 'New Plan',
    newClass: 'New Class',
    cancel: 'Cancel',
  },
} as const;

const COMBOS = (['es', 'en'] as const).flatMap((language) =>
  THEMES.flatMap((theme) => [1280, 375].map((width) => ({ language, theme, width }))),
);

/**
 * The catalog screens in both languages, both themes, on a desktop and a phone
 * (test-results/screenshots/catalog-*).
 */
describe('catalog screenshots (real browser)', () => {
  const suite = browserSuite();

  it.each(COMBOS)('takes the catalog screens in $language, $theme, $width px', async ({ language, theme, width }) => {
    const words = WORDS[language];
    const { page } = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { theme, language },
      { colorScheme: theme, viewport: { width, height: 900 } },
    );
    const shot = (name: string, fullPage = true) =>
      screenshot(page, `catalog-${language}-${theme}-${width}-${name}`, fullPage);
    /** A row's action: its own button on a desktop, in the row's menu on a phone. */
    const rowAction = async (subject: string, action: string) => {
      if (width > 700) return page.getByRole('button', { name: `${action} ${subject}`, exact: true }).click();
      await page.getByRole('button', { name: `${words.more} ${subject}` }).click();
      return page.getByRole('menuitem', { name: action, exact: true }).click();
    };
    const form = async (button: string, name: string) => {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog').waitFor();
      await shot(name, false);
      await page.getByRole('dialog').getByRole('button', { name: words.cancel, exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    const asOf = async (name: string) => {
      await typeAsOf(page, new Date(Date.now() + 60_000), words.asOf, words.time);
      await page.locator('.admin-as-of__state dl').waitFor();
      await shot(name);
    };

    // Each list, its new-record form, and a record's page with its state as of a minute from now.
    for (const screen of [
      { name: 'branches', path: '/admin/branches', subject: 'BoxStudio Polanco', create: words.newBranch },
      { name: 'plans', path: '/admin/membership-plans', subject: 'Anual Ilimitado', create: words.newPlan },
    ]) {
      await page.goto(screen.path);
      await page.getByRole('cell', { name: screen.subject, exact: true }).waitFor();
      await shot(screen.name);
      await form(screen.create, `${screen.name}-form`);
      await rowAction(screen.subject, words.view);
      await asOf(`${screen.name}-detail`);
    }

    await page.goto('/admin-classes');
    await page
      .getByRole('cell', { name: /^Kickboxing/ })
      .first()
      .waitFor();
    await shot('classes');
    await form(words.newClass, 'classes-form');
    await page
      .getByRole('button', { name: `${words.more} Kickboxing` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: words.timetable }).click();
    await page.getByRole('dialog').waitFor();
    await shot('timetable', false);
  });
});
