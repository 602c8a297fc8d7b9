import { DateTime } from 'luxon';
import type { ClassDto, ClassListResponse, ReservationDto, UserDto } from '@boxstudio/contracts';
import { ADMIN_CREDENTIALS, apiSession, browserSuite, screenshot, type Credentials } from './support/browser';
import { STUDIO_ZONE, typeAsOf } from './support/screen';

const SOFIA = 'sofia.hernandez@example.com';

/**
 * A PC in Madrid (seven hours ahead of the studio in winter) reads and types every day and time on
 * the studio's clock: a booking's hours, the minute its history recorded, and the "as of" picker.
 */
describe('studio time in a browser in another zone (real browser, Europe/Madrid)', () => {
  const suite = browserSuite();

  async function call<T>(credentials: Credentials, path: string, init: { method?: string; body?: unknown } = {}) {
    const session = await apiSession(suite.product(), credentials);
    const response = await fetch(`${suite.product().server.api}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    const envelope = (await response.json()) as { data: T };
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
    return envelope.data;
  }

  it('shows a booking at 07:05 studio time, its history at the studio minute, "as of" in studio time', async () => {
    const { classes } = await call<ClassListResponse>(ADMIN_CREDENTIALS, '/classes?limit=100');
    const box = classes.find(
      (item: ClassDto) => item.name === 'Cardio Box' && item.branch?.name === 'BoxStudio Polanco',
    );
    const { users } = await call<{ users: UserDto[] }>(ADMIN_CREDENTIALS, '/users/role/CLIENT?limit=100');
    const sofia = users.find((user) => user.email === SOFIA);
    if (!box || !sofia) throw new Error('The demo lacks Cardio Box at Polanco or Sofía');
    // Tomorrow at 07:05 on the studio's clock: 14:05 in Madrid.
    const start = DateTime.now()
      .setZone(STUDIO_ZONE)
      .plus({ days: 1 })
      .set({ hour: 7, minute: 5, second: 0, millisecond: 0 });
    const booking = await call<ReservationDto>(ADMIN_CREDENTIALS, '/reservations', {
      method: 'POST',
      body: { classId: box.id, userId: sofia.id, startTime: start.toUTC().toISO() },
    });

    const { page } = await suite.openSignedIn(ADMIN_CREDENTIALS, { language: 'es' }, { timezoneId: 'Europe/Madrid' });
    expect(await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone')).toBe('Europe/Madrid');

    // The list, on the studio's day, shows the studio's hours.
    await page.goto('/admin-reservations');
    await page.getByLabel('Buscar reservas').fill('sofia.hernandez');
    await page.getByLabel('Fecha', { exact: true }).fill(start.toFormat('dd/MM/yyyy'));
    await page.locator('tbody tr').filter({ hasText: '07:05 - 07:55' }).waitFor();

    // Its page: the history's line at the studio's minute of the booking.
    await page.goto(`/admin/reservations/${booking.id}`);
    const recorded = page.locator(`time[datetime="${booking.createdAt}"]`);
    await recorded.waitFor();
    const studioMinute = DateTime.fromISO(booking.createdAt).setZone(STUDIO_ZONE).toFormat('HH:mm');
    expect(await recorded.innerText()).toContain(studioMinute);
    await page.getByText('07:05', { exact: false }).first().waitFor();

    // "As of", typed on the studio's clock: the minute before the booking it did not exist, after it it did.
    const state = page.getByRole('region', { name: /^Estado al / });
    await typeAsOf(page, new Date(Date.parse(booking.createdAt) - 120_000));
    await state.getByText('El registro aún no existía en esa fecha').waitFor();
    await typeAsOf(page, new Date(Date.parse(booking.createdAt) + 60_000));
    await state.getByText('Pendiente', { exact: true }).waitFor();
    await screenshot(page, 'studio-time-madrid-as-of');
  });
});
