import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { AuditActivityPage, AuthResponse, InventoryItemDto, MembershipDto, UserDto } from '@boxstudio/contracts';
import { ADMIN_CREDENTIALS, apiSession, browserSuite, screenshot, until } from './support/browser';

/** What the console says in each language, for the steps below. */
const WORDS = {
  es: {
    title: 'Auditoría',
    searchKind: 'Tipo de registro',
    membershipKind: 'Membresía',
    search: 'Nombre, email o id',
    found: 'Registros encontrados',
    activity: 'Actividad del estudio, lo más reciente primero',
    events: 'Eventos del registro, del primero al último',
    sold: 'Membresía vendida',
    renewed: 'Membresía renovada',
    step: (number: number, total: number, event: string) => `Evento ${number} de ${total}: ${event}`,
    previous: 'Evento anterior',
    next: 'Evento siguiente',
    changes: 'Campos que cambió el evento',
    end: 'Fin',
    created: 'Este evento creó el registro',
    state: 'Estado después del evento',
    sale: 'Venta en mostrador',
    payment: 'Pago: Pago registrado',
    paymentTitle: /^Pago: /,
    recorded: 'Pago registrado',
    exportJson: 'Exportar eventos (JSON)',
    exportCsv: 'Exportar estados (CSV)',
  },
  en: {
    title: 'Audit',
    searchKind: 'Record type',
    membershipKind: 'Membership',
    search: 'Name, email or id',
    found: 'Records found',
    activity: "The studio's activity, newest first",
    events: "The record's events, first to last",
    sold: 'Membership sold',
    renewed: 'Membership renewed',
    step: (number: number, total: number, event: string) => `Event ${number} of ${total}: ${event}`,
    previous: 'Previous event',
    next: 'Next event',
    changes: 'Fields the event changed',
    end: 'End',
    created: 'This event created the record',
    state: 'State after the event',
    sale: 'Desk sale',
    payment: 'Payment: Payment recorded',
    paymentTitle: /^Payment: /,
    recorded: 'Payment recorded',
    exportJson: 'Export events (JSON)',
    exportCsv: 'Export states (CSV)',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The step the console says it shows (its live region). */
const stepShown = (page: Page) => page.locator('.audit-stepper__status');

async function stepIs(page: Page, text: string): Promise<void> {
  await until(
    async () => (await stepShown(page).innerText()).startsWith(text),
    `the step "${text}" (it reads "${await stepShown(page).innerText()}")`,
    10_000,
  );
}

/**
 * The page itself never scrolls sideways on a phone: wide tables scroll inside their box. A string script
 * (no DOM types here).
 */
const scrollsSideways = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth') as Promise<boolean>;

/**
 * The audit console (es at 1366 px, en at 375 px): a membership sold and renewed through the API is found by
 * its person's email and stepped through in the console, the renewal's diff showing the end that moved; a
 * desk sale is followed through its correlation to the payment it recorded; the events and the states
 * download as JSON and CSV.
 */
describe('the audit console (real browser)', () => {
  const suite = browserSuite();

  async function call<T>(
    session: AuthResponse,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${suite.product().server.api}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}`, ...init.headers },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  const itemsOf = <T>(data: unknown): T[] =>
    (Array.isArray(data) ? data : (Object.values(data as object).find(Array.isArray) ?? [])) as T[];

  /** A new client with a membership sold today and renewed by a month, through the API. */
  async function soldAndRenewed(
    admin: AuthResponse,
    language: string,
  ): Promise<{ client: UserDto; membership: MembershipDto }> {
    const stamp = `${language}-${Date.now()}`;
    const client = await call<UserDto>(admin, '/users', {
      method: 'POST',
      body: {
        name: `Auditoría Prueba ${language}`,
        email: `auditoria.${stamp}@example.com`,
        password: 'Boxeo2024',
        role: 'CLIENT',
      },
    });
    const plans = itemsOf<{ id: string; price: number; isActive: boolean }>(
      await call(admin, '/membership-plans?limit=100'),
    );
    const plan = plans.find((candidate) => candidate.isActive);
    if (!plan) throw new Error('The demo has no active plan');
    const membership = await call<MembershipDto>(admin, '/memberships', {
      method: 'POST',
      body: { userId: client.id, membershipPlanId: plan.id, startDate: new Date().toISOString(), price: plan.price },
    });
    await call(admin, `/memberships/${membership.id}/renew`, { method: 'PUT', body: { months: 1 } });
    return { client, membership };
  }

  /** A desk sale of one unit of a demo item in stock, under a correlation id of the test's; waits for its payment. */
  async function deskSale(admin: AuthResponse, language: string): Promise<InventoryItemDto> {
    const items = itemsOf<InventoryItemDto>(await call(admin, '/inventory?limit=100'));
    const item = items.find((candidate) => candidate.isActive && candidate.quantity >= 1);
    if (!item) throw new Error('The demo has no item in stock');
    const correlationId = `audit-browser-sale-${language}-${Date.now()}`;
    await call(admin, `/inventory/${item.id}/sales`, {
      method: 'POST',
      body: { quantity: 1, method: 'CASH' },
      headers: { 'X-Correlation-Id': correlationId },
    });
    // The payment is recorded by a reaction to the sale: it may follow the sale's answer by a moment.
    await until(
      async () =>
        (await call<AuditActivityPage>(admin, `/audit/activity?correlationId=${correlationId}`)).items.some(
          (event) => event.aggregate === 'payment',
        ),
      `the payment of the sale ${correlationId}`,
      10_000,
    );
    return item;
  }

  it.each([
    { language: 'es', width: 1366 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: find, step through, follow a sale to its payment, export',
    async ({ language, width }) => {
      const words: Words = WORDS[language];
      const admin = await apiSession(suite.product(), ADMIN_CREDENTIALS);
      const { client, membership } = await soldAndRenewed(admin, language);
      const item = await deskSale(admin, language);
      const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language }, { viewport: { width, height: 900 } });

      // The console: the newest activity first, and the membership found by its person's email.
      await page.goto('/admin/audit');
      await page.getByRole('heading', { level: 1, name: words.title, exact: true }).waitFor();
      await page.getByRole('table', { name: words.activity }).locator('tbody tr').first().waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await page.locator('#audit-search-kind').selectOption({ label: words.membershipKind });
      await page.getByLabel(words.search).fill(client.email);
      const found = page.getByRole('list', { name: words.found });
      await found.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/admin/audit/membership/${membership.id}$`));

      // Its stream opens at the latest event, the renewal: the end moved.
      const events = page.getByRole('list', { name: words.events });
      await events.getByRole('button').nth(1).waitFor();
      await stepIs(page, words.step(2, 2, words.renewed));
      const endRow = page.getByRole('table', { name: words.changes }).getByRole('row').filter({ hasText: words.end });
      const [before, after] = await endRow.getByRole('cell').allInnerTexts();
      expect(before).toMatch(/\d{4}/);
      expect(after).toMatch(/\d{4}/);
      expect(after).not.toBe(before);
      await screenshot(page, `audit-renewal-${language}-${width}`);
      expect(await scrollsSideways(page)).toBe(false);

      // Stepped with the keys and the buttons; the address follows.
      await page.locator('body').press('ArrowLeft');
      await stepIs(page, words.step(1, 2, words.sold));
      await page.waitForURL(/\?step=0$/);
      await page.getByText(words.created).waitFor();
      await page.locator('body').press('j');
      await stepIs(page, words.step(2, 2, words.renewed));
      await page.getByRole('button', { name: words.previous }).click();
      await stepIs(page, words.step(1, 2, words.sold));
      await page.getByRole('button', { name: words.next }).click();
      await stepIs(page, words.step(2, 2, words.renewed));
      await page.getByRole('heading', { name: words.state }).waitFor();

      // The events as JSON and the states as CSV, downloaded with the session.
      const [json] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.exportJson }).click(),
      ]);
      expect(json.suggestedFilename()).toMatch(/\.json$/);
      const exported = await readFile(await json.path(), 'utf8');
      expect(JSON.parse(exported)).toBeTruthy();
      expect(exported).toContain('MembershipRenewed');
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.exportCsv }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
      // A header, then a row per event at least.
      expect(lines.length).toBeGreaterThanOrEqual(3);

      // The desk sale's item: its latest event is the sale, and its correlation leads to the payment it recorded.
      await page.goto(`/admin/audit/inventory/${item.id}`);
      await page.getByRole('list', { name: words.events }).getByRole('button').first().waitFor();
      await until(async () => (await stepShown(page).innerText()).includes(words.sale), 'the sale shown', 10_000);
      await page.getByRole('link', { name: words.payment }).click();
      await page.waitForURL(/\/admin\/audit\/payment\/[^/?]+\?step=\d+$/);
      await page.getByRole('heading', { level: 1, name: words.paymentTitle }).waitFor();
      await until(
        async () => (await stepShown(page).innerText()).includes(words.recorded),
        'the payment shown',
        10_000,
      );
      await screenshot(page, `audit-payment-${language}-${width}`);
      expect(await scrollsSideways(page)).toBe(false);
    },
  );
});
