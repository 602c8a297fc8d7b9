import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, pathOf, screenshot, toast, until, type WatchedPage } from './support/browser';
import { dialog, rowAction } from './support/screen';

const CLIENT = 'Sofía Hernández López';

const WORDS = {
  es: {
    clients: 'Gestión de Clientes',
    search: 'Buscar clientes',
    view: 'Ver detalles',
    more: 'Más acciones',
    membership: 'Membresía actual',
    daysLeft: /^Quedan? \d+ días?$/,
    bookings: 'Reservas',
    upcoming: 'Próximas',
    past: 'Pasadas',
    payments: 'Pagos',
    sale: 'Venta',
    history: 'Historial',
    edit: 'Editar',
    editTitle: 'Editar Cliente',
    update: 'Actualizar',
    updated: 'Cliente actualizado exitosamente',
    profileUpdated: 'Datos actualizados',
    sell: 'Vender o renovar',
    quickSale: 'Venta Rápida',
    book: 'Reservar clase',
    bookTitle: 'Nueva Reserva',
    cancel: 'Cancelar',
    back: 'Volver',
    reservations: 'Gestión de Reservas',
    reservationsSearch: 'Buscar reservas',
    employees: 'Gestión de Empleados',
    teaching: 'Reservas de sus clases',
  },
  en: {
    clients: 'Client Management',
    search: 'Search clients',
    view: 'View details',
    more: 'More actions',
    membership: 'Current membership',
    daysLeft: /^\d+ days? left$/,
    bookings: 'Bookings',
    upcoming: 'Upcoming',
    past: 'Past',
    payments: 'Payments',
    sale: 'Sale',
    history: 'History',
    edit: 'Edit',
    editTitle: 'Edit Client',
    update: 'Update',
    updated: 'Client updated successfully',
    profileUpdated: 'Details updated',
    sell: 'Sell or renew',
    quickSale: 'Quick Sale',
    book: 'Book a class',
    bookTitle: 'New Reservation',
    cancel: 'Cancel',
    back: 'Back',
    reservations: 'Reservation Management',
    reservationsSearch: 'Search reservations',
    employees: 'Employee Management',
    teaching: 'Bookings of their classes',
  },
} as const;

type Language = keyof typeof WORDS;
const COMBOS = (['es', 'en'] as const).flatMap((language) => [1366, 375].map((width) => ({ language, width })));

const card = (page: Page, title: string) =>
  page.locator('.bp6-card').filter({ has: page.getByRole('heading', { name: title, exact: true, level: 3 }) });

describe("a person's page (real browser)", () => {
  const suite = browserSuite();

  async function open(language: Language, width: number, path: string, heading: string): Promise<WatchedPage> {
    const watched = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { language },
      { viewport: { width, height: 900 }, locale: language === 'es' ? 'es-ES' : 'en-US' },
    );
    await watched.page.goto(path);
    await watched.page.getByRole('heading', { name: heading }).waitFor();
    return watched;
  }

  it.each(COMBOS)(
    "a client's page from the list: membership, bookings, payments, edit; Back keeps filters ($language, $width px)",
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await open(language, width, '/admin-clients?search=hernandez', words.clients);
      expect(await page.getByLabel(words.search).inputValue()).toBe('hernandez');
      await rowAction(page, WORDS[language].more, CLIENT, words.view);
      await page.getByRole('heading', { name: CLIENT, level: 2 }).waitFor();
      expect(pathOf(page)).toMatch(/^\/admin\/clients\/[^/]+$/);

      // The membership in force with its days left, bookings both ways, payments and the history.
      const membership = card(page, words.membership);
      await membership.getByText(words.daysLeft).waitFor();
      const bookings = card(page, words.bookings);
      await bookings.getByRole('heading', { name: words.upcoming }).waitFor();
      await bookings.getByRole('heading', { name: words.past }).waitFor();
      const payments = card(page, words.payments);
      await payments
        .getByRole('cell', { name: new RegExp(`^${words.sale}`) })
        .first()
        .waitFor();
      await card(page, words.history).waitFor();
      await screenshot(page, `person-page-client-${language}-${width}`);

      // Edit from the page: the clients screen's dialog; the page and its history follow.
      const phone = `+52 55 1111 ${language === 'es' ? 1 : 2}${width === 1366 ? 366 : 375}`;
      await page.getByRole('button', { name: words.edit, exact: true }).click();
      const edit = dialog(page, words.editTitle);
      await edit.getByLabel(/^WhatsApp/).fill(phone);
      await edit.getByRole('button', { name: words.update, exact: true }).click();
      await toast(page, words.updated).waitFor();
      await edit.waitFor({ state: 'detached' });
      await page.locator('.admin-fields').getByText(phone, { exact: true }).first().waitFor();
      await card(page, words.history).getByText(words.profileUpdated).first().waitFor();

      // Sell or renew and book a class open their dialogs for this client.
      await page.getByRole('button', { name: words.sell, exact: true }).click();
      const sale = dialog(page, words.quickSale);
      await sale.getByText(CLIENT).first().waitFor();
      await sale.getByRole('button', { name: words.cancel, exact: true }).click();
      await sale.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: words.book, exact: true }).click();
      const booking = dialog(page, words.bookTitle);
      const client = booking.locator('#reservation-userId');
      await client.waitFor();
      expect(await client.locator('option:checked').innerText()).toContain(CLIENT);
      await booking.getByRole('button', { name: words.cancel, exact: true }).click();
      await booking.waitFor({ state: 'detached' });

      // Back: the list as it was left, searched.
      await page.getByRole('button', { name: words.back, exact: true }).click();
      await page.getByRole('heading', { name: words.clients }).waitFor();
      expect(pathOf(page)).toBe('/admin-clients');
      expect(new URL(page.url()).searchParams.get('search')).toBe('hernandez');
      expect(await page.getByLabel(words.search).inputValue()).toBe('hernandez');
    },
  );

  it.each(COMBOS)(
    "a client's name on the reservations screen leads to their page, and Back returns there ($language, $width px)",
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await open(language, width, '/admin-reservations?search=hernandez', words.reservations);
      await page.getByRole('link', { name: CLIENT, exact: true }).first().click();
      await page.getByRole('heading', { name: CLIENT, level: 2 }).waitFor();
      await card(page, words.membership).waitFor();
      await page.getByRole('button', { name: words.back, exact: true }).click();
      await page.getByRole('heading', { name: words.reservations }).waitFor();
      expect(new URL(page.url()).searchParams.get('search')).toBe('hernandez');
    },
  );

  it.each([
    { language: 'es' as const, width: 1366 },
    { language: 'en' as const, width: 375 },
  ])(
    "opens an instructor's page with the bookings of their classes ($language, $width px)",
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await open(language, width, '/admin-employees?role=INSTRUCTOR', words.employees);
      const name = (await page.locator('tbody tr').first().locator('strong').first().innerText()).trim();
      await rowAction(page, WORDS[language].more, name, words.view);
      await page.getByRole('heading', { name, level: 2 }).waitFor();
      expect(pathOf(page)).toMatch(/^\/admin\/employees\/[^/]+$/);
      await card(page, words.teaching).waitFor();
      await card(page, words.history).waitFor();
      await until(async () => (await card(page, words.membership).count()) === 0, 'no membership card');
      await screenshot(page, `person-page-employee-${language}-${width}`);
    },
  );
});
