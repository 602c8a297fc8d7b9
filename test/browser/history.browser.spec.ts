import type { AuthResponse } from '@boxstudio/contracts';
import { ADMIN_CREDENTIALS, CLIENT_CREDENTIALS, apiSession, browserSuite, screenshot } from './support/browser';

const WORDS = {
  es: {
    title: 'Mi historial',
    classes: 'Historial',
    attended: 'Asistió',
    payments: 'Pagos y recibos',
    receipt: 'Recibo',
    folio: 'Folio',
    print: 'Imprimir',
  },
  en: {
    title: 'My history',
    classes: 'History',
    attended: 'Attended',
    payments: 'Payments and receipts',
    receipt: 'Receipt',
    folio: 'Receipt no.',
    print: 'Print',
  },
} as const;

const COMBOS = (['es', 'en'] as const).flatMap((language) => [1366, 375].map((width) => ({ language, width })));

/** A client's /history: the classes taken with attendance, and each payment's receipt, printable alone. */
describe("a client's history (real browser)", () => {
  const suite = browserSuite();

  async function call<T>(session: AuthResponse, path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${suite.product().server.api}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  // The front desk records that the client came to its latest class, once for the file.
  let attended: Promise<string> | undefined;
  const attendLatest = () => {
    attended ??= (async () => {
      const client = await apiSession(suite.product(), CLIENT_CREDENTIALS);
      const admin = await apiSession(suite.product(), ADMIN_CREDENTIALS);
      const past = await call<{ reservations: { id: string; status: string; class: { name: string } | null }[] }>(
        client,
        '/reservations/user/past?page=1&limit=5',
      );
      const latest = past.reservations.find((item) => item.status !== 'CANCELLED');
      if (!latest) throw new Error('The demo client has no past booking');
      await call(admin, `/reservations/${latest.id}/attendance`, { method: 'PUT', body: { attended: true } });
      return latest.class?.name ?? '';
    })();
    return attended;
  };

  it.each(COMBOS)(
    'shows the classes taken with attendance and prints a receipt alone ($language, $width px)',
    async ({ language, width }) => {
      const words = WORDS[language];
      const className = await attendLatest();
      const { page } = await suite.openSignedIn(
        CLIENT_CREDENTIALS,
        { language },
        { viewport: { width, height: 900 }, locale: language === 'es' ? 'es-ES' : 'en-US' },
      );
      await page.goto('/history');
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      const classes = page.getByRole('region', { name: words.classes });
      const first = classes.locator('li').first();
      await first.getByText(className, { exact: true }).waitFor();
      await first.getByText(words.attended, { exact: true }).waitFor();

      const payments = page.getByRole('region', { name: words.payments });
      await payments
        .getByRole('button', { name: new RegExp(`^${words.receipt} [0-9A-F]{8}$`) })
        .first()
        .click();
      const receipt = page.getByRole('article', { name: words.receipt });
      await receipt.getByRole('rowheader', { name: words.folio }).waitFor();
      await page.getByRole('button', { name: words.print }).waitFor();
      await screenshot(page, `history-receipt-${language}-${width}`, false);

      // Printed, the receipt is all there is on the page.
      await page.emulateMedia({ media: 'print' });
      expect(await receipt.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1, name: words.title }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: words.print }).isVisible()).toBe(false);
      await screenshot(page, `history-receipt-print-${language}-${width}`, false);
      await page.emulateMedia({ media: 'screen' });
    },
  );
});
