import type { ClassesReport, ReservationDto } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { StudioCalendar } from '../../api/src/platform/time/studio-calendar.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { aMembership, aPlan, aTimetable } from '../support/bookings.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { seeded } from '../support/seeded-random.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { allEvents, heldBookingsByOccurrence, settled } from './report-folds.js';

const START = '2030-09-02T14:00:00.000Z';
const SEED = 20300902;
const STEPS = 120;
const HOUR = 3_600_000;
const CAPACITY = 3;
/** The class's weekly timetable: Monday to Friday, 07:00 and 19:00 on the studio's clock (UTC-6). */
const SLOTS = ['07:00', '19:00'];

/**
 * Property: whatever is booked, moved to another occurrence, cancelled, deleted or marked attended,
 * the classes report's fill rate (booked ÷ places offered) and attendance of every day are what the
 * reservation events say, folded here without any read model; checked at three points of a seeded
 * history (each earlier window restated by what came later) and after a rebuild.
 */
describe('classes report, property: fill rate and attendance of every day are a fold of the log', () => {
  const clock = new ManualClock(START);
  const calendar = new StudioCalendar();
  const random = seeded(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let t: TestApp;
  let admin: string;
  let classId: string;
  const clients: string[] = [];
  const bookings: ReservationDto[] = [];
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[method](path).set(bearer(admin));

  /** An occurrence of the timetable within the next days (a weekday, one of its two hours). */
  function anOccurrence(): string {
    const day = calendar.addDays(calendar.dayOf(clock.now()), Math.floor(random() * 5));
    const [hour, minute] = pick(SLOTS).split(':').map(Number) as [number, number];
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const at = new Date(Date.UTC(year, month - 1, date, hour + 6, minute));
    while ([0, 6].includes(new Date(at.getTime() - 6 * HOUR).getUTCDay())) at.setUTCDate(at.getUTCDate() + 1);
    return at.toISOString();
  }

  async function expectFiguresFromTheLog(): Promise<ClassesReport> {
    await settled(t, admin);
    const occurrences = heldBookingsByOccurrence(await allEvents(t.app.get<EventLog>(EVENT_LOG)));
    const [startDate, endDate] = [calendar.dayOf(new Date(START)), calendar.addDays(calendar.dayOf(clock.now()), 6)];
    const report = (await call('get', `/api/reports/classes?startDate=${startDate}&endDate=${endDate}`).expect(200))
      .body.data as ClassesReport;
    const expected = report.byDay.map(({ date }) => {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const capacity = weekday === 0 || weekday === 6 ? 0 : SLOTS.length * CAPACITY;
      let [booked, attended] = [0, 0];
      for (const [occurrence, fold] of occurrences)
        if (calendar.dayOf(new Date(occurrence.split('|')[1] ?? '')) === date) {
          booked += fold.held;
          attended += fold.attended;
        }
      return {
        date,
        capacity,
        booked,
        fillRate: capacity === 0 ? null : Math.round((booked / capacity) * 1000) / 10,
        attended,
      };
    });
    expect(
      report.byDay.map(({ date, capacity, booked, fillRate, attended }) => ({
        date,
        capacity,
        booked,
        fillRate,
        attended,
      })),
    ).toEqual(expected);
    expect(report.booked).toBe(expected.reduce((sum, day) => sum + day.booked, 0));
    return report;
  }

  const steps: Record<string, () => Promise<void>> = {
    async book() {
      const answer = await call('post', '/api/reservations').send({
        userId: pick(clients),
        classId,
        startTime: anOccurrence(),
      });
      // 409: full, or that client already holds that occurrence; 400: it has started.
      expect([201, 400, 409]).toContain(answer.status);
      if (answer.status === 201) bookings.push(answer.body.data as ReservationDto);
    },
    async move() {
      if (bookings.length === 0) return;
      const answer = await call('put', `/api/reservations/${pick(bookings).id}`).send({ startTime: anOccurrence() });
      expect([200, 400, 404, 409]).toContain(answer.status);
    },
    async cancel() {
      if (bookings.length === 0) return;
      const answer = await call('put', `/api/reservations/${pick(bookings).id}/cancel`);
      expect([200, 400, 404, 409]).toContain(answer.status);
    },
    async remove() {
      if (bookings.length === 0) return;
      const answer = await call('delete', `/api/reservations/${pick(bookings).id}`);
      expect([200, 404, 409]).toContain(answer.status);
    },
    async attendance() {
      const started = bookings.filter((booking) => Date.parse(booking.startTime) <= clock.now().getTime());
      if (started.length === 0) return;
      const answer = await call('put', `/api/reservations/${pick(started).id}/attendance`).send({
        attended: random() < 0.7,
      });
      expect([200, 400, 404, 409]).toContain(answer.status);
    },
  };
  const weighted = ['book', 'book', 'book', 'book', 'move', 'move', 'cancel', 'remove', 'attendance', 'attendance'];

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const branchId = await aBranch(t, await t.adminToken(), 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN', undefined, clock.now())).email, PASSWORD);
    const instructor = await createPerson(t.app, 'INSTRUCTOR', 'Daniela Ortega', clock.now());
    classId = (
      await call('post', '/api/classes')
        .send({ name: 'Box', duration: 50, maxCapacity: CAPACITY, price: 150, instructorId: instructor.id, branchId })
        .expect(201)
    ).body.data.id as string;
    await aTimetable(
      t,
      admin,
      classId,
      ([1, 2, 3, 4, 5] as const).flatMap((dayOfWeek) =>
        SLOTS.map((startTime) => ({ dayOfWeek, startTime, endTime: `${startTime.slice(0, 2)}:50` })),
      ),
    );
    const plan = await aPlan(t, admin, branchId, null, 365);
    for (let index = 0; index < 6; index += 1) {
      const client = await createPerson(t.app, 'CLIENT', undefined, clock.now());
      await aMembership(t, admin, client.id, plan, clock.now().toISOString());
      clients.push(client.id);
    }
  });
  afterAll(() => t.close());

  it(`holds after each third of ${STEPS} seeded steps and after a rebuild`, async () => {
    for (let step = 1; step <= STEPS; step += 1) {
      clock.advance((1 + Math.floor(random() * 8)) * HOUR);
      await steps[pick(weighted)]?.();
      if (step % (STEPS / 3) === 0) await expectFiguresFromTheLog();
    }
    expect(bookings.length).toBeGreaterThan(20);
    const rebuilt = await call('post', '/api/admin/projections/report-classes/rebuild?wait=true').expect(200);
    expect(rebuilt.body.data).toMatchObject({ status: 'live', rebuild: { error: null } });
    const last = await expectFiguresFromTheLog();
    // The history held bookings, some attended, and moves and cancellations that restated days.
    expect([last.booked, last.attended, last.noShows].every((figure) => figure > 0)).toBe(true);
  });
});
