import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import type { AuthResponse, ClassDto, OccurrencesResponse, ReservationDto, UserDto } from '@boxstudio/contracts';
import { ADMIN_CREDENTIALS, apiSession, browserSuite, screenshot, toast, until } from './support/browser';
import { dialog } from './support/screen';

const STUDIO_ZONE = 'America/Mexico_City';
const POLANCO = 'BoxStudio Polanco';
/** Demo clients of Polanco: one holds an active membership, the other's has expired. */
const MEMBER = { email: 'regina.ramirez@example.com', name: 'Regina Ramírez Flores' };
const LAPSED = { email: 'valentina.rodriguez@example.com', name: 'Valentina Rodríguez Pérez' };
/** The test's class runs all day at the studio: started whenever the test runs, and not over. */
const ALL_DAY = { startTime: '00:00', endTime: '23:59' } as const;
const TIME = '00:00–23:59';

type Language = 'es' | 'en';

const WORDS = {
  es: {
    title: 'Hoy',
    branch: 'Sucursal',
    tomorrow: 'Mañana',
    today: 'Hoy',
    roster: (name: string) => `Reservaron ${name} de ${TIME}`,
    attended: (name: string) => `Registrar que ${name} asistió`,
    noShow: (name: string) => `Registrar que ${name} no asistió`,
    recorded: 'Asistencia registrada exitosamente',
    attendedTag: 'Asistió',
    noShowTag: 'No asistió',
    active: /^Activa hasta /,
    expired: /^Expirada el /,
    running: 'En curso',
    walkIn: (name: string) => `Agregar cliente a ${name}, ${TIME}`,
    walkInTitle: (name: string) => `Agregar a ${name} · ${TIME}`,
    search: 'Buscar cliente',
    client: 'Cliente',
    warning: 'El cliente no podría reservar esta clase por su cuenta',
    book: 'Reservar',
    booked: 'Reserva creada exitosamente',
    noClasses: 'No hay clases este día en esta sucursal',
  },
  en: {
    title: 'Today',
    branch: 'Branch',
    tomorrow: 'Tomorrow',
    today: 'Today',
    roster: (name: string) => `Booked for ${name} at ${TIME}`,
    attended: (name: string) => `Record that ${name} attended`,
    noShow: (name: string) => `Record that ${name} did not attend`,
    recorded: 'Attendance recorded successfully',
    attendedTag: 'Attended',
    noShowTag: 'No-show',
    active: /^Active until /,
    expired: /^Expired on /,
    running: 'In progress',
    walkIn: (name: string) => `Add a client to ${name}, ${TIME}`,
    walkInTitle: (name: string) => `Add to ${name} · ${TIME}`,
    search: 'Search client',
    client: 'Client',
    warning: 'The client could not book this class on their own',
    book: 'Book',
    booked: 'Reservation created successfully',
    noClasses: 'No classes this day at this branch',
  },
} as const;

interface DeskCase {
  readonly language: Language;
  readonly width: number;
  /** The browser's own zone: the screen reads studio time whatever it is. */
  readonly timezoneId: string;
}

describe("the front desk's day, /admin-today (real browser)", () => {
  const suite = browserSuite();

  async function call<T>(session: AuthResponse, path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${suite.product().server.api}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const envelope = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${envelope.message ?? ''}`);
    return envelope.data;
  }

  const studioNow = () => DateTime.now().setZone(STUDIO_ZONE);

  /** A class of its own at Polanco, on today's timetable all day, with the member booked through the API. */
  async function classOfToday(
    admin: AuthResponse,
  ): Promise<{ cls: ClassDto; member: ReservationDto; lapsed: UserDto }> {
    const { branches } = await call<{ branches: { id: string; name: string }[] }>(admin, '/branches?status=active');
    const branch = branches.find((item) => item.name === POLANCO);
    const { users: instructors } = await call<{ users: UserDto[] }>(admin, '/users/role/INSTRUCTOR');
    const { users: clients } = await call<{ users: UserDto[] }>(admin, '/users/role/CLIENT?limit=100');
    const member = clients.find((user) => user.email === MEMBER.email);
    const lapsed = clients.find((user) => user.email === LAPSED.email);
    if (!branch || !instructors[0] || !member || !lapsed)
      throw new Error('The demo lacks Polanco, an instructor or its clients');
    const cls = await call<ClassDto>(admin, '/classes', {
      method: 'POST',
      body: {
        name: `Mostrador ${randomUUID().slice(0, 6)}`,
        description: 'Clase de prueba del mostrador',
        duration: 50,
        maxCapacity: 4,
        price: 100,
        instructorId: instructors[0].id,
        branchId: branch.id,
      },
    });
    const today = studioNow().startOf('day');
    await call(admin, `/classes/${cls.id}/schedules`, {
      method: 'PUT',
      body: { schedules: [{ dayOfWeek: today.weekday % 7, ...ALL_DAY }] },
    });
    const booking = await call<ReservationDto>(admin, '/reservations', {
      method: 'POST',
      body: { classId: cls.id, userId: member.id, startTime: today.toUTC().toISO() },
    });
    return { cls, member: booking, lapsed };
  }

  async function openDesk(desk: DeskCase) {
    const watched = await suite.openSignedIn(
      ADMIN_CREDENTIALS,
      { language: desk.language, theme: 'light' },
      { viewport: { width: desk.width, height: 900 }, timezoneId: desk.timezoneId },
    );
    const words = WORDS[desk.language];
    await watched.page.goto('/admin-today');
    await watched.page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
    await watched.page.getByLabel(words.branch).selectOption({ label: POLANCO });
    return watched;
  }

  const occurrenceOf = (page: Page, name: string): Locator =>
    page.getByRole('listitem', { name: `${name}, ${TIME}`, exact: true });
  const personIn = (occurrence: Locator, name: string): Locator =>
    occurrence.getByRole('listitem').filter({ has: occurrence.page().getByRole('link', { name, exact: true }) });

  async function bookingsOf(admin: AuthResponse, classId: string) {
    const day = studioNow().toISODate() ?? '';
    const { occurrences } = await call<OccurrencesResponse>(
      admin,
      `/reservations/occurrences?from=${day}&days=1&classId=${classId}`,
    );
    return occurrences[0]?.reservations ?? [];
  }

  it.each<DeskCase>([
    { language: 'es', width: 1366, timezoneId: STUDIO_ZONE },
    { language: 'en', width: 375, timezoneId: 'Europe/Madrid' },
  ])(
    'runs the day in $language at $width px (browser in $timezoneId): roster, check-in, no-show, ' +
      'a walk-in another desk sees',
    async (desk) => {
      const words = WORDS[desk.language];
      const admin = await apiSession(suite.product(), ADMIN_CREDENTIALS);
      const { cls, member, lapsed } = await classOfToday(admin);
      const { page } = await openDesk(desk);
      // The class in studio time (00:00–23:59) even from a browser in Madrid, running, with its roster.
      const occurrence = occurrenceOf(page, cls.name);
      await occurrence.waitFor();
      await occurrence.getByText(words.running, { exact: true }).waitFor();
      const roster = occurrence.getByRole('list', { name: words.roster(cls.name) });
      const memberRow = personIn(roster, MEMBER.name);
      await memberRow.getByText(words.active).waitFor();
      await screenshot(page, `today-${desk.language}-${desk.width}`);

      // One tap: the member came.
      await memberRow.getByRole('button', { name: words.attended(MEMBER.name), exact: true }).click();
      await toast(page, words.recorded).waitFor();
      await memberRow.locator('.attendance-tag').filter({ hasText: words.attendedTag }).waitFor();
      expect((await call<ReservationDto>(admin, `/reservations/${member.id}`)).attendance).toBe('ATTENDED');

      // Another desk books a walk-in; this one sees it without a reload.
      await page.evaluate('window.__sameDocument = true');
      const other = await openDesk(desk);
      await other.page.getByRole('button', { name: words.walkIn(cls.name), exact: true }).click();
      const walkIn = dialog(other.page, words.walkInTitle(cls.name));
      await walkIn.getByLabel(words.search).fill('valentina rodriguez');
      await walkIn.getByLabel(words.client, { exact: true }).selectOption({ value: lapsed.id });
      // Her membership has ended: a warning staff may book past.
      await walkIn.getByText(words.warning).waitFor();
      await screenshot(other.page, `today-walk-in-${desk.language}-${desk.width}`, false);
      await walkIn.getByRole('button', { name: words.book, exact: true }).click();
      await toast(other.page, words.booked).waitFor();
      await walkIn.waitFor({ state: 'detached' });

      const lapsedRow = personIn(roster, LAPSED.name);
      await lapsedRow.waitFor({ timeout: 15_000 });
      expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
      await lapsedRow.getByText(words.expired).waitFor();
      // She did not stay: no-show, recorded in the log.
      await lapsedRow.getByRole('button', { name: words.noShow(LAPSED.name), exact: true }).click();
      await lapsedRow.locator('.attendance-tag').filter({ hasText: words.noShowTag }).waitFor();
      const booked = await bookingsOf(admin, cls.id);
      expect(booked.map((item) => [item.user?.name, item.attendance]).sort()).toEqual(
        [
          [MEMBER.name, 'ATTENDED'],
          [LAPSED.name, 'NO_SHOW'],
        ].sort(),
      );
      await until(async () => (await other.page.locator('.attendance-tag').count()) >= 2, 'the other desk to see both');
    },
  );

  it.each<DeskCase>([
    { language: 'es', width: 375, timezoneId: 'Europe/Madrid' },
    { language: 'en', width: 1366, timezoneId: STUDIO_ZONE },
  ])('moves between days without typing in $language at $width px', async (desk) => {
    const words = WORDS[desk.language];
    const admin = await apiSession(suite.product(), ADMIN_CREDENTIALS);
    const { cls } = await classOfToday(admin);
    const { page } = await openDesk(desk);
    await occurrenceOf(page, cls.name).waitFor();
    // Tomorrow: another weekday, where this class has no slot; the day is in the address.
    await page.getByRole('button', { name: words.tomorrow, exact: true }).click();
    const tomorrow = studioNow().plus({ days: 1 }).toISODate() ?? '';
    await until(async () => new URL(page.url()).searchParams.get('day') === tomorrow, 'tomorrow in the address');
    await occurrenceOf(page, cls.name).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: words.tomorrow, exact: true, pressed: true }).waitFor();
    // The branch chosen is remembered by this browser.
    expect(await page.getByLabel(words.branch).locator('option:checked').textContent()).toBe(POLANCO);
    await page.getByRole('button', { name: words.today, exact: true }).click();
    await occurrenceOf(page, cls.name).waitFor();
    expect(new URL(page.url()).searchParams.get('day')).toBeNull();
  });
});
