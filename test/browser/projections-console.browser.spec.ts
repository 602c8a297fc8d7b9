import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, screenshot, titled, toast, until } from './support/browser';
import { dialog, rowAction } from './support/screen';

/** What the screen says in each language, for the steps below. */
const WORDS = {
  es: {
    modules: 'Módulos',
    module: 'Proyecciones',
    title: 'Proyecciones',
    readModels: 'Modelos de lectura',
    reactions: 'Reacciones',
    active: 'Activa',
    upToDate: 'al día',
    live: 'En vivo',
    measured: /^Medido a las (\d{2}:\d{2}:\d{2}) \(hora del estudio\)/,
    more: 'Más acciones',
    rebuild: 'Reconstruir',
    rebuildTitle: 'Reconstruir modelo de lectura',
    keepsServing: 'La copia actual sigue respondiendo mientras tanto',
    started: 'Reconstrucción iniciada',
    bar: (name: string) => `Reconstrucción de ${name}`,
    finished: (name: string) => `Reconstrucción de «${name}» terminada`,
    check: 'Comprobar',
    checkTitle: (name: string) => `Comprobación de «${name}»`,
    matches: /^Coincide con el historial: [\d.]+ documentos comparados al evento [\d.]+$/,
    consistent: 'Coincide',
    close: 'Cerrar',
  },
  en: {
    modules: 'Modules',
    module: 'Projections',
    title: 'Projections',
    readModels: 'Read models',
    reactions: 'Reactions',
    active: 'Active',
    upToDate: 'up to date',
    live: 'Live',
    measured: /^Measured at (\d{2}:\d{2}:\d{2}) \(studio time\)/,
    more: 'More actions',
    rebuild: 'Rebuild',
    rebuildTitle: 'Rebuild read model',
    keepsServing: 'The current copy keeps answering meanwhile',
    started: 'Rebuild started',
    bar: (name: string) => `Rebuild of ${name}`,
    finished: (name: string) => `Rebuild of “${name}” finished`,
    check: 'Check',
    checkTitle: (name: string) => `Check of “${name}”`,
    matches: /^Matches the history: [\d,]+ documents compared at event [\d,]+$/,
    consistent: 'Matches',
    close: 'Close',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The read model rebuilt and checked: the people, which every list of clients and staff reads. */
const READ_MODEL = 'users';

/** Whether the page itself scrolls sideways (what a phone must never do). */
const pageOverflows = async (page: Page, width: number) =>
  ((await page.evaluate('document.documentElement.scrollWidth')) as number) > width;

/** A table's row whose name cell reads exactly `name`. */
const rowIn = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/** The clock time of the "measured at" line. */
async function measuredAt(page: Page, words: Words): Promise<string> {
  const line = await page.locator('.projections-measured').getByText(words.measured).innerText();
  return words.measured.exec(line.trim())?.[1] ?? '';
}

describe('projections console (real browser)', () => {
  const suite = browserSuite();

  it.each([
    { language: 'es', width: 1366 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: live figures, a rebuild whose bar reaches its end while lists keep answering, a check',
    async ({ language, width }) => {
      const words: Words = WORDS[language];
      const { page, session } = await suite.openSignedIn(
        ADMIN_CREDENTIALS,
        { language },
        { viewport: { width, height: 900 } },
      );

      // Reached from the admin modules menu.
      await page.goto('/admin');
      await page.getByRole('button', { name: words.modules }).click();
      await page.getByRole('menuitem', { name: words.module, exact: true }).click();
      await page.waitForURL(/\/admin\/projections$/);
      await page.getByRole('heading', { level: 1, name: words.title, exact: true }).waitFor();
      await titled(page, `${words.title} · BoxStudio`);

      // Live from the stream: the people's read model at the head of the log, measured again and again.
      const row = rowIn(page, words.readModels, READ_MODEL);
      await row.getByText(words.active, { exact: true }).waitFor();
      expect(await row.innerText()).toContain(words.upToDate);
      await page.locator('.projections-measured').getByText(words.live, { exact: true }).waitFor();
      await page.getByRole('table', { name: words.reactions, exact: true }).locator('tbody tr').first().waitFor();
      const first = await measuredAt(page, words);
      expect(first).not.toBe('');
      await until(async () => (await measuredAt(page, words)) !== first, 'the figures measured again', 10_000);
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `projections-${language}-${width}`);

      // While the rebuild runs, a list screen's request keeps being answered (the old copy serves), the same.
      const clients = `${suite.product().server.api}/users?role=CLIENT`;
      const answered: { status: number; total: unknown }[] = [];
      let rebuilding = true;
      const reading = (async () => {
        while (rebuilding) {
          const response = await fetch(clients, { headers: { Authorization: `Bearer ${session.token}` } });
          const body = (await response.json()) as { data?: { total?: unknown } };
          answered.push({ status: response.status, total: body.data?.total });
        }
      })();

      // Reconstruir asks first, then the bar in the row reaches its end and a toast says it finished.
      await rowAction(page, words.more, READ_MODEL, words.rebuild);
      const question = dialog(page, words.rebuildTitle);
      expect(await question.innerText()).toContain(words.keepsServing);
      await question.getByRole('button', { name: words.rebuild, exact: true }).click();
      await toast(page, words.started).waitFor();
      const bar = page.getByRole('progressbar', { name: words.bar(READ_MODEL), exact: true });
      await bar.and(page.locator('[aria-valuenow="100"]')).waitFor({ timeout: 30_000 });
      await toast(page, words.finished(READ_MODEL)).waitFor({ timeout: 30_000 });
      rebuilding = false;
      await reading;
      expect(answered.length).toBeGreaterThan(0);
      const total = answered[0]?.total;
      expect(typeof total).toBe('number');
      expect(answered).toEqual(answered.map(() => ({ status: 200, total })));
      await row.getByText(words.active, { exact: true }).waitFor();
      await bar.waitFor({ state: 'detached', timeout: 15_000 });

      // Comprobar: the answer says the read model matches the history.
      await rowAction(page, words.more, READ_MODEL, words.check);
      const result = dialog(page, words.checkTitle(READ_MODEL));
      await result.waitFor({ timeout: 30_000 });
      await result.getByText(words.matches).waitFor();
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `projections-check-${language}-${width}`, false);
      await result.getByRole('button', { name: words.close, exact: true }).click();
      await result.waitFor({ state: 'hidden' });
      // The row keeps the verdict.
      await row.getByText(new RegExp(`^${words.consistent} · \\d{2}:\\d{2}:\\d{2}$`)).waitFor();
    },
  );
});
