import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import type { AuthResponse, OccurrencesResponse, OverviewReport } from '@boxstudio/contracts';
import { ADMIN_CREDENTIALS, apiSession, browserSuite, pathOf, screenshot } from './support/browser';
import { STUDIO_ZONE } from './support/screen';

/** What the dashboard says in each language, for the steps below. */
const WORDS = {
  es: {
    title: 'Panel de Administración',
    day: 'Hoy y este mes',
    studio: 'Resumen',
    bookings: 'Reservas de hoy',
    revenue: 'Ingresos del mes',
    memberships: 'Membresías activas',
    atRisk: 'Clientes en riesgo',
    lowStock: 'Inventario bajo stock',
    branches: 'Sucursales',
    clients: 'Clientes',
    employees: 'Empleados',
    classes: 'Clases de hoy',
    all: 'Ver todas',
    noClasses: 'No hay clases hoy',
    growth: /vs\. periodo anterior$/,
    revenueChange: /vs\. el mes anterior a la misma fecha$/,
    menu: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    reservations: 'Reservas',
    payments: 'Pagos',
  },
  en: {
    title: 'Administration Dashboard',
    day: 'Today and this month',
    studio: 'Summary',
    bookings: "Today's bookings",
    revenue: 'Revenue this month',
    memberships: 'Active memberships',
    atRisk: 'Clients at risk',
    lowStock: 'Low-stock items',
    branches: 'Branches',
    clients: 'Clients',
    employees: 'Employees',
    classes: "Today's classes",
    all: 'See all',
    noClasses: 'No classes today',
    growth: /vs\. previous period$/,
    revenueChange: /vs\. last month to date$/,
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    reservations: 'Reservations',
    payments: 'Payments',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The dashboard's figures as the API answers them to an admin: the month to today, and today's classes. */
interface Figures {
  readonly today: string;
  readonly overview: OverviewReport;
  readonly classes: number;
}

/** A tile's value by its accessible name, "<label>: <value>", within its row of tiles; any value when none is given. */
const tileValue = (page: Page, tiles: string, label: string, value?: number) =>
  page
    .getByRole('region', { name: tiles, exact: true })
    .getByLabel(value === undefined ? new RegExp(`^${label}: .+$`) : `${label}: ${value}`, { exact: true });

/** '$52,340.50' (es-MX and en-US write money alike) as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

describe('the admin dashboard (real browser)', () => {
  const suite = browserSuite();

  async function call<T>(session: AuthResponse, path: string): Promise<T> {
    const response = await fetch(`${suite.product().server.api}${path}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  async function figures(): Promise<Figures> {
    const admin = await apiSession(suite.product(), ADMIN_CREDENTIALS);
    const now = DateTime.now().setZone(STUDIO_ZONE);
    const today = now.toISODate() ?? '';
    const monthStart = now.startOf('month').toISODate() ?? '';
    const overview = await call<OverviewReport>(admin, `/reports/overview?startDate=${monthStart}&endDate=${today}`);
    const { occurrences } = await call<OccurrencesResponse>(admin, `/reservations/occurrences?from=${today}&days=1`);
    return { today, overview, classes: occurrences.length };
  }

  /** Follows a link of the dashboard to its screen (its own h1 shows), and comes back. */
  async function follow(page: Page, link: Locator, path: string, words: Words): Promise<void> {
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: words.title }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
  }

  it.each([
    { language: 'es', width: 1366 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: the demo’s day and month in the tiles, each leading to its screen',
    async ({ language, width }) => {
      const words: Words = WORDS[language];
      const expected = await figures();
      const { overview } = expected;
      const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language }, { viewport: { width, height: 900 } });
      await page.goto('/admin');
      await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();

      // The month to today and today's bookings, as the API counts them.
      await tileValue(page, words.day, words.bookings, overview.reservations.today).waitFor();
      await tileValue(page, words.day, words.memberships, overview.memberships.active).waitFor();
      await tileValue(page, words.day, words.atRisk, overview.users.atRisk).waitFor();
      const revenue = tileValue(page, words.day, words.revenue);
      await revenue.waitFor();
      expect(amountOf(await revenue.innerText())).toBeCloseTo(overview.revenue.thisMonth, 2);
      await page.getByText(words.revenueChange).waitFor();
      await page.getByText(words.growth).first().waitFor();
      // The whole studio's tiles stay.
      for (const label of [words.lowStock, words.branches, words.clients, words.employees])
        await tileValue(page, words.studio, label).waitFor();

      // Today's classes: at most eight listed, or the words for none.
      const classes = page.getByRole('region', { name: words.classes, exact: true });
      if (expected.classes === 0) await classes.getByText(words.noClasses).waitFor();
      else {
        const rows = classes.getByRole('list').getByRole('listitem');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(Math.min(8, expected.classes));
      }
      expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(width);
      await screenshot(page, `dashboard-admin-${language}-${width}`);

      // Each tile leads to its screen.
      const day = page.getByRole('region', { name: words.day, exact: true });
      const studio = page.getByRole('region', { name: words.studio, exact: true });
      const tiles: [Locator, string][] = [
        [day.getByRole('link', { name: words.bookings, exact: true }), '/admin-reservations'],
        [day.getByRole('link', { name: words.revenue, exact: true }), '/admin-payments'],
        [day.getByRole('link', { name: words.memberships, exact: true }), '/admin-memberships'],
        [day.getByRole('link', { name: words.atRisk, exact: true }), '/admin-reports'],
        [classes.getByRole('link', { name: words.all, exact: true }), '/admin-today'],
        [studio.getByRole('link', { name: words.lowStock, exact: true }), '/admin-inventory'],
        [studio.getByRole('link', { name: words.branches, exact: true }), '/admin/branches'],
        [studio.getByRole('link', { name: words.clients, exact: true }), '/admin-clients'],
        [studio.getByRole('link', { name: words.employees, exact: true }), '/admin-employees'],
      ];
      for (const [link, path] of tiles) await follow(page, link, path, words);
      // Today's bookings open the reservations of today; low stock, the inventory filtered to it.
      await day.getByRole('link', { name: words.bookings, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin-reservations');
      expect(new URL(page.url()).searchParams.get('date')).toBe(expected.today);
      await page.goBack();
      await studio.getByRole('link', { name: words.lowStock, exact: true }).click();
      await page.waitForURL(/\/admin-inventory\?stock=low/);
      await page.goBack();
      expect(pathOf(page)).toBe('/admin');

      // Reservas and Pagos in the admin's navigation: the top bar on a computer, the drawer on a phone.
      if (width >= 768) {
        const bar = page.getByRole('navigation', { name: words.menu, exact: true });
        await follow(
          page,
          bar.getByRole('link', { name: words.reservations, exact: true }),
          '/admin-reservations',
          words,
        );
        await follow(page, bar.getByRole('link', { name: words.payments, exact: true }), '/admin-payments', words);
      } else {
        await page.getByRole('button', { name: words.openMenu }).click();
        const drawer = page.locator('.bp6-drawer');
        await drawer.getByRole('link', { name: words.reservations, exact: true }).waitFor();
        await drawer.getByRole('link', { name: words.payments, exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/admin-payments');
        await drawer.waitFor({ state: 'detached' });
      }
    },
  );
});
