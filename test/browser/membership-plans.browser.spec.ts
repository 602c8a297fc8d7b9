import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, CLIENT_CREDENTIALS, browserSuite, screenshot, titled, toast } from './support/browser';
import { typeAsOf } from './support/screen';

const rowsOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

describe('membership plans console (real browser)', () => {
  const suite = browserSuite();

  async function openPlans(language: 'es' | 'en' = 'es'): Promise<Page> {
    const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language });
    await page.goto('/admin/membership-plans');
    await page.getByRole('heading', { name: language === 'es' ? 'Planes de Membresía' : 'Membership Plans' }).waitFor();
    await rowsOf(page, 'Anual Ilimitado').waitFor();
    return page;
  }

  it('shows the demo plans with unlimited ones, feature chips and the price colours', async () => {
    const page = await openPlans();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual([
      'Nombre',
      'Precio (MXN)',
      'Duración',
      'Clases por mes',
      'Sucursal',
      'Características',
      'Estado',
      'Acciones',
    ]);
    const annual = rowsOf(page, 'Anual Ilimitado');
    await annual.getByText('Ilimitado', { exact: true }).waitFor();
    await annual.getByText('+1', { exact: true }).waitFor();
    // Spec §9: 500 or more is shown as error (danger).
    expect(await annual.locator('.bp6-tag.bp6-intent-danger').count()).toBe(1);
    await screenshot(page, 'membership-plans');
  });

  it('searches, filters by branch and status, and clears the filters', async () => {
    const page = await openPlans();
    const clear = page.getByRole('button', { name: 'Limpiar Filtros' });
    expect(await clear.isDisabled()).toBe(true);

    await page.getByLabel('Buscar planes').fill('anual');
    await page.getByText('1 plan', { exact: true }).waitFor();
    await rowsOf(page, 'Anual Ilimitado').waitFor();
    expect(await clear.isDisabled()).toBe(false);

    await clear.click();
    await rowsOf(page, 'Básico').nth(1).waitFor();
    await page.getByLabel('Sucursal', { exact: true }).selectOption({ label: 'BoxStudio Providencia' });
    await page.getByRole('cell', { name: 'BoxStudio Polanco', exact: true }).first().waitFor({ state: 'detached' });
    expect(await page.getByRole('cell', { name: 'BoxStudio Providencia', exact: true }).count()).toBeGreaterThanOrEqual(
      3,
    );

    await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Inactivos' });
    await page.getByText('No hay planes', { exact: false }).waitFor();
    await clear.click();
    await rowsOf(page, 'Anual Ilimitado').waitFor();
    expect(await clear.isDisabled()).toBe(true);
  });

  it('creates, edits, deactivates, reactivates, duplicates a plan, and shows its stats and its page', async () => {
    const page = await openPlans();
    await page.getByRole('button', { name: 'Nuevo Plan' }).click();
    const form = dialog(page, 'Nuevo Plan de Membresía');
    await form.waitFor();
    expect(await form.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await form.getByLabel(/Precio/).fill('-5');
    await form.getByText('Debe ser un número positivo').waitFor();
    await form.getByLabel(/Nombre del plan/).fill('Box Pro QA');
    await form.getByLabel(/Precio/).fill('899');
    await form.getByLabel(/Clases por mes/).fill('10');
    await form.getByLabel(/Características/).fill('Sparring guiado');
    await page.keyboard.press('Enter');
    await form.getByLabel(/Características/).fill('Vendas incluidas');
    await page.keyboard.press('Enter');
    await form.getByText('Sparring guiado').waitFor();
    await screenshot(page, 'membership-plans-form');
    await form.getByRole('button', { name: 'Crear' }).click();
    await toast(page, 'Plan creado exitosamente').waitFor();
    const row = rowsOf(page, 'Box Pro QA');
    await row.getByText('Sparring guiado').waitFor();

    await page.getByRole('button', { name: 'Editar Box Pro QA' }).click();
    const edit = dialog(page, 'Editar Plan de Membresía');
    await edit.getByLabel(/Precio/).fill('950');
    await edit.getByRole('button', { name: 'Actualizar' }).click();
    await toast(page, 'Plan actualizado exitosamente').waitFor();
    await row.getByText('950', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Desactivar Box Pro QA' }).click();
    const confirm = dialog(page, 'Desactivar plan');
    await confirm.getByText('¿Estás seguro de que quieres desactivar el plan "Box Pro QA"?').waitFor();
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await toast(page, 'Plan desactivado exitosamente').waitFor();
    await row.getByText('Inactivo', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Editar Box Pro QA' }).click();
    await dialog(page, 'Editar Plan de Membresía').getByText('Plan activo').click();
    await dialog(page, 'Editar Plan de Membresía').getByRole('button', { name: 'Actualizar' }).click();
    await toast(page, 'Plan reactivado exitosamente').waitFor();
    await row.getByText('Activo', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Duplicar Box Pro QA' }).click();
    const duplicate = dialog(page, 'Duplicar plan "Box Pro QA"');
    await duplicate.getByLabel('Sucursal destino').selectOption({ label: 'BoxStudio Providencia' });
    await duplicate.getByRole('button', { name: 'Duplicar' }).click();
    await toast(page, 'Plan duplicado exitosamente').waitFor();
    await rowsOf(page, 'Box Pro QA').filter({ hasText: 'BoxStudio Providencia' }).waitFor();
    expect(await rowsOf(page, 'Box Pro QA').count()).toBe(2);

    await rowsOf(page, 'Box Pro QA')
      .filter({ hasText: 'BoxStudio Polanco' })
      .getByRole('button', { name: 'Estadísticas Box Pro QA' })
      .click();
    const stats = dialog(page, 'Estadísticas - Box Pro QA');
    await stats.getByText('Membresías Total').waitFor();
    await stats.getByText('Ingresos Total').waitFor();
    await stats.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await rowsOf(page, 'Box Pro QA')
      .filter({ hasText: 'BoxStudio Polanco' })
      .getByRole('button', { name: 'Ver Box Pro QA' })
      .click();
    await page.getByRole('heading', { name: 'Box Pro QA' }).waitFor();
    await page.getByText('Plan reactivado', { exact: true }).waitFor();
    await page.getByText('Plan creado', { exact: true }).waitFor();
    await screenshot(page, 'membership-plan-detail');
  });

  it('shows the field messages in English when the language is en', async () => {
    const page = await openPlans('en');
    await page.getByRole('button', { name: 'New Plan' }).click();
    const form = dialog(page, 'New Membership Plan');
    await form.getByLabel(/Price/).fill('0');
    await form.getByText('Must be a positive number').waitFor();
    await form.getByLabel(/Plan name/).fill('x');
    await form.getByLabel(/Plan name/).fill('');
    await form.getByText('This field is required').waitFor();
  });

  it('keeps the server limits in the form: 99999999 and a name over 100 characters never reach it', async () => {
    const page = await openPlans();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Nuevo Plan' }).click();
    const form = dialog(page, 'Nuevo Plan de Membresía');
    await form.getByLabel(/Nombre del plan/).fill('x'.repeat(101));
    await form.getByLabel(/Precio/).fill('99999999');
    await form.getByText('Debe ser como máximo 1000000').waitFor();
    await form.getByText('El texto es demasiado largo (máximo 100 caracteres)').waitFor();
    expect(await form.getByRole('button', { name: 'Crear' }).isDisabled()).toBe(true);
    await form.getByLabel(/Precio/).press('Enter');
    expect(posts).toEqual([]);
  });

  it("shows a plan's state as of an instant like its page: branch name, days, 'Ilimitado', chips", async () => {
    const page = await openPlans();
    await rowsOf(page, 'Anual Ilimitado').getByRole('button', { name: 'Ver Anual Ilimitado' }).click();
    await page.getByRole('heading', { name: 'Anual Ilimitado' }).waitFor();
    await titled(page, 'Anual Ilimitado · Planes · BoxStudio');
    // A minute from now, in the studio's format and clock: day/month/year and 24 hours.
    await typeAsOf(page, new Date(Date.now() + 60_000));
    const state = page.getByRole('region', { name: /^Estado al / });
    await state.getByText('BoxStudio Polanco', { exact: true }).waitFor();
    for (const shown of ['Ilimitado', '365 días', '14,990', 'Dos meses gratis', 'Activo'])
      await state.getByText(shown, { exact: true }).waitFor();
    expect(await state.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await screenshot(page, 'membership-plan-as-of');
  });

  it('shows plans to a client without any command', async () => {
    const { page } = await suite.openSignedIn(CLIENT_CREDENTIALS);
    await page.goto('/admin/membership-plans');
    // Admin screens are for admins: a client is sent to its dashboard (spec §2, guard 2).
    await page.waitForURL(/\/dashboard$/);
  });
});
