import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, screenshot, until, toast } from './support/browser';
import { contrastOf } from './support/contrast';
import { dialog, typeAsOf } from './support/screen';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A day `days` from today, typed dd/mm/aaaa (on the studio's calendar: the test clock runs in UTC, hours
 * ahead of it, so noon UTC is that studio day).
 */
function dayAhead(days: number): string {
  const day = new Date(Date.now() - 6 * 3_600_000 + days * 86_400_000);
  return `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** An option's value, found by part of its text (the ids are the server's). */
async function optionValue(page: Page, select: string, text: string): Promise<string> {
  const value = await page.locator(`${select} option`, { hasText: text }).first().getAttribute('value');
  if (!value) throw new Error(`No option "${text}" in ${select}`);
  return value;
}

describe('memberships console (real browser)', () => {
  const suite = browserSuite();

  async function openMemberships(
    preferences: { theme?: string } = {},
    width = 1366,
  ): Promise<{ page: Page; token: string }> {
    const { page, session } = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { language: 'es', ...preferences },
      { viewport: { width, height: 900 } },
    );
    await page.goto('/admin-memberships');
    await page.getByRole('heading', { name: 'Gestión de Membresías' }).waitFor();
    return { page, token: session.token };
  }

  /** A client of her own, so that her membership is the only row her name finds. */
  async function newClient(token: string, name: string, email: string): Promise<void> {
    const response = await fetch(`${suite.product().server.api}/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name,
        email,
        phone: '+52 55 1234 5678',
        password: 'Membresia1',
        role: 'CLIENT',
        isActive: true,
      }),
    });
    if (!response.ok) throw new Error(`Creating ${email} failed: ${response.status}`);
  }

  it('sells, renews, changes plan, freezes, cancels a membership; its history as of a past instant', async () => {
    const { page, token } = await openMemberships();
    await newClient(token, 'Valeria Prueba Membresía', 'valeria.membresia@example.com');
    const row = page.locator('tbody tr').filter({ hasText: 'Valeria Prueba Membresía' });
    const menu = async (action: string) => {
      await page.getByRole('button', { name: /^Más acciones Valeria Prueba Membresía/ }).click();
      await page.getByRole('menuitem', { name: action }).click();
    };

    // Sell: the plan brings its price and the end, 30 days after today's start.
    await page.getByRole('button', { name: 'Nueva Membresía' }).click();
    const form = dialog(page, 'Nueva Membresía');
    await form
      .getByLabel(/^Cliente/)
      .selectOption(await optionValue(page, '#membership-userId', 'valeria.membresia@example.com'));
    await form
      .getByLabel(/^Plan/)
      .selectOption(await optionValue(page, '#membership-membershipPlanId', 'Básico · BoxStudio Polanco'));
    expect(await form.getByLabel(/^Fecha de inicio/).inputValue()).toBe(dayAhead(0));
    expect(await form.getByLabel(/^Fecha de fin/).inputValue()).toBe(dayAhead(30));
    expect(await form.getByLabel(/^Precio/).inputValue()).toBe('$799');
    await form.getByLabel(/^Método de pago/).selectOption('CARD');
    await screenshot(page, 'memberships-form', false);
    const beforeSale = new Date();
    await form.getByRole('button', { name: 'Crear' }).click();
    await toast(page, 'Membresía creada exitosamente').waitFor();
    const sold = new Date();
    await form.waitFor({ state: 'hidden' });

    await page.getByLabel('Buscar membresías').fill('valeria.membresia');
    await until(async () => (await page.locator('tbody tr').count()) === 1, 'the search to leave her row');
    await row.getByText('Activa', { exact: true }).waitFor();
    await row.getByText('$799', { exact: true }).waitFor();

    // The history's "as of" picker reads minutes: the sale alone fills its minute.
    await until(
      async () => Date.now() > Math.floor(sold.getTime() / 60_000) * 60_000 + 60_500,
      'the next minute',
      62_000,
    );

    // Renew by 3 months: the dialog says the end it will have, and the row then shows it.
    await menu('Renovar');
    const renew = dialog(page, 'Renovar Membresía');
    await renew.getByLabel('Renovar por').selectOption('3');
    const newEnd = await renew.locator('.admin-fields__item', { hasText: 'Nuevo fin' }).locator('dd').innerText();
    await screenshot(page, 'memberships-renew', false);
    await renew.getByRole('button', { name: 'Renovar' }).click();
    await toast(page, 'Membresía renovada exitosamente').waitFor();
    await row.getByText(newEnd, { exact: true }).waitFor();

    // Change to the yearly plan, at its price from today: before confirming, the dialog says what is
    // credited (nothing of the sale's $799 and the renewal's $2,397 is used yet) and what is left to pay.
    await menu('Cambiar Plan');
    const change = dialog(page, 'Cambiar Plan');
    await change
      .getByLabel(/^Nuevo plan/)
      .selectOption(await optionValue(page, '#membership-new-plan', 'Anual Ilimitado · BoxStudio Polanco'));
    await change.getByText('$14,990', { exact: true }).waitFor();
    const line = (label: string) => change.locator('.admin-fields__item', { hasText: label }).locator('dd');
    expect(await line('Crédito por los días no usados').innerText()).toBe('− $3,196');
    expect(await line('A pagar ahora').innerText()).toBe('$11,794');
    await screenshot(page, 'memberships-change-plan', false);
    await change.getByRole('button', { name: 'Cambiar Plan' }).click();
    await toast(page, 'Plan de membresía cambiado exitosamente').waitFor();
    await row.getByText('Anual Ilimitado', { exact: true }).waitFor();
    await row.getByText('$14,990', { exact: true }).waitFor();

    // Freeze: today is refused, ten days ahead is not.
    await menu('Congelar');
    const freeze = dialog(page, 'Congelar Membresía');
    await freeze.getByLabel(/^Congelar hasta/).fill(dayAhead(0));
    await freeze.getByText('La fecha de congelación debe ser futura').waitFor();
    await freeze.getByLabel(/^Congelar hasta/).fill(dayAhead(10));
    await freeze.getByText('Nuevo fin').waitFor();
    await screenshot(page, 'memberships-freeze', false);
    await freeze.getByRole('button', { name: 'Congelar' }).click();
    await toast(page, 'Membresía congelada exitosamente').waitFor();
    await row.getByText(/^Congelada hasta el /).waitFor();

    // Cancel: it says the history stays; then Cancelar is no longer offered.
    await menu('Cancelar');
    const question = dialog(page, 'Cancelar Membresía');
    await question.getByText(/Su estado cambiará a Cancelada, pero se conservará su historial\./).waitFor();
    await screenshot(page, 'memberships-cancel', false);
    await question.getByRole('button', { name: 'Cancelar Membresía' }).click();
    await toast(page, 'Membresía cancelada exitosamente').waitFor();
    await row.getByText('Cancelada', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Más acciones Valeria Prueba Membresía/ }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'Renovar',
      'Cambiar Plan',
      'Congelar',
      'Eliminar',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // Its history, newest first, each step with who and when.
    await page.getByRole('button', { name: /^Ver detalles Valeria Prueba Membresía/ }).click();
    const details = dialog(page, 'Detalles de la Membresía');
    await details.waitFor();
    await details.getByRole('button', { name: 'Ver historial' }).click();
    await page.waitForURL(/\/admin\/memberships\/[^/]+$/);
    const history = page.getByRole('list', { name: 'Historial' });
    await history.getByText('Membresía vendida', { exact: true }).waitFor();
    const steps = await history.locator(':scope > li > strong').allInnerTexts();
    expect(steps).toEqual([
      'Membresía cancelada',
      'Membresía congelada',
      'Plan cambiado',
      'Membresía renovada',
      'Membresía vendida',
    ]);
    await history.getByText(/^por /).first().waitFor();

    // As of the minute before the sale it did not exist; as of the sale's minute it was the Básico sold,
    // active, at $799.
    await typeAsOf(page, new Date(beforeSale.getTime() - 60_000));
    const state = page.getByRole('region', { name: /^Estado al / });
    await state.getByText('El registro aún no existía en esa fecha').waitFor();
    await typeAsOf(page, sold);
    await state.getByText('Básico', { exact: true }).waitFor();
    for (const shown of ['Activa', '$799', 'BoxStudio Polanco'])
      await state.getByText(shown, { exact: true }).waitFor();
    expect(await state.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(await state.innerText()).toContain('Valeria Prueba Membresía');
    await screenshot(page, 'memberships-detail-as-of-sale');
    // As of now it is the yearly plan, cancelled.
    await typeAsOf(page, new Date(Date.now() + 60_000));
    await state.getByText('Anual Ilimitado', { exact: true }).waitFor();
    await state.getByText('Cancelada', { exact: true }).waitFor();
    await screenshot(page, 'memberships-detail');
  }, 150_000);

  it('filters by plan and status, and says when nothing matches', async () => {
    const { page } = await openMemberships();
    await page.locator('tbody tr').first().waitFor();
    await page.getByLabel('Estado', { exact: true }).selectOption('EXPIRED');
    const statuses = () => page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    await until(async () => {
      const shown = await statuses();
      return shown.length > 0 && shown.every((status) => status === 'Expirada');
    }, 'only expired rows');
    await page
      .getByLabel('Plan', { exact: true })
      .selectOption(await optionValue(page, '#memberships-membershipPlanId', 'Anual Ilimitado'));
    await page.getByLabel('Buscar membresías').fill('nadie-con-este-nombre');
    await page.getByText('No hay membresías que coincidan con los filtros').waitFor();
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByLabel('Estado', { exact: true }).inputValue()).toBe('all');
  });

  for (const theme of ['dark', 'light']) {
    it(`keeps chips, numbers, names and prices at 4.5:1 or more in the ${theme} theme`, async () => {
      const { page } = await openMemberships({ theme });
      await page.locator('tbody tr').first().waitFor();
      await page.locator('.admin-stat-card__value').first().waitFor();
      expect((await contrastOf(page, 'tbody .memberships-status')).length).toBeGreaterThan(0);
      const low = (await contrastOf(page, '.bp6-tag, .admin-stat-card__value, a, th, td, .memberships-muted')).filter(
        (measured) => measured.ratio < 4.5,
      );
      expect(low).toEqual([]);
      await screenshot(page, `memberships-${theme}`);
      await page.getByRole('button', { name: 'Nueva Membresía' }).click();
      await dialog(page, 'Nueva Membresía').waitFor();
      await screenshot(page, `memberships-${theme}-form`, false);
    });
  }

  it('fits a 375 px phone, the sale dialog included', async () => {
    const { page } = await openMemberships({}, 375);
    await page.locator('tbody tr').first().waitFor();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
    await screenshot(page, 'memberships-375');
    await page.getByRole('button', { name: 'Nueva Membresía' }).click();
    await dialog(page, 'Nueva Membresía').waitFor();
    await screenshot(page, 'memberships-375-form', false);
  });
});
