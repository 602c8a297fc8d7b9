import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import type {
  AuthResponse,
  ClassDto,
  ClassListResponse,
  ClassOccurrenceDto,
  OccurrencesResponse,
  UserDto,
} from '@boxstudio/contracts';
import { contrastOf } from './support/contrast';
import {
  ADMIN_CREDENTIALS,
  apiSession,
  CLIENT_CREDENTIALS,
  browserSuite,
  screenshot,
  until,
  type Credentials,
  toast,
} from './support/browser';

/** The demo's instructor of Cardio Box, HIIT and the sample class at Polanco, Sofía's branch. */
const INSTRUCTOR_CREDENTIALS: Credentials = { email: 'daniela.ortega@boxstudio.mx', password: 'Boxeo2024' };
const CLIENT_NAME = 'Sofía Hernández López';
/** Another demo client of Polanco. */
const OTHER_CLIENT: Credentials = { email: 'valentina.rodriguez@example.com', password: 'Boxeo2024' };
const STUDIO_ZONE = 'America/Mexico_City';

const studio = (instant: string) => DateTime.fromISO(instant).setZone(STUDIO_ZONE);
/** How the instructor's week names an occurrence's people: "Personas en Cardio Box, martes, 1 dic, 07:00–07:45". */
function peopleListName(occurrence: ClassOccurrenceDto): string {
  const start = studio(occurrence.startTime);
  const day = start.setLocale('es-ES').toLocaleString({ weekday: 'long', day: 'numeric', month: 'short' });
  const time = `${start.toFormat('HH:mm')}–${studio(occurrence.endTime).toFormat('HH:mm')}`;
  return `Personas en ${occurrence.class.name}, ${day}, ${time}`;
}

/** Pages forward through a paged section until `target` shows. */
async function showOnSomePage(section: Locator, target: Locator): Promise<void> {
  await section.getByRole('listitem').first().waitFor();
  for (let page = 1; page <= 20; page += 1) {
    if ((await target.count()) > 0) return target.waitFor();
    const next = section.getByRole('button', { name: 'Siguiente', exact: true });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const before = await section.getByRole('listitem').first().innerText();
    await next.click();
    await until(
      async () => (await section.getByRole('listitem').first().innerText()) !== before,
      'the next page of bookings',
    );
  }
  await target.waitFor();
}

describe('client bookings and the instructor week (real browser)', () => {
  const suite = browserSuite();

  async function call<T>(
    session: AuthResponse,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const response = await fetch(`${suite.product().server.api}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  it('lets a client book a class of the week and cancel it after a question', async () => {
    const { page } = await suite.openSignedIn(CLIENT_CREDENTIALS);
    await page.goto('/reservations');
    await page.getByRole('heading', { name: 'Mis reservas', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Mis próximas reservas' }).waitFor();
    await page.getByRole('region', { name: 'Historial' }).waitFor();
    const week = page.getByRole('region', { name: 'Reservar' });
    // The client's own branch is chosen (once the branches have loaded), and going back before today is not offered.
    const chosenBranch = page.getByLabel('Sucursal').locator('option:checked');
    await chosenBranch.filter({ hasText: 'BoxStudio Polanco' }).waitFor({ state: 'attached' });
    expect(await chosenBranch.textContent()).toBe('BoxStudio Polanco');
    expect(await week.getByRole('button', { name: 'Semana anterior' }).isDisabled()).toBe(true);

    // The first class that can still be booked: not started, not full, not already hers.
    const bookable = week.locator('button.booking-slot__action:enabled').first();
    await bookable.waitFor();
    const label = (await bookable.getAttribute('aria-label')) ?? '';
    const [, className, when] = /^Reservar (.+) el (.+)$/.exec(label) ?? [];
    expect(className).toBeTruthy();
    const slot = week.getByRole('listitem').filter({ has: page.getByRole('button', { name: label, exact: true }) });
    await bookable.click();
    await toast(page, 'Reserva creada exitosamente').waitFor();
    // The class now reads as hers in the week, and comes up among her upcoming bookings (soonest first, five a page).
    const upcoming = page.getByRole('region', { name: 'Mis próximas reservas' });
    const cancel = upcoming.getByRole('button', {
      name: `Cancelar la reserva de ${className} del ${when}`,
      exact: true,
    });
    await showOnSomePage(upcoming, cancel);
    await week.getByRole('button', { name: 'Reservada' }).first().waitFor();
    expect(await slot.count()).toBe(0);
    await screenshot(page, 'reservations-booked');

    await cancel.click();
    const question = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Cancelar reserva' }) });
    await question.getByText(`¿Estás seguro de que quieres cancelar tu reserva de ${className} del ${when}?`).waitFor();
    await question.getByRole('button', { name: 'Cancelar reserva' }).click();
    await toast(page, 'Reserva cancelada exitosamente').waitFor();
    await cancel.waitFor({ state: 'detached' });
    // Its place is free again: the class can be booked once more.
    await week.getByRole('button', { name: label, exact: true }).waitFor();
    expect(await week.getByRole('button', { name: label, exact: true }).isEnabled()).toBe(true);
  });

  it("offers a client only the timetable's occurrences, never one staff booked for another outside it", async () => {
    const product = suite.product();
    const admin = await apiSession(product, ADMIN_CREDENTIALS);
    const { classes } = await call<ClassListResponse>(admin, '/classes?limit=100');
    const box = classes.find((item: ClassDto) => item.name === 'Box' && item.branch?.name === 'BoxStudio Polanco');
    if (!box) throw new Error('The demo has no Box class at Polanco');
    // Tomorrow at 03:00 at the studio: no class's timetable has it.
    const phantom = DateTime.now().setZone(STUDIO_ZONE).plus({ days: 1 }).set({ hour: 3, minute: 0, second: 0 });
    expect(box.schedules.some((slot) => slot.startTime === '03:00')).toBe(false);
    const { users } = await call<{ users: UserDto[] }>(admin, '/users/role/CLIENT?limit=100');
    const other = users.find((item) => item.email === OTHER_CLIENT.email);
    if (!other) throw new Error(`No demo client ${OTHER_CLIENT.email}`);
    await call(admin, '/reservations', {
      method: 'POST',
      body: { classId: box.id, userId: other.id, startTime: phantom.toUTC().toISO() },
    });
    const phantomTime = '03:00–03:50';

    // The person booked sees their private session, as theirs.
    const booked = await suite.openSignedIn(OTHER_CLIENT);
    await booked.page.goto('/reservations');
    const bookedWeek = booked.page.getByRole('region', { name: 'Reservar' });
    const session = bookedWeek
      .getByRole('listitem')
      .filter({ has: booked.page.locator('.booking-slot__time', { hasText: phantomTime }) });
    await session.getByRole('button', { name: 'Reservada' }).waitFor();

    // Another client's week of the same days never offers it: only the timetable's occurrences.
    const { page } = await suite.openSignedIn(CLIENT_CREDENTIALS);
    await page.goto('/reservations');
    const week = page.getByRole('region', { name: 'Reservar' });
    await week.locator('.booking-slot').first().waitFor();
    const times = await week.locator('.booking-slot__time').allInnerTexts();
    expect(times).not.toContain(phantomTime);
    const client = await apiSession(product, CLIENT_CREDENTIALS);
    const from = DateTime.now().setZone(STUDIO_ZONE).toISODate();
    const offered = await call<OccurrencesResponse>(
      client,
      `/reservations/occurrences?from=${from}&days=7&branchId=${client.user.branchId ?? ''}`,
    );
    expect(offered.occurrences.filter((item) => item.startTime === phantom.toUTC().toISO())).toEqual([]);
    // What the week shows is what the API lays out for the branch, one slot each.
    expect(await week.locator('.booking-slot').count()).toBe(offered.occurrences.length);
  });

  it('shows an instructor its classes and its week with the people booked', async () => {
    const product = suite.product();
    const client = await apiSession(product, CLIENT_CREDENTIALS);
    const instructor = await apiSession(product, INSTRUCTOR_CREDENTIALS);
    // One of the instructor's classes this studio week (or the next, late on a Sunday) that the client
    // holds, or books now.
    const monday = DateTime.now().setZone(STUDIO_ZONE).startOf('week');
    const pick = async (weeksAhead: number): Promise<ClassOccurrenceDto | undefined> => {
      const from = monday.plus({ weeks: weeksAhead }).toISODate();
      const { occurrences } = await call<OccurrencesResponse>(
        client,
        `/reservations/occurrences?from=${from}&days=7&instructorId=${instructor.user.id}`,
      );
      return (
        occurrences.find((item) => item.mine) ??
        occurrences.find((item) => item.remaining > 0 && Date.parse(item.startTime) > Date.now())
      );
    };
    const thisWeek = await pick(0);
    const weeksAhead = thisWeek ? 0 : 1;
    const chosen = thisWeek ?? (await pick(1));
    if (!chosen) throw new Error('The demo instructor has no class to book in two weeks');
    if (!chosen.mine)
      await call(client, '/reservations', {
        method: 'POST',
        body: { classId: chosen.classId, startTime: chosen.startTime, endTime: chosen.endTime },
      });

    const { page } = await suite.openSignedIn(INSTRUCTOR_CREDENTIALS);
    await page.goto('/instructor-classes');
    await page.getByRole('heading', { name: 'Mis clases', level: 1 }).waitFor();
    const classes = page.getByRole('region', { name: 'Clases' });
    for (const name of ['Cardio Box', 'HIIT', 'Clase muestra'])
      await classes.getByRole('heading', { name, exact: true }).waitFor();
    // Only its own classes.
    expect(await classes.getByRole('heading', { name: 'Kickboxing', exact: true }).count()).toBe(0);
    if (weeksAhead > 0) await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const people = page.getByRole('list', { name: peopleListName(chosen), exact: true });
    await people.getByText(CLIENT_NAME, { exact: true }).waitFor();
    await people.getByText(CLIENT_CREDENTIALS.email, { exact: true }).waitFor();
    await screenshot(page, 'instructor-classes');
  });
});

/**
 * Every text matching `selector` keeps WCAG AA contrast (4.5:1) against what it is drawn on
 * (disabled controls are exempt, "Reservada" is not).
 */
async function expectReadable(page: Page, selector: string): Promise<void> {
  const faint = (await contrastOf(page, selector)).filter(({ ratio }) => ratio < 4.5);
  expect(faint).toEqual([]);
}

const COMBOS = (['dark', 'light'] as const).flatMap((theme) => [1280, 375].map((width) => ({ theme, width })));

/** The two screens in both themes on a desktop and a phone, to look at (test-results/screenshots/bookings-*). */
describe('bookings screenshots (real browser)', () => {
  const suite = browserSuite();

  it.each(COMBOS)(
    'takes the client and instructor screens in the $theme theme at $width px',
    async ({ theme, width }) => {
      const options = { colorScheme: theme, viewport: { width, height: 900 } };
      const client = await suite.openSignedIn(CLIENT_CREDENTIALS, { theme }, options);
      await client.page.goto('/reservations');
      await client.page.locator('button.booking-slot__action').first().waitFor();
      expect(Number(await client.page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(width);
      await screenshot(client.page, `bookings-client-${theme}-${width}`);
      await expectReadable(
        client.page,
        [
          '.booking-slot__time, .booking-slot__who, .booking-slot__places .bp6-tag, .booking-slot__action:enabled',
          '.booking-slot__action--mine, .booking-item__when, .booking-item__who, .reservation-status-tag',
        ].join(', '),
      );

      const instructor = await suite.openSignedIn(INSTRUCTOR_CREDENTIALS, { theme }, options);
      await instructor.page.goto('/instructor-classes');
      await instructor.page.getByRole('heading', { name: 'Cardio Box', exact: true }).waitFor();
      await instructor.page.locator('.booked-occurrence').first().waitFor();
      expect(Number(await instructor.page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(width);
      await screenshot(instructor.page, `bookings-instructor-${theme}-${width}`);
      await expectReadable(
        instructor.page,
        [
          '.booked-occurrence__time, .booked-occurrence__count, .booked-occurrence__nobody, .booked-person__email',
          '.reservation-status-tag, .instructor-class .admin-status-tag, .attendance-tag',
        ].join(', '),
      );
    },
  );
});
