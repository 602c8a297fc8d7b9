import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, apiSession, browserSuite, screenshot, until, toast } from './support/browser';
import { contrastOf } from './support/contrast';
import { dialog } from './support/screen';

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/** A day two weeks ahead, typed dd/mm/aaaa: any time on it is still to come. */
function dayAhead(days = 14): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** An option's value, found by part of its text (the ids are the server's). */
async function optionValue(page: Page, select: string, text: string): Promise<string> {
  const value = await page.locator(`${select} option`, { hasText: text }).first().getAttribute('value');
  if (!value) throw new Error(`No option "${text}" in ${select}`);
  return value;
}

describe('reservations console (real browser)', () => {
  const suite = browserSuite();

  async function openReservations(
    path = '/admin-reservations',
    preferences: { theme?: string } = {},
    width = 1366,
  ): Promise<Page> {
    const { page } = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { language: 'es', ...preferences },
      { viewport: { width, height: 900 } },
    );
    await page.goto(path);
    await page.getByRole('heading', { name: 'Gestión de Reservas' }).waitFor();
    return page;
  }

  it('books a sample class for a new client from ?action=sample-class, then confirms and cancels it', async () => {
    const page = await openReservations('/admin-reservations?action=sample-class');
    const wizard = dialog(page, 'Reservar Clase Muestra');
    await wizard.waitFor();
    await wizard.getByText('Datos del Cliente').waitFor();
    await wizard.getByLabel(/^Nombre/).fill('Lucía Prueba Muestra');
    await wizard.getByLabel(/^Email/).fill('lucia.muestra@example.com');
    await wizard.getByLabel(/^WhatsApp/).fill('55 1234');
    await wizard.getByLabel(/^Nombre/).click();
    await wizard.getByText('Formato de WhatsApp inválido. Use: +52 55 1234 5678').waitFor();
    await wizard.getByLabel(/^WhatsApp/).fill('+52 55 1234 5678');
    await screenshot(page, 'reservations-wizard-step1', false);
    await wizard.getByRole('button', { name: 'Crear Cliente y Continuar' }).click();
    await toast(page, 'Cliente creado exitosamente').waitFor();

    await wizard.getByText('GRATIS', { exact: true }).waitFor();
    await wizard.getByText('Clase muestra', { exact: true }).waitFor();
    // Back keeps the data; going on again creates no second client (the email would be taken).
    await wizard.getByRole('button', { name: 'Atrás' }).click();
    expect(await wizard.getByLabel(/^Nombre/).inputValue()).toBe('Lucía Prueba Muestra');
    await wizard.getByRole('button', { name: 'Crear Cliente y Continuar' }).click();
    await wizard.getByLabel(/^Fecha y hora de inicio/).fill(dayAhead());
    await wizard.getByLabel('Hora (24 h)').fill('10:00');
    await wizard.getByText(/^Quedan \d+ de \d+ lugares$/).waitFor();
    await screenshot(page, 'reservations-wizard-step2', false);
    await wizard.getByRole('button', { name: 'Reservar Clase Muestra' }).click();
    await toast(page, 'Reserva creada exitosamente').waitFor();
    await wizard.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');

    await page.getByLabel('Buscar reservas').fill('Lucía Prueba');
    await until(async () => (await page.locator('tbody tr').count()) === 1, 'the search to leave one row');
    const row = rowOf(page, 'Lucía Prueba Muestra');
    await row.getByText('Pendiente', { exact: true }).waitFor();
    await row.getByText('10:00 - 10:50').waitFor();

    await page.getByRole('button', { name: /^Más acciones Lucía Prueba Muestra/ }).click();
    await page.getByRole('menuitem', { name: 'Confirmar' }).click();
    await toast(page, 'Reserva confirmada exitosamente').waitFor();
    await row.getByText('Confirmada', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Más acciones Lucía Prueba Muestra/ }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Cancelar', 'Eliminar']);
    await page.getByRole('menuitem', { name: 'Cancelar' }).click();
    // Cancelling asks first, naming the reservation.
    const question = dialog(page, 'Cancelar Reserva');
    await question.getByText(/^¿Estás seguro de que quieres cancelar la reserva "Lucía Prueba Muestra · /).waitFor();
    await question.getByRole('button', { name: 'Cancelar reserva' }).click();
    await toast(page, 'Reserva cancelada exitosamente').waitFor();
    await row.getByText('Cancelada', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Más acciones Lucía Prueba Muestra/ }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Eliminar']);
    await page.keyboard.press('Escape');

    // Its history, with who did each step.
    await page.getByRole('button', { name: /^Ver detalles Lucía Prueba Muestra/ }).click();
    await dialog(page, 'Detalles de la Reserva').getByRole('button', { name: 'Ver historial' }).click();
    const history = page.getByRole('list', { name: 'Historial' });
    for (const step of ['Reserva creada', 'Reserva confirmada', 'Reserva cancelada'])
      await history.getByText(step, { exact: true }).waitFor();
    await screenshot(page, 'reservations-detail');
  });

  it("books an occurrence of the class's week, warning that a client without a membership could not", async () => {
    const product = suite.product();
    const admin = await apiSession(product, ADMIN_CREDENTIALS);
    // A new client: no membership yet.
    const created = await fetch(`${product.server.api}/clients`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Óscar Sin Membresía', email: 'oscar.sin@example.com', phone: '+52 55 8765 4321' }),
    });
    expect(created.status).toBe(201);

    const page = await openReservations();
    await page.getByRole('button', { name: 'Nueva Reserva' }).click();
    const form = dialog(page, 'Nueva Reserva');
    await form
      .getByLabel(/^Cliente/)
      .selectOption(await optionValue(page, '#reservation-userId', 'oscar.sin@example.com'));
    await form
      .getByLabel(/^Clase\s+\(/)
      .selectOption(await optionValue(page, '#reservation-classId', 'Cardio Box · BoxStudio Polanco'));
    // No typed times: an occurrence of next week's timetable (all still to come), with its places left.
    expect(await form.getByLabel(/^Fecha y hora de inicio/).count()).toBe(0);
    await form.getByRole('button', { name: 'Semana siguiente' }).click();
    const occurrences = page.locator('#reservation-occurrence option:not([value=""])');
    await occurrences.first().waitFor({ state: 'attached' });
    const label = (await occurrences.first().textContent()) ?? '';
    expect(label).toMatch(/^\p{L}+, \d{1,2} \p{L}+\.?, \d{2}:\d{2}–\d{2}:\d{2} · quedan? \d+ lugar(es)?$/u);
    await form.getByLabel(/^Clase de la semana/).selectOption({ label });
    await form.getByText(/^Quedan? \d+ de \d+ lugares$/).waitFor();
    const warning = form.locator('.bp6-callout.bp6-intent-warning', {
      hasText: 'El cliente no podría reservar esta clase por su cuenta',
    });
    await warning.getByText('El cliente no tiene una membresía activa para ese día').waitFor();
    await screenshot(page, 'reservations-form-occurrence', false);
    // A warning, not a refusal: staff save it.
    await form.getByRole('button', { name: 'Crear' }).click();
    await toast(page, 'Reserva creada exitosamente').waitFor();
    await page.getByLabel('Buscar reservas').fill('oscar.sin');
    const [, time] = /(\d{2}:\d{2})–/.exec(label) ?? [];
    await rowOf(page, 'Óscar Sin Membresía')
      .getByText(new RegExp(`^${time} - `))
      .waitFor();
  });

  it('creates a reservation at a free time (end 50 minutes after the start, seats shown) and edits it', async () => {
    const page = await openReservations();
    await page.getByRole('button', { name: 'Nueva Reserva' }).click();
    const form = dialog(page, 'Nueva Reserva');
    await form
      .getByLabel(/^Cliente/)
      .selectOption(await optionValue(page, '#reservation-userId', 'sofia.hernandez@example.com'));
    await form
      .getByLabel(/^Clase\s+\(/)
      .selectOption(await optionValue(page, '#reservation-classId', 'Cardio Box · BoxStudio Polanco'));
    expect(await form.getByLabel(/^Instructor/).inputValue()).not.toBe('');
    await form.getByText('Hora libre (fuera del horario)', { exact: true }).click();
    await form.getByText(/^Fuera del horario de la clase/).waitFor();
    await form.getByLabel(/^Fecha y hora de fin/).fill(dayAhead(15));
    await page.locator('#reservation-endTime-time').fill('09:00');
    await form.getByText('Selecciona primero la fecha de inicio').waitFor();
    await form.getByLabel(/^Fecha y hora de inicio/).fill(dayAhead(15));
    await page.locator('#reservation-startTime-time').fill('07:05');
    await page.locator('#reservation-endTime-time').click();
    expect(await page.locator('#reservation-endTime-time').inputValue()).toBe('07:55');
    await form.getByText(/^Quedan \d+ de \d+ lugares$/).waitFor();
    await screenshot(page, 'reservations-form', false);
    await form.getByRole('button', { name: 'Crear' }).click();
    await toast(page, 'Reserva creada exitosamente').waitFor();

    await page.getByLabel('Buscar reservas').fill('sofia.hernandez');
    // From today on, soonest first: her day two weeks ahead is one day's filter away.
    await page.getByLabel('Fecha', { exact: true }).fill(dayAhead(15));
    const row = rowOf(page, '07:05 - 07:55');
    await row.waitFor();
    await row.getByRole('button', { name: /^Editar / }).click();
    const edit = dialog(page, 'Editar Reserva');
    expect(await edit.getByLabel(/^Cliente/).count()).toBe(0);
    await page.locator('#reservation-startTime-time').fill('08:30');
    await page.locator('#reservation-endTime-time').fill('08:10');
    await edit.getByText('La fecha de fin debe ser posterior a la fecha de inicio').waitFor();
    await page.locator('#reservation-endTime-time').fill('09:20');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await toast(page, 'Reserva actualizada exitosamente').waitFor();
    await rowOf(page, '08:30 - 09:20').waitFor();
  });

  it('filters by status and studio day, and says when nothing matches', async () => {
    const page = await openReservations();
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Estado', { exact: true }).selectOption('CANCELLED');
    // The rows of the unfiltered page stay until the filtered answer arrives: wait for that answer.
    const statuses = () => page.locator('tbody tr td:nth-child(6)').allInnerTexts();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const shown = await statuses();
      if (shown.length > 0 && shown.every((status) => status === 'Cancelada')) break;
      await page.waitForTimeout(50);
    }
    for (const status of await page.locator('tbody tr td:nth-child(6)').allInnerTexts())
      expect(status).toBe('Cancelada');
    await page.getByLabel('Fecha', { exact: true }).fill('01/01/2020');
    await page.getByText('No hay reservas que coincidan con los filtros').waitFor();
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByLabel('Fecha', { exact: true }).inputValue()).toBe('');
  });

  for (const theme of ['dark', 'light']) {
    it(`keeps chips, numbers, names and emails at 4.5:1 or more in the ${theme} theme`, async () => {
      const page = await openReservations('/admin-reservations', { theme });
      await page.locator('tbody tr').first().waitFor();
      await page.locator('.admin-stat-card__value').first().waitFor();
      expect((await contrastOf(page, 'tbody .reservation-status-tag')).length).toBeGreaterThan(0);
      const low = (await contrastOf(page, '.bp6-tag, .admin-stat-card__value, a, th, td, .reservations-muted')).filter(
        (measured) => measured.ratio < 4.5,
      );
      expect(low).toEqual([]);
      await screenshot(page, `reservations-${theme}`);
      await page.getByRole('button', { name: 'Reservar Clase Muestra' }).click();
      await dialog(page, 'Reservar Clase Muestra').getByText('Datos del Cliente').waitFor();
      await screenshot(page, `reservations-${theme}-wizard`, false);
    });
  }

  it('fits a 375 px phone, the wizard included', async () => {
    const page = await openReservations('/admin-reservations', {}, 375);
    await page.locator('tbody tr').first().waitFor();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
    await screenshot(page, 'reservations-375');
    await page.getByRole('button', { name: 'Reservar Clase Muestra' }).click();
    await dialog(page, 'Reservar Clase Muestra').waitFor();
    await screenshot(page, 'reservations-375-wizard', false);
  });
});
