import type { Locator } from 'playwright-core';
import { CLIENT_CREDENTIALS, browserSuite, screenshot, toast, type Credentials } from './support/browser';

/** The demo's instructor of Cardio Box, HIIT and the sample class at Polanco. */
const INSTRUCTOR: Credentials = { email: 'daniela.ortega@boxstudio.mx', password: 'Boxeo2024' };

const WORDS = {
  es: {
    upcoming: 'Mis próximas reservas',
    week: 'Reservar',
    membership: 'Mi membresía',
    book: /^Reservar (.+) el (.+)$/,
    booked: 'Reserva creada exitosamente',
    mine: 'Reservada',
    cancel: (name: string, when: string) => `Cancelar la reserva de ${name} del ${when}`,
    question: 'Cancelar reserva',
    cancelled: 'Reserva cancelada exitosamente',
    next: 'Siguiente',
    hello: 'Hola, Daniela Ortega Ruiz',
    today: 'Hoy',
    weekTitle: 'Semana',
    classes: 'Ver mis clases',
  },
  en: {
    upcoming: 'My upcoming reservations',
    week: 'Book',
    membership: 'My membership',
    book: /^Book (.+) on (.+)$/,
    booked: 'Reservation created successfully',
    mine: 'Booked',
    cancel: (name: string, when: string) => `Cancel the reservation of ${name} on ${when}`,
    question: 'Cancel reservation',
    cancelled: 'Reservation cancelled successfully',
    next: 'Next',
    hello: 'Hello, Daniela Ortega Ruiz',
    today: 'Today',
    weekTitle: 'Week',
    classes: 'See my classes',
  },
} as const;

type Language = keyof typeof WORDS;
const COMBOS: { language: Language; width: number }[] = [
  { language: 'es', width: 1366 },
  { language: 'en', width: 375 },
];

/** Pages forward through a paged section until `target` shows. */
async function showOnSomePage(section: Locator, target: Locator, next: string): Promise<void> {
  for (let page = 1; page <= 20 && (await target.count()) === 0; page += 1) {
    const button = section.getByRole('button', { name: next, exact: true });
    if ((await button.count()) === 0 || (await button.isDisabled())) break;
    await button.click();
    await section.page().waitForTimeout(200);
  }
  await target.waitFor();
}

describe('dashboards (real browser)', () => {
  const suite = browserSuite();

  it.each(COMBOS)(
    "a client's: membership, books from the week, and cancels from its next bookings ($language, $width px)",
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await suite.openSignedIn(
        CLIENT_CREDENTIALS,
        { language, theme: 'light' },
        { viewport: { width, height: 900 } },
      );
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: words.membership }).waitFor();
      const upcoming = page.getByRole('region', { name: words.upcoming });
      const week = page.getByRole('region', { name: words.week });
      await upcoming.waitFor();
      const bookable = week.locator('button.booking-slot__action:enabled').first();
      await bookable.waitFor();
      const label = (await bookable.getAttribute('aria-label')) ?? '';
      const [, className = '', when = ''] = words.book.exec(label) ?? [];
      expect(className).toBeTruthy();
      await bookable.click();
      await toast(page, words.booked).waitFor();
      // Hers now, in the week and among the next bookings, where it can be cancelled after a question.
      await week.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
      const cancel = upcoming.getByRole('button', { name: words.cancel(className, when), exact: true });
      await showOnSomePage(upcoming, cancel, words.next);
      await screenshot(page, `dashboard-client-${language}-${width}`);
      await cancel.click();
      await page.getByRole('dialog').getByRole('button', { name: words.question, exact: true }).click();
      await toast(page, words.cancelled).waitFor();
      await week.getByRole('button', { name: label, exact: true }).waitFor();
    },
  );

  it.each(COMBOS)(
    "an instructor's: today's classes, then the week ($language, $width px)",
    async ({ language, width }) => {
      const words = WORDS[language];
      const { page } = await suite.openSignedIn(
        INSTRUCTOR,
        { language, theme: 'dark' },
        { viewport: { width, height: 900 } },
      );
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: words.hello, level: 1 }).waitFor();
      await page.getByRole('heading', { name: words.today, level: 2, exact: true }).waitFor();
      await page.getByRole('heading', { name: words.weekTitle, level: 2, exact: true }).waitFor();
      // Not a client's membership card.
      expect(await page.getByRole('heading', { name: words.membership }).count()).toBe(0);
      await page.getByRole('link', { name: words.classes }).click();
      await page.waitForURL((url) => url.pathname === '/instructor-classes');
      await screenshot(page, `dashboard-instructor-${language}-${width}`);
    },
  );
});
