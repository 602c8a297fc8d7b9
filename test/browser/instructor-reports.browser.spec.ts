import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot, until, type Credentials } from './support/browser';

/** The demo's instructor of Cardio Box, HIIT and the sample class at Polanco. */
const INSTRUCTOR: Credentials = { email: 'daniela.ortega@boxstudio.mx', password: 'Boxeo2024' };

/** What the screen says in each language, for the steps below. */
const WORDS = {
  es: {
    title: 'Mis reportes',
    period: 'Periodo',
    last12Months: 'Últimos 12 meses',
    from: 'Desde',
    occurrences: /^Clases programadas: ([\d,]+)$/,
    capacity: /^Lugares: [\d,]+$/,
    booked: /^Reservas: [\d,]+$/,
    attended: /^Asistencias: [\d,]+$/,
    noShows: /^No asistieron: [\d,]+$/,
    fillRate: /^Ocupación: ([\d.]+\s?%|—)$/,
    attendanceRate: /^Asistencia: ([\d.]+\s?%|—)$/,
    empty: 'Aún no tienes clases en este periodo',
    byWeek: 'Ocupación y asistencia por semana',
    byClass: 'Tus clases',
    asTable: 'Ver como tabla',
    weekTable: 'Ocupación y asistencia por semana: tabla',
    classTable: 'Tus clases: tabla',
    csv: 'Descargar CSV',
    // Spanish Excel's CSV: a BOM, semicolons.
    header: '\uFEFFdate;occurrences;capacity;booked;fillRate;pastBooked;attended;noShows;attendanceRate',
  },
  en: {
    title: 'My reports',
    period: 'Period',
    last12Months: 'Last 12 months',
    from: 'From',
    occurrences: /^Scheduled classes: ([\d,]+)$/,
    capacity: /^Places: [\d,]+$/,
    booked: /^Bookings: [\d,]+$/,
    attended: /^Attended: [\d,]+$/,
    noShows: /^No-shows: [\d,]+$/,
    fillRate: /^Fill rate: ([\d.]+\s?%|—)$/,
    attendanceRate: /^Attendance: ([\d.]+\s?%|—)$/,
    empty: 'You have no classes in this period yet',
    byWeek: 'Fill and attendance by week',
    byClass: 'Your classes',
    asTable: 'View as table',
    weekTable: 'Fill and attendance by week: table',
    classTable: 'Your classes: table',
    csv: 'Download CSV',
    header: 'date,occurrences,capacity,booked,fillRate,pastBooked,attended,noShows,attendanceRate',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** Whether the page itself scrolls sideways (what a phone must never do). */
const pageOverflows = async (page: Page, width: number) =>
  ((await page.evaluate('document.documentElement.scrollWidth')) as number) > width;

/** Whether a table's own box scrolls across (its columns wider than the card). */
const scrollsAcross = async (page: Page, label: string) => {
  const scroller = `[aria-label="${label}"] .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container`;
  const [scrollWidth, clientWidth] = (await page.evaluate(
    `(() => { const box = document.querySelector('${scroller}'); return [box.scrollWidth, box.clientWidth]; })()`,
  )) as [number, number];
  return scrollWidth > clientWidth;
};

describe('reports: an instructor’s own classes (real browser)', () => {
  const suite = browserSuite();

  it.each([
    { language: 'es', width: 1366 },
    { language: 'en', width: 375 },
  ] as const)(
    '$language at $width px: the tiles, the weeks as a chart and a table, the classes, a CSV and another period',
    async ({ language, width }) => {
      const words: Words = WORDS[language];
      const { page } = await suite.openSignedIn(INSTRUCTOR, { language }, { viewport: { width, height: 900 } });
      await page.goto('/instructor-reports');
      await page.getByRole('heading', { name: words.title, exact: true, level: 1 }).waitFor();

      // The tiles of the last 30 days: the demo's bookings of the last days make some of its classes.
      const occurrences = page.getByLabel(words.occurrences);
      await occurrences.waitFor();
      const count = words.occurrences.exec((await occurrences.getAttribute('aria-label')) ?? '')?.[1] ?? '0';
      expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(0);
      for (const tile of [words.capacity, words.booked, words.attended, words.noShows])
        await page.getByLabel(tile).waitFor();
      await page.getByText(words.fillRate).waitFor();
      await page.getByText(words.attendanceRate).waitFor();
      expect(await page.getByText(words.empty).count()).toBe(0);

      // The weeks, made of the days: one image named by its card, its rates drawn as dots on lines.
      const weeks = page.getByRole('region', { name: words.byWeek, exact: true });
      await weeks.getByRole('img', { name: words.byWeek }).waitFor();
      await until(
        async () => (await weeks.locator('.recharts-line-dot').count()) > 0,
        'the weekly chart to draw its rates',
        10_000,
      );
      // Its classes, a table from the start, a row each.
      const classes = page.getByRole('region', { name: words.byClass, exact: true });
      const classTable = classes.getByRole('region', { name: words.classTable });
      await classTable.waitFor();
      await until(
        async () => (await classTable.locator('.bp6-table-quadrant-main .bp6-table-cell-col-1').count()) > 0,
        'a class in the table',
        10_000,
      );
      expect(await pageOverflows(page, width)).toBe(false);
      await screenshot(page, `instructor-reports-${language}-${width}`);

      // The weeks as a table: the fill rate of each week as the screen writes it, "—" for a week without places.
      await weeks.getByRole('button', { name: words.asTable }).click();
      const weekTable = weeks.getByRole('region', { name: words.weekTable });
      await weekTable.waitFor();
      const fillCells = weekTable.locator('.bp6-table-quadrant-main .bp6-table-cell.bp6-table-cell-col-3');
      await until(async () => (await fillCells.count()) >= 5, 'the weeks of 30 days in the table', 10_000);
      expect(await fillCells.first().innerText()).toMatch(/^([\d.]+\s?%|—)$/);
      expect(await pageOverflows(page, width)).toBe(false);
      // On a phone the tables scroll inside their boxes, the class names kept in view.
      if (width < 440) {
        expect(await scrollsAcross(page, words.weekTable)).toBe(true);
        expect(await scrollsAcross(page, words.classTable)).toBe(true);
      }
      await screenshot(page, `instructor-reports-table-${language}-${width}`, false);

      // The weeks' CSV is the days they add up, from the API, in the language's profile.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        weeks.getByRole('button', { name: words.csv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^classes-byDay-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile(await download.path(), 'utf8');
      expect(text.split('\r\n')[0]).toBe(words.header);
      // A line for each of the 30 days, under the header.
      expect(text.split('\r\n').filter((line) => line !== '')).toHaveLength(31);

      // Another period, kept in the address: twelve calendar months, from the first of a month.
      await page.getByLabel(words.period, { exact: true }).selectOption({ label: words.last12Months });
      await page.waitForURL(/startDate=\d{4}-\d{2}-01&endDate=/);
      const from = page.getByLabel(words.from, { exact: true });
      await until(async () => /^01\/\d{2}\/\d{4}$/.test(await from.inputValue()), 'the first day of a month in Desde');
      await page.getByLabel(words.occurrences).waitFor();
    },
  );
});
