import type { Page } from 'playwright-core';
import type { AuthResponse, MembershipDto, MembershipPlanListResponse } from '@boxstudio/contracts';
import {
  ADMIN_CREDENTIALS,
  apiSession,
  browserSuite,
  pathOf,
  screenshot,
  until,
  type Credentials,
  toast,
} from './support/browser';
import { contrastOf } from './support/contrast';
import { dialog } from './support/screen';

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
/** '$1,099.00' or '-$200.00' as whole cents. */
const centsOf = (money: string) => Math.round(Number(money.replace(/[^\d.-]/g, '')) * 100);
/** The Reembolsos tile: the amount given back, and the line counting the refunded payments. */
const refundTile = async (page: Page) => {
  const tile = page.locator('.admin-stat-card').filter({ hasText: 'Reembolsos' });
  const [value, sub] = await Promise.all([
    tile.locator('.admin-stat-card__value').innerText(),
    tile.locator('.admin-stat-card__sub').innerText(),
  ]);
  return { cents: centsOf(value), count: Number.parseInt(sub, 10) };
};

/** A client of this file's own, with one membership of the demo's "Plus" sold through the API (card). */
const CLIENT: Credentials & { readonly name: string } = {
  name: 'Paula Pagos Prueba',
  email: 'paula.pagos@example.com',
  password: 'Pagos2026',
};
const PLAN = 'Plus';
/** Money as both screens write it: '$1,099.00'. */
const pesos = (amount: number) =>
  new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(amount);

describe('payments and the client membership (real browser)', () => {
  const suite = browserSuite();

  async function call<T>(
    session: AuthResponse | null,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const response = await fetch(`${suite.product().server.api}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(session ? { Authorization: `Bearer ${session.token}` } : {}) },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  // Registered and sold a membership once for the file (the product is one per file).
  let ready: Promise<number> | undefined;
  /** The price the membership was sold at. */
  const clientWithMembership = () => {
    ready ??= (async () => {
      const { user } = await call<AuthResponse>(null, '/auth/register', {
        method: 'POST',
        body: { name: CLIENT.name, email: CLIENT.email, password: CLIENT.password },
      });
      const admin = await apiSession(suite.product(), ADMIN_CREDENTIALS);
      const { plans } = await call<MembershipPlanListResponse>(admin, '/membership-plans?limit=100');
      const plan = plans.find((item) => item.name === PLAN && item.isActive);
      if (!plan) throw new Error(`No active plan "${PLAN}" in the demo data`);
      await call<MembershipDto>(admin, '/memberships', {
        method: 'POST',
        body: {
          userId: user.id,
          membershipPlanId: plan.id,
          startDate: new Date().toISOString(),
          price: plan.price,
          paymentMethod: 'CARD',
        },
      });
      return plan.price;
    })();
    return ready;
  };

  async function openPayments(preferences: { theme?: string } = {}, width = 1366): Promise<Page> {
    const { page } = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { language: 'es', ...preferences },
      { viewport: { width, height: 900 } },
    );
    await page.goto('/admin-payments');
    await page.getByRole('heading', { name: 'Gestión de Pagos' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    return page;
  }

  async function openAsClient(path: string, preferences: { theme?: string } = {}, width = 1366): Promise<Page> {
    await clientWithMembership();
    const { page } = await suite.openSignedIn(
      CLIENT,
      { language: 'es', ...preferences },
      { viewport: { width, height: 900 } },
    );
    await page.goto(path);
    return page;
  }

  /** Records a payment by hand for the file's client, at a branch, through the dialog. */
  async function record(page: Page, amount: string, description: string): Promise<void> {
    await page.getByRole('button', { name: 'Registrar Pago' }).click();
    const form = dialog(page, 'Registrar Pago');
    const client = await page
      .locator('#payment-userId option', { hasText: CLIENT.email })
      .first()
      .getAttribute('value');
    await form.getByLabel(/^Cliente/).selectOption(client ?? '');
    // The demo's first branch; the option after the "choose" one once the branches have loaded.
    const branch = await page.locator('#payment-branchId option').nth(1).getAttribute('value');
    await form.getByLabel(/^Sucursal/).selectOption(branch ?? '');
    await form.getByLabel(/^Monto/).fill(amount);
    await form.getByLabel(/^Método de pago/).selectOption('CARD');
    await form.getByLabel(/^Descripción/).fill(description);
    await form.getByRole('button', { name: 'Registrar' }).click();
    await toast(page, 'Pago registrado exitosamente').waitFor();
    await form.waitFor({ state: 'hidden' });
  }

  it('records a payment, refunds it with its reason, and voids another', async () => {
    await clientWithMembership();
    const page = await openPayments();
    await page.locator('.admin-stat-card__value').first().waitFor();

    // The amount must be above 0 with cents at most; the date is now by default.
    await page.getByRole('button', { name: 'Registrar Pago' }).click();
    const form = dialog(page, 'Registrar Pago');
    await form.getByLabel(/^Monto/).fill('0');
    await form.getByLabel(/^Descripción/).click();
    await form.getByText('El monto debe ser mayor a 0').waitFor();
    expect(await form.getByLabel(/^Fecha y hora del pago/).inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    await screenshot(page, 'payments-form', false);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await dialog(page, 'Descartar cambios').getByRole('button', { name: 'Descartar' }).click();

    const before = await refundTile(page);
    await record(page, '350.50', 'Guantes QA');
    const gloves = rowOf(page, 'Guantes QA');
    await gloves.getByText('Completado', { exact: true }).waitFor();
    for (const text of [CLIENT.name, CLIENT.email, 'Manual', 'Tarjeta', '$350.50'])
      await gloves.getByText(text, { exact: true }).waitFor();

    await gloves.getByRole('button', { name: /^Más acciones/ }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Reembolsar', 'Anular']);
    await page.getByRole('menuitem', { name: 'Reembolsar' }).click();
    const refund = dialog(page, 'Reembolsar Pago');
    // The menu closes as the dialog opens; on a busy machine the list's refresh after the payment can
    // re-render the row under the click, so the menu is opened again if the dialog did not come.
    await refund.waitFor({ timeout: 5_000 }).catch(async () => {
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await gloves.getByRole('button', { name: /^Más acciones/ }).click();
      await page.getByRole('menuitem', { name: 'Reembolsar' }).click();
    });
    expect(await refund.getByRole('button', { name: 'Reembolsar' }).isDisabled()).toBe(true);
    await refund.getByLabel(/^Motivo del reembolso/).fill('Talla equivocada');
    await screenshot(page, 'payments-refund', false);
    await refund.getByRole('button', { name: 'Reembolsar' }).click();
    await toast(page, 'Pago reembolsado exitosamente').waitFor();
    await gloves.getByText('Reembolsado', { exact: true }).waitFor();
    // The refund tile counts it and what it gave back.
    await until(async () => {
      const after = await refundTile(page);
      return after.cents === before.cents + 35050 && after.count === before.count + 1;
    }, 'the refund in the Reembolsos tile');
    await gloves.getByRole('button', { name: /^Más acciones/ }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Anular']);
    await page.keyboard.press('Escape');
    await gloves.getByRole('button', { name: /^Ver detalles/ }).click();
    const details = dialog(page, 'Detalles del Pago');
    await details.getByText('Talla equivocada').waitFor();
    await details.getByRole('button', { name: 'Cerrar', exact: true }).click();

    await record(page, '120', 'Vendas QA');
    const wraps = rowOf(page, 'Vendas QA');
    await wraps.getByRole('button', { name: /^Más acciones/ }).click();
    await page.getByRole('menuitem', { name: 'Anular' }).click();
    const voiding = dialog(page, 'Anular Pago');
    await voiding.getByLabel(/^Motivo de la anulación/).fill('Registrado por error');
    await voiding.getByRole('button', { name: 'Anular' }).click();
    await toast(page, 'Pago anulado exitosamente').waitFor();
    await wraps.waitFor({ state: 'detached' });
  });

  it('filters by status and by a range of studio days, and says when nothing matches', async () => {
    const page = await openPayments();
    await page.getByLabel('Estado', { exact: true }).selectOption('COMPLETED');
    const statuses = () => page.locator('tbody tr td:nth-child(6)').allInnerTexts();
    await until(async () => {
      const shown = await statuses();
      return shown.length > 0 && shown.every((status) => status === 'Completado');
    }, 'only completed payments');
    await page.getByLabel('Desde', { exact: true }).fill('01/01/2020');
    await page.getByLabel('Hasta', { exact: true }).fill('31/01/2020');
    await page.getByText('No hay pagos que coincidan con los filtros').waitFor();
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByLabel('Desde', { exact: true }).inputValue()).toBe('');
  });

  it('finds a client’s payments by name or email, accents and case ignored, and sorts by amount', async () => {
    await clientWithMembership();
    const page = await openPayments();
    const clients = () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    await page.getByLabel('Buscar pagos').fill('PÁULA pagos');
    await until(async () => {
      const shown = await clients();
      return shown.length > 0 && shown.every((client) => client.includes(CLIENT.name));
    }, 'only the client’s payments');
    await rowOf(page, PLAN).filter({ hasText: 'Venta' }).first().waitFor();
    await page.getByLabel('Buscar pagos').fill(CLIENT.email.toUpperCase());
    await until(async () => (await clients()).every((client) => client.includes(CLIENT.email)), 'a search by email');
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await until(async () => (await clients()).some((client) => !client.includes(CLIENT.name)), 'every client again');

    // Each click is waited for, as on the other lists: the server sorts the whole list, from page 1.
    const amount = page.getByRole('columnheader', { name: 'Monto (MXN)' });
    const amounts = async () => (await page.locator('tbody tr td:nth-child(5)').allInnerTexts()).map(centsOf);
    for (const [order, inOrder] of [
      ['ascending', (a: number, b: number) => a <= b],
      ['descending', (a: number, b: number) => a >= b],
    ] as const) {
      await page.getByRole('button', { name: 'Ordenar por Monto (MXN)' }).click();
      await until(async () => {
        const shown = await amounts();
        return (
          (await amount.getAttribute('aria-sort')) === order &&
          shown.length > 1 &&
          shown.every((cents, index) => index === 0 || inOrder(shown[index - 1] ?? cents, cents))
        );
      }, `the amounts ${order}`);
    }
    expect(new URL(page.url()).searchParams.get('sort')).toBe('amount');
  });

  it('shows a client its membership with the days left, and its payments; the dashboard leads there', async () => {
    const price = pesos(await clientWithMembership());
    const page = await openAsClient('/dashboard');
    const card = page.locator('.program-card').filter({ has: page.getByRole('heading', { name: 'Mi membresía' }) });
    await card.getByText(/^Te quedan \d+ días$/).waitFor();
    await screenshot(page, 'client-dashboard-membership');
    await card.getByRole('button', { name: 'Ver mi membresía y mis pagos' }).click();
    await until(async () => pathOf(page) === '/membership', 'the membership page');

    await page.getByRole('heading', { name: 'Mi membresía', level: 1 }).waitFor();
    const current = page.getByRole('region', { name: 'Membresía actual' });
    await current.getByRole('heading', { name: PLAN, level: 3 }).waitFor();
    await current.getByText('Activa', { exact: true }).waitFor();
    await current.getByText(/^Te quedan \d+ días$/).waitFor();
    await current.getByText(price).waitFor();
    const payments = page.getByRole('region', { name: 'Mis pagos' });
    const sale = payments.getByRole('listitem').filter({ hasText: `Venta · ${PLAN}` });
    await sale.getByText('Completado', { exact: true }).waitFor();
    await sale.getByText(price).waitFor();
    expect(await sale.innerText()).toContain('Tarjeta');
    // The navigation names the page.
    expect(await page.getByRole('link', { name: 'Mi membresía' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'client-membership');
  });

  for (const theme of ['dark', 'light']) {
    it(`keeps chips, amounts, names and dates at 4.5:1 or more in the ${theme} theme`, async () => {
      const admin = await openPayments({ theme });
      await admin.locator('.admin-stat-card__value').first().waitFor();
      expect((await contrastOf(admin, 'tbody .payment-status-tag')).length).toBeGreaterThan(0);
      const low = (
        await contrastOf(admin, '.bp6-tag, .admin-stat-card__value, .admin-stat-card__sub, th, td, .payments-muted')
      ).filter((measured) => measured.ratio < 4.5);
      expect(low).toEqual([]);
      await screenshot(admin, `payments-${theme}`);

      const page = await openAsClient('/membership', { theme });
      await page.getByRole('region', { name: 'Mis pagos' }).getByRole('listitem').first().waitFor();
      const lowClient = (
        await contrastOf(page, '.bp6-tag, dt, dd, .client-membership__muted, .client-membership__amount, h2, h3')
      ).filter((measured) => measured.ratio < 4.5);
      expect(lowClient).toEqual([]);
      await screenshot(page, `client-membership-${theme}`);
    });
  }

  it('fits a 375 px phone', async () => {
    const admin = await openPayments({}, 375);
    await admin.locator('.admin-stat-card__value').first().waitFor();
    await screenshot(admin, 'payments-375');
    expect(Number(await admin.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
    await admin.getByRole('button', { name: 'Registrar Pago' }).click();
    await dialog(admin, 'Registrar Pago').waitFor();
    await screenshot(admin, 'payments-375-form', false);

    const page = await openAsClient('/membership', {}, 375);
    await page.getByRole('region', { name: 'Mis pagos' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'client-membership-375');
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(375);
    await page.goto('/dashboard');
    await page.getByText(/^Te quedan \d+ días$/).waitFor();
    await screenshot(page, 'client-dashboard-375');
  });
});
