import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { ADMIN_CREDENTIALS, browserSuite, screenshot, until } from './support/browser';

/** What the screen says in each language, for the steps below. */
const WORDS = {
  es: {
    title: 'Reportes',
    period: 'Periodo',
    last12Months: 'Últimos 12 meses',
    from: 'Desde',
    branch: 'Sucursal',
    revenue: /^Ingresos: \$[\d,.]+$/,
    monthly: /^Ingreso mensual: \$[\d,.]+$/,
    payments: /^Pagos: [\d,]+$/,
    refunds: /^Reembolsos: \$[\d,.]+$/,
    growth: /vs\. periodo anterior$/,
    byMonth: 'Ingresos por mes',
    asTable: 'Ver como tabla',
    table: 'Ingresos por mes: tabla',
    csv: 'Descargar CSV',
    // Spanish Excel's CSV: a BOM, semicolons.
    header: '\uFEFFmonth;revenue;payments',
  },
  en: {
    title: 'Reports',
    period: 'Period',
    last12Months: 'Last 12 months',
    from: 'From',
    branch: 'Branch',
    revenue: /^Revenue: \$[\d,.]+$/,
    monthly: /^Monthly revenue: \$[\d,.]+$/,
    payments: /^Payments: [\d,]+$/,
    refunds: /^Refunds: \$[\d,.]+$/,
    growth: /vs\. previous period$/,
    byMonth: 'Revenue by month',
    asTable: 'View as table',
    table: 'Revenue by month: table',
    csv: 'Download CSV',
    header: 'month,revenue,payments',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The demo's branch the report is narrowed to. */
const BRANCH = 'BoxStudio Polanco';

/** Whether the page itself scrolls sideways (what a phone must never do). */
const pageOverflows = async (page: Page, width: number) =>
  ((await page.evaluate('document.documentElement.scrollWidth')) as number) > width;

describe('reports: revenue (real browser)', () => {
  const suite = browserSuite();

  it.each([
    { language: 'es', width: 1366 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: a period and a branch, the tiles, a chart as a table, its CSV',
    async ({ language, width }) => {
      const words: Words = WORDS[language];
      const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language }, { viewport: { width, height: 900 } });
      await page.goto('/admin-reports');
      await page.getByRole('heading', { name: words.title, exact: true, level: 1 }).waitFor();
      await page.getByLabel(words.revenue).waitFor();

      // Twelve calendar months of one branch, kept in the address.
      await page.getByLabel(words.period, { exact: true }).selectOption({ label: words.last12Months });
      await page.waitForURL(/startDate=\d{4}-\d{2}-01&endDate=/);
      const branchId = await page
        .getByLabel(words.branch, { exact: true })
        .locator('option', { hasText: BRANCH })
        .getAttribute('value');
      await page.getByLabel(words.branch, { exact: true }).selectOption({ label: BRANCH });
      await page.waitForURL(new RegExp(`branchId=${branchId ?? 'none'}`));
      // The address changes first; the field follows when the screen renders it.
      const from = page.getByLabel(words.from, { exact: true });
      await until(async () => /^01\/\d{2}\/\d{4}$/.test(await from.inputValue()), 'the first day of a month in Desde');

      // The tiles: money and counts, the growth in words.
      for (const tile of [words.revenue, words.monthly, words.payments, words.refunds])
        await page.getByLabel(tile).waitFor();
      await page.getByText(words.growth).first().waitFor();
      const months = page.getByRole('region', { name: words.byMonth, exact: true });
      // The chart is drawn (one image named by its card) with a bar per month.
      await months.getByRole('img', { name: words.byMonth }).waitFor();
      await until(
        async () => (await months.locator('.recharts-rectangle').count()) > 0,
        'the monthly chart to draw its bars',
        10_000,
      );
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `reports-${language}-${width}`);

      // The same twelve months as a table, money formatted; on a phone it scrolls inside its box.
      await months.getByRole('button', { name: words.asTable }).click();
      const table = months.getByRole('region', { name: words.table });
      await table.waitFor();
      const revenueCells = table.locator('.bp6-table-quadrant-main .bp6-table-cell.bp6-table-cell-col-1');
      await until(async () => (await revenueCells.count()) === 12, 'twelve months in the table', 10_000);
      expect(await revenueCells.first().innerText()).toMatch(/^\$[\d,.]+$/);
      expect(await pageOverflows(page, width)).toBe(false);
      if (width < 440) {
        const scroller = `[aria-label="${words.table}"] .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container`;
        const [scrollWidth, clientWidth] = (await page.evaluate(
          `(() => { const box = document.querySelector('${scroller}'); return [box.scrollWidth, box.clientWidth]; })()`,
        )) as [number, number];
        expect(scrollWidth).toBeGreaterThan(clientWidth);
      }
      await screenshot(page, `reports-table-${language}-${width}`, false);

      // Its CSV, from the API: the language's profile, named by the table and the period.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        months.getByRole('button', { name: words.csv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^revenue-byMonth-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.split('\r\n')[0]).toBe(words.header);
      expect(text.split('\r\n').filter((line) => line !== '')).toHaveLength(13);
    },
  );
});
