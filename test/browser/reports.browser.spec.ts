import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { ADMIN_CREDENTIALS, browserSuite, screenshot, SCREENSHOT_DIR, until } from './support/browser';
import { STUDIO_ZONE, typeAsOf } from './support/screen';

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

/**
 * Each report but the revenue, a tab of the screen: its tab, a tile to wait for, the chart shown as a table
 * (and how its first row is named), and the card whose CSV is downloaded (its file's name and first line in
 * each language's profile).
 */
const TABS = {
  es: {
    asTable: 'Ver como tabla',
    csv: 'Descargar CSV',
    tabs: [
      {
        report: 'memberships',
        tab: 'Membresías',
        tile: /^Membresías activas: [\d,]+$/,
        chart: 'Membresías activas por día',
        table: 'Membresías activas por día: tabla',
        first: /^\d{1,2} \S+ \d{4}$/,
        download: 'Movimiento de membresías por semana',
        file: /^memberships-byDay-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        header: '\uFEFFdate;active;sold;renewed;expired;cancelled;frozen',
      },
      {
        report: 'users',
        tab: 'Clientes',
        tile: /^Clientes nuevos: [\d,]+$/,
        chart: 'Clientes nuevos por día',
        table: 'Clientes nuevos por día: tabla',
        first: /^\d{1,2} \S+ \d{4}$/,
        download: 'Clientes en riesgo',
        file: /^users-atRiskClients-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        header: '\uFEFFid;name;email;lastVisitAt;activeUntil',
      },
      {
        report: 'classes',
        tab: 'Clases',
        tile: /^Clases programadas: [\d,]+$/,
        chart: 'Ocupación y asistencia por día de la semana',
        table: 'Ocupación y asistencia por día de la semana: tabla',
        first: /^Lunes$/,
        download: 'Por clase',
        file: /^classes-byClass-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        header:
          '\uFEFFclassId;className;occurrences;capacity;booked;fillRate;pastBooked;attended;noShows;attendanceRate',
      },
    ],
  },
  en: {
    asTable: 'View as table',
    csv: 'Download CSV',
    tabs: [
      {
        report: 'memberships',
        tab: 'Memberships',
        tile: /^Active memberships: [\d,]+$/,
        chart: 'Active memberships by day',
        table: 'Active memberships by day: table',
        first: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
        download: 'Membership movement by week',
        file: /^memberships-byDay-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        header: 'date,active,sold,renewed,expired,cancelled,frozen',
      },
      {
        report: 'users',
        tab: 'Clients',
        tile: /^New clients: [\d,]+$/,
        chart: 'New clients by day',
        table: 'New clients by day: table',
        first: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
        download: 'Clients at risk',
        file: /^users-atRiskClients-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        header: 'id,name,email,lastVisitAt,activeUntil',
      },
      {
        report: 'classes',
        tab: 'Classes',
        tile: /^Scheduled classes: [\d,]+$/,
        chart: 'Fill and attendance by day of the week',
        table: 'Fill and attendance by day of the week: table',
        first: /^Monday$/,
        download: 'By class',
        file: /^classes-byClass-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
        header: 'classId,className,occurrences,capacity,booked,fillRate,pastBooked,attended,noShows,attendanceRate',
      },
    ],
  },
} as const;

/** "Al corte de": the field, what the tabs say with it, and the headline figures each compares. */
const AS_OF = {
  es: {
    field: 'Al corte de',
    time: 'Hora (24 h)',
    clear: 'Quitar la fecha de corte',
    future: 'La fecha de corte no puede ser futura',
    shown: 'Como se veía el',
    changes: 'Cambios desde entonces',
    header: ['Cifra', 'Entonces', 'Hoy', 'Diferencia'],
    revenueRows: ['Ingresos', 'Pagos', 'Reembolsos'],
    days: { table: 'Días que cambiaron', none: 'Ningún día cambió.' },
    revenueEmpty: 'No hay ingresos en este periodo',
    membershipsTab: 'Membresías',
    membershipRows: ['Membresías activas', 'Altas', 'Bajas', 'Tasa de abandono'],
    membershipsChart: 'Membresías activas por día',
    membershipsEmpty: 'No hay membresías en este periodo',
    csvHeader: '\uFEFFmonth;revenue;payments',
  },
  en: {
    field: 'As of',
    time: 'Time (24 h)',
    clear: 'Clear the as-of date',
    future: 'The as-of date cannot be in the future',
    shown: 'As it stood on',
    changes: 'Changed since',
    header: ['Figure', 'Then', 'Now', 'Difference'],
    revenueRows: ['Revenue', 'Payments', 'Refunds'],
    days: { table: 'Days that changed', none: 'No day has changed.' },
    revenueEmpty: 'No revenue in this period',
    membershipsTab: 'Memberships',
    membershipRows: ['Active memberships', 'Added', 'Lost', 'Churn rate'],
    membershipsChart: 'Active memberships by day',
    membershipsEmpty: 'No memberships in this period',
    csvHeader: 'month,revenue,payments',
  },
} as const;

/** The demo's branch the report is narrowed to. */
const BRANCH = 'BoxStudio Polanco';

/** Whether the page itself scrolls sideways (what a phone must never do). */
const pageOverflows = async (page: Page, width: number) =>
  ((await page.evaluate('document.documentElement.scrollWidth')) as number) > width;

describe('reports (real browser)', () => {
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

  it.each([
    { language: 'es', width: 1366 },
    { language: 'es', width: 375 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: each report in its tab, a chart as a table, a CSV',
    async ({ language, width }) => {
      const words = TABS[language];
      const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language }, { viewport: { width, height: 900 } });
      await page.goto('/admin-reports');
      await page.getByLabel(WORDS[language].revenue).waitFor();
      expect(await page.getByRole('tab').allInnerTexts()).toEqual([
        language === 'es' ? 'Ingresos' : 'Revenue',
        ...words.tabs.map((one) => one.tab),
      ]);
      // The tabs fit a phone: the page never scrolls sideways.
      expect(await pageOverflows(page, width)).toBe(false);

      for (const tab of words.tabs) {
        await page.getByRole('tab', { name: tab.tab, exact: true }).click();
        await page.waitForURL(new RegExp(`[?&]report=${tab.report}(&|$)`));
        // The address changes first; the tab follows when the screen renders it.
        const chosen = page.getByRole('tab', { name: tab.tab, exact: true });
        await until(async () => (await chosen.getAttribute('aria-selected')) === 'true', `the tab ${tab.tab} chosen`);
        await page.getByLabel(tab.tile).waitFor();

        // The chart is drawn (one image named by its card), then shown as a table of the same rows.
        const card = page.getByRole('region', { name: tab.chart, exact: true });
        await card.getByRole('img', { name: tab.chart }).waitFor();
        await until(
          async () => (await card.locator('.recharts-surface path, .recharts-rectangle').count()) > 0,
          `the chart "${tab.chart}" to draw`,
          10_000,
        );
        expect(await pageOverflows(page, width)).toBe(false);
        // The whole tab, and what the window shows of it first (the tabs and the tiles, readable on a phone's).
        await screenshot(page, `reports-${tab.report}-${language}-${width}`);
        await screenshot(page, `reports-${tab.report}-top-${language}-${width}`, false);

        await card.getByRole('button', { name: words.asTable }).click();
        const table = card.getByRole('region', { name: tab.table });
        await table.waitFor();
        // The rows' names are in the frozen column (the left quadrant), the figures in the main one.
        const cells = (column: number) =>
          table.locator(
            `.bp6-table-quadrant-${column === 0 ? 'left' : 'main'} .bp6-table-cell.bp6-table-cell-col-${column}`,
          );
        await until(async () => (await cells(1).count()) > 0, `the rows of "${tab.table}"`, 10_000);
        expect(await cells(0).first().innerText()).toMatch(tab.first);
        expect(await cells(1).first().innerText()).toMatch(/^[\d,]+$/);
        expect(await pageOverflows(page, width)).toBe(false);
        await screenshot(page, `reports-${tab.report}-table-${language}-${width}`, false);

        // A CSV from the API: the language's profile, named by the report, its table and the period.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page
            .getByRole('region', { name: tab.download, exact: true })
            .getByRole('button', { name: words.csv })
            .click(),
        ]);
        expect(download.suggestedFilename()).toMatch(tab.file);
        const text = await readFile(await download.path(), 'utf8');
        expect(text.split('\r\n')[0]).toBe(tab.header);
      }

      // Back to the revenue: the address without a report.
      await page.getByRole('tab', { name: language === 'es' ? 'Ingresos' : 'Revenue', exact: true }).click();
      await page.waitForURL((url) => !url.search.includes('report='));
      await page.getByLabel(WORDS[language].revenue).waitFor();
    },
  );

  it.each([
    { language: 'es', width: 1366 },
    { language: 'es', width: 375 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: the reports as they stood a few days ago, and what changed since',
    async ({ language, width }) => {
      const words = AS_OF[language];
      const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language }, { viewport: { width, height: 900 } });
      await page.goto('/admin-reports');
      await page.getByLabel(WORDS[language].revenue).waitFor();

      // An instant still to come is refused on the field, and nothing changes.
      await typeAsOf(page, DateTime.now().plus({ days: 2 }).toJSDate(), words.field, words.time);
      await page.getByText(words.future, { exact: true }).waitFor();
      expect(page.url()).not.toContain('asOf=');

      // Three days ago at the studio's minute: the address keeps it, and the default period follows its day.
      const instant = DateTime.now().minus({ days: 3 }).setZone(STUDIO_ZONE);
      await typeAsOf(page, instant.toJSDate(), words.field, words.time);
      await page.waitForURL(/[?&]asOf=/);
      const asOf = new URL(page.url()).searchParams.get('asOf') ?? '';
      expect(DateTime.fromISO(asOf).setZone(STUDIO_ZONE).toFormat('yyyy-MM-dd HH:mm')).toBe(
        instant.toFormat('yyyy-MM-dd HH:mm'),
      );
      expect(await page.getByLabel(WORDS[language].period, { exact: true }).inputValue()).toBe('last30');
      const shown = page.getByText(new RegExp(`^${words.shown} .+, ${instant.toFormat('HH:mm')}$`));
      await shown.waitFor();

      // The tiles of the report then, and the comparison: its figures then and now, and the days that changed.
      for (const tile of [WORDS[language].revenue, WORDS[language].payments]) await page.getByLabel(tile).waitFor();
      const changes = page.getByRole('region', { name: words.changes, exact: true });
      const figures = changes.getByRole('table', { name: words.changes, exact: true });
      await figures.waitFor();
      expect(await figures.locator('thead th').allInnerTexts()).toEqual(words.header);
      expect(await figures.locator('tbody th').allInnerTexts()).toEqual(words.revenueRows);
      await changes
        .getByRole('table', { name: words.days.table, exact: true })
        .or(changes.getByText(words.days.none, { exact: true }))
        .waitFor();
      // The charts of the report then, or the words saying the period had no money yet then.
      const months = page.getByRole('region', { name: WORDS[language].byMonth, exact: true });
      await months
        .getByRole('img', { name: WORDS[language].byMonth })
        .or(page.getByText(words.revenueEmpty, { exact: true }))
        .waitFor();
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `reports-as-of-${language}-${width}`);
      await screenshot(page, `reports-as-of-top-${language}-${width}`, false);
      // The comparison alone: its four columns inside the card (a longer amount scrolls inside its box).
      await changes.screenshot({ path: join(SCREENSHOT_DIR, `reports-as-of-changes-${language}-${width}.png`) });

      // The CSV carries the report as it was: the API takes the instant with it.
      if (width > 1000 && (await months.count()) > 0) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          months.getByRole('button', { name: WORDS[language].csv }).click(),
        ]);
        const text = await readFile(await download.path(), 'utf8');
        expect(text.split('\r\n')[0]).toBe(words.csvHeader);
      }

      // Another tab asks its report as of the same instant, draws it, and compares its own figures.
      await page.getByRole('tab', { name: words.membershipsTab, exact: true }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('report') === 'memberships' && url.searchParams.get('asOf') === asOf,
      );
      await shown.waitFor();
      const membershipFigures = page
        .getByRole('region', { name: words.changes, exact: true })
        .getByRole('table', { name: words.changes, exact: true });
      await membershipFigures.waitFor();
      expect(await membershipFigures.locator('tbody th').allInnerTexts()).toEqual(words.membershipRows);
      const byDay = page.getByRole('region', { name: words.membershipsChart, exact: true });
      await byDay
        .getByRole('img', { name: words.membershipsChart })
        .or(page.getByText(words.membershipsEmpty, { exact: true }))
        .waitFor();
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `reports-as-of-memberships-${language}-${width}`);
      await screenshot(page, `reports-as-of-memberships-top-${language}-${width}`, false);

      // Cleared: the reports now.
      await page.getByRole('button', { name: words.clear, exact: true }).click();
      await page.waitForURL((url) => !url.searchParams.has('asOf'));
      await shown.waitFor({ state: 'detached' });
      expect(await page.getByRole('region', { name: words.changes, exact: true }).count()).toBe(0);
    },
  );
});
