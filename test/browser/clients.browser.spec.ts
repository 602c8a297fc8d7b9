import type { Locator, Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, screenshot, toast, until, type WatchedPage } from './support/browser';
import { dialog, rowAction, rowOf } from './support/screen';

const two = (value: number) => String(value).padStart(2, '0');
const typedDay = (day: Date) => `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;

/** The clients screen's words in each language (spec §2, §8 and their English versions). */
const WORDS = {
  es: {
    title: 'Gestión de Clientes',
    create: 'Nuevo Cliente',
    createButton: 'Crear',
    edit: 'Editar Cliente',
    update: 'Actualizar',
    taken: 'El email ya está registrado',
    created: 'Cliente creado exitosamente',
    generated: 'Contraseña generada',
    gotIt: 'Entendido',
    updated: 'Cliente actualizado exitosamente',
    deactivated: 'Cliente desactivado exitosamente',
    activated: 'Cliente activado exitosamente',
    inactive: 'Inactivo',
    active: 'Activo',
    actions: {
      edit: 'Editar',
      sale: 'Venta Rápida',
      deactivate: 'Desactivar',
      activate: 'Activar',
      delete: 'Eliminar',
    },
    more: 'Más acciones',
    quickSale: 'Venta Rápida',
    sell: 'Vender',
    renew: 'Renovar',
    sold: 'Membresía vendida exitosamente',
    renewed: 'Membresía renovada exitosamente',
    live: /ya tiene una membresía activa \(.+\) hasta el/,
    saleAfter: /^Vender una nueva a partir del/,
    renewLive: 'Renovar la membresía actual',
    confirmTitle: 'Confirmar Eliminación',
    question: (name: string) =>
      `¿Estás seguro de que quieres eliminar al cliente "${name}"? Esta acción no se puede deshacer.`,
    deleted: 'Cliente eliminado exitosamente',
    cannotSave: /^Para guardar, revisa: .*WhatsApp/,
    phoneRequired: 'El número de WhatsApp es requerido',
  },
  en: {
    title: 'Client Management',
    create: 'New Client',
    createButton: 'Create',
    edit: 'Edit Client',
    update: 'Update',
    taken: 'The email is already registered',
    created: 'Client created successfully',
    generated: 'Generated password',
    gotIt: 'Got it',
    updated: 'Client updated successfully',
    deactivated: 'Client deactivated successfully',
    activated: 'Client activated successfully',
    inactive: 'Inactive',
    active: 'Active',
    actions: { edit: 'Edit', sale: 'Quick Sale', deactivate: 'Deactivate', activate: 'Activate', delete: 'Delete' },
    more: 'More actions',
    quickSale: 'Quick Sale',
    sell: 'Sell',
    renew: 'Renew',
    sold: 'Membership sold successfully',
    renewed: 'Membership renewed successfully',
    live: /already has an active membership \(.+\) until/,
    saleAfter: /^Sell a new one starting/,
    renewLive: 'Renew the current membership',
    confirmTitle: 'Confirm Deletion',
    question: (name: string) => `Are you sure you want to delete the client "${name}"? This action cannot be undone.`,
    deleted: 'Client deleted successfully',
    cannotSave: /^To save, check: .*WhatsApp/,
    phoneRequired: 'The WhatsApp number is required',
  },
} as const;

type Language = keyof typeof WORDS;
const COMBOS = (['es', 'en'] as const).flatMap((language) => [1366, 375].map((width) => ({ language, width })));

describe('clients console (real browser)', () => {
  const suite = browserSuite();

  async function openClients(language: Language, width: number, path = '/admin-clients'): Promise<WatchedPage> {
    const watched = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { language },
      { viewport: { width, height: 900 }, locale: language === 'es' ? 'es-ES' : 'en-US' },
    );
    await watched.page.goto(path);
    await watched.page.getByRole('heading', { name: WORDS[language].title }).waitFor();
    return watched;
  }

  /** The browser logs the one refusal a step asked for (a taken email's 409): expected, so not an error. */
  function expectRefusal(watched: WatchedPage, status: number): void {
    const index = watched.errors.findIndex((error) => error.includes(`status of ${status}`));
    expect(index).toBeGreaterThanOrEqual(0);
    watched.errors.splice(index, 1);
  }

  async function searchFor(page: Page, language: Language, text: string): Promise<void> {
    await page.getByLabel(language === 'es' ? 'Buscar clientes' : 'Search clients').fill(text);
  }

  it.each(COMBOS)(
    'creates (a taken email on its field), edits, toggles, sells twice and deletes a client ($language, $width px)',
    async ({ language, width }) => {
      const words = WORDS[language];
      const watched = await openClients(language, width);
      const { page } = watched;
      const name = `Cliente Prueba ${language} ${width}`;
      const email = `cliente.${language}.${width}@example.com`;

      // Create: save says why it is disabled; Enter on the invalid form shows every problem.
      await page.getByRole('button', { name: words.create, exact: true }).click();
      const form = dialog(page, words.create);
      await form.getByLabel(/^(Nombre completo|Full name)/).fill(name);
      await form.getByLabel(/^Email/).fill('sofia.hernandez@example.com');
      const save = form.getByRole('button', { name: words.createButton, exact: true });
      expect(await save.isDisabled()).toBe(true);
      expect(await form.getByText(words.cannotSave).count()).toBe(1);
      await form.getByLabel(/^Email/).press('Enter');
      const phone = form.getByLabel(/^WhatsApp/);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      await form.getByText(words.phoneRequired).waitFor();
      await phone.fill('55 1234 5678');

      // A taken email: the server's answer shows on the email field, described for screen readers.
      await save.click();
      const emailField = form.getByLabel(/^Email/);
      await until(async () => (await emailField.getAttribute('aria-invalid')) === 'true', 'the email marked invalid');
      const described = await emailField.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${described}"]`).innerText()).toBe(words.taken);
      expectRefusal(watched, 409);
      if (language === 'es' && width === 1366) await screenshot(page, 'clients-form-taken-email-1366', false);
      if (language === 'es' && width === 375) await screenshot(page, 'clients-form-taken-email-375', false);
      await emailField.fill(email);
      expect(await emailField.getAttribute('aria-invalid')).toBeNull();
      await save.click();
      await toast(page, words.created).waitFor();
      // No password typed: the one generated is shown once, to hand over.
      const handOver = dialog(page, words.generated);
      await handOver.locator('code').waitFor();
      expect((await handOver.locator('code').innerText()).length).toBeGreaterThanOrEqual(6);
      await handOver.getByRole('button', { name: words.gotIt }).click();
      await handOver.waitFor({ state: 'detached' });

      await searchFor(page, language, email.toUpperCase());
      const row = rowOf(page, name);
      await row.waitFor();

      // Edit.
      await rowAction(page, WORDS[language].more, name, words.actions.edit);
      const edit = dialog(page, words.edit);
      expect(await edit.getByLabel(/^Email/).inputValue()).toBe(email);
      expect(await edit.getByLabel(/^(Contraseña|Password)/).count()).toBe(0);
      await edit.getByLabel(/^WhatsApp/).fill('+52 55 9876 5432');
      await edit.getByRole('button', { name: words.update, exact: true }).click();
      await toast(page, words.updated).waitFor();
      await row.getByRole('cell', { name: '+52 55 9876 5432' }).waitFor();

      // Deactivate and activate again; an inactive client cannot buy.
      await rowAction(page, WORDS[language].more, name, words.actions.deactivate);
      await toast(page, words.deactivated).waitFor();
      await row.getByText(words.inactive, { exact: true }).waitFor();
      if (width > 700)
        expect(await page.getByRole('button', { name: `${words.actions.sale} ${name}` }).isDisabled()).toBe(true);
      await rowAction(page, WORDS[language].more, name, words.actions.activate);
      await toast(page, words.activated).waitFor();
      await row.getByText(words.active, { exact: true }).waitFor();

      // Quick sale to a client without a membership: the plan sets price and end; a new start moves the end.
      await rowAction(page, WORDS[language].more, name, words.actions.sale);
      const sale = dialog(page, words.quickSale);
      const plan = sale.locator('#quick-sale-membershipPlanId');
      await plan.waitFor();
      expect(await sale.getByText(words.live).count()).toBe(0);
      await sale.getByLabel(language === 'es' ? 'Buscar plan' : 'Search plans').fill('basico');
      await plan.selectOption({ index: 1 });
      const chosen = await plan.locator('option:checked').innerText();
      expect(chosen).toMatch(/^Básico/);
      const days = Number(/(\d+) (días|days)$/.exec(chosen)?.[1]);
      expect(await sale.locator('#quick-sale-price').inputValue()).toMatch(/^\$\d/);
      const start = sale.locator('#quick-sale-startDate');
      const today = await start.inputValue();
      await start.fill('01/03/2031');
      const expectedEnd = typedDay(new Date(Date.UTC(2031, 2, 1) + days * 86_400_000));
      expect(await sale.locator('#quick-sale-endDate').inputValue()).toBe(expectedEnd);
      await start.fill(today);
      await sale.getByRole('button', { name: words.sell, exact: true }).click();
      await toast(page, words.sold).waitFor();
      await sale.waitFor({ state: 'detached' });

      // Again, now that the client holds a live membership: until when, and the day after as the start.
      await rowAction(page, WORDS[language].more, name, words.actions.sale);
      await sale.getByText(words.live).waitFor();
      const after = sale.getByRole('radio', { name: words.saleAfter });
      expect(await after.isChecked()).toBe(true);
      expect(await start.inputValue()).not.toBe(today);
      if (language === 'es') await screenshot(page, `clients-quick-sale-live-${width}`, false);
      if (width === 1366) {
        await plan.selectOption({ index: 1 });
        await sale.getByRole('button', { name: words.sell, exact: true }).click();
        await toast(page, words.sold).waitFor();
      } else {
        await sale.getByText(words.renewLive).click();
        await sale.getByRole('button', { name: words.renew, exact: true }).click();
        await toast(page, words.renewed).waitFor();
      }
      await sale.waitFor({ state: 'detached' });

      // Delete, after the spec's question.
      await rowAction(page, WORDS[language].more, name, words.actions.delete);
      const confirm = dialog(page, words.confirmTitle);
      await confirm.getByText(words.question(name), { exact: true }).waitFor();
      await confirm.getByRole('button', { name: words.actions.delete, exact: true }).click();
      await toast(page, words.deleted).waitFor();
      await row.waitFor({ state: 'detached' });
    },
  );

  it.each(COMBOS)(
    'keeps search and status filter across Back; three tiles; No registrado ($language, $width px)',
    async ({ language, width }) => {
      const { page } = await openClients(language, width);
      for (const tile of language === 'es'
        ? ['Total Clientes', 'Clientes Activos', 'Clientes Inactivos']
        : ['Total Clients', 'Active Clients', 'Inactive Clients'])
        await page.getByLabel(new RegExp(`^${tile}: \\d+$`)).waitFor();

      // Case-insensitive search by phone digits and by name, with the status filter, in the address.
      await searchFor(page, language, '55 2100 0000');
      await rowOf(page, 'Sofía Hernández López').waitFor();
      await searchFor(page, language, 'SOFÍA HERN');
      const status = page.getByLabel(language === 'es' ? 'Estado' : 'Status', { exact: true });
      await status.selectOption('active');
      await until(
        async () => /search=SOF.*status=active/.test(decodeURIComponent(page.url())),
        'the filters in the URL',
      );
      await rowOf(page, 'Sofía Hernández López').waitFor();
      expect(await page.locator('tbody tr').count()).toBe(1);
      if (language === 'es') await screenshot(page, `clients-filtered-${width}`);

      await page.goto('/admin-memberships');
      await page.locator('tbody tr').first().waitFor();
      await page.goBack();
      await rowOf(page, 'Sofía Hernández López').waitFor();
      expect(await page.getByLabel(language === 'es' ? 'Buscar clientes' : 'Search clients').inputValue()).toBe(
        'SOFÍA HERN',
      );
      expect(await status.inputValue()).toBe('active');
      expect(await page.locator('tbody tr').count()).toBe(1);

      // Inactive only: Sofía is not there; Clear brings the whole list back.
      await status.selectOption('inactive');
      await rowOf(page, 'Sofía Hernández López').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: language === 'es' ? 'Limpiar Filtros' : 'Clear Filters' }).click();
      await page.locator('tbody tr').nth(9).waitFor();
      if (language === 'es') await screenshot(page, `clients-list-${width}`);

      // A client registered without a phone: 'No registrado'.
      const unique = `${language}${width}`;
      const registered = await fetch(`${suite.product().server.api}/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `Sin Teléfono ${unique}`,
          email: `sin.telefono.${unique}@example.com`,
          password: 'Boxeo2024',
        }),
      });
      expect(registered.status).toBe(201);
      await searchFor(page, language, `Sin Teléfono ${unique}`);
      const row = rowOf(page, `Sin Teléfono ${unique}`);
      await row.getByText(language === 'es' ? 'No registrado' : 'Not registered', { exact: true }).waitFor();
    },
  );

  it('opens the new-client dialog 500 ms after arriving with ?action=new-client, then leaves the address', async () => {
    const { page } = await openClients('es', 1366, '/admin-clients?action=new-client');
    const form: Locator = dialog(page, 'Nuevo Cliente');
    await form.waitFor();
    await form.getByText('Déjala vacía para generar una automáticamente').waitFor();
    await until(async () => !page.url().includes('action='), 'the action left the address');
  });
});
