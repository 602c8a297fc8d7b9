import { PAYMENT_METHODS, type MembershipPlanDto, type ReservationDto } from '@boxstudio/contracts';
import { Scheduler } from '../../api/src/platform/time/scheduler.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { aPlan, aTimetable } from '../support/bookings.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { seeded } from '../support/seeded-random.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { settled } from './report-folds.js';

const START = '2030-06-03T14:00:00.000Z';
const SEED = 20300603;
const STEPS = 90;
const CHECKS = 5;
const HOUR = 3_600_000;
/** Every report covers the whole history, so each step and each later correction lands in it. */
const PERIOD = 'startDate=2030-05-01&endDate=2030-08-31';
const REPORTS = ['revenue', 'memberships', 'users', 'classes'] as const;

/**
 * Property: a report asked `?asOf=` an instant says exactly what the same report said when the
 * clock stood there, whatever came after (refunds and voids of earlier payments, payments dated
 * back, cancelled and corrected bookings, renewals and cancellations), and beside it the same
 * period as the log says now. Checked for the four period reports at five instants of a seeded
 * history, then again after every reporting read model is rebuilt from the log.
 */
describe('reports as of an instant: what they said then, beside the period restated', () => {
  const clock = new ManualClock(START);
  const random = seeded(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let t: TestApp;
  let admin: string;
  let branchId: string;
  let classId: string;
  const plans: MembershipPlanDto[] = [];
  const clients: string[] = [];
  const memberships: string[] = [];
  const payments: string[] = [];
  const bookings: ReservationDto[] = [];
  /** What each report said at each instant checked, as the server answered then. */
  const said: { at: string; reports: Record<string, unknown> }[] = [];
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[method](path).set(bearer(admin));

  async function reportsNow(asOf?: string): Promise<Record<string, unknown>> {
    await settled(t, admin);
    const query = asOf === undefined ? PERIOD : `${PERIOD}&asOf=${encodeURIComponent(asOf)}`;
    const answers = await Promise.all(
      REPORTS.map(async (report) => [
        report,
        (await call('get', `/api/reports/${report}?${query}`).expect(200)).body.data,
      ]),
    );
    return Object.fromEntries(answers);
  }

  /** The next class occurrence of the timetable (Monday to Friday 19:00 studio time, UTC-6). */
  function nextOccurrence(daysAhead: number): string {
    const day = new Date(clock.now().getTime() + daysAhead * 24 * HOUR);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    day.setUTCHours(19 + 6, 0, 0, 0);
    return day.toISOString();
  }

  const steps: Record<string, () => Promise<void>> = {
    async join() {
      const client = await createPerson(t.app, 'CLIENT', undefined, clock.now());
      clients.push(client.id);
      const sold = await call('post', '/api/memberships').send({
        userId: client.id,
        membershipPlanId: pick(plans).id,
        startDate: clock.now().toISOString(),
        price: 900,
        paymentMethod: pick(PAYMENT_METHODS),
      });
      expect(sold.status).toBe(201);
      memberships.push(sold.body.data.id as string);
    },
    async renew() {
      if (memberships.length === 0) return;
      const answer = await call('put', `/api/memberships/${pick(memberships)}/renew`).send({ months: pick([1, 3]) });
      expect([200, 404, 409]).toContain(answer.status);
    },
    async cancelMembership() {
      if (memberships.length < 3) return;
      const answer = await call('put', `/api/memberships/${pick(memberships)}/cancel`);
      expect([200, 404, 409]).toContain(answer.status);
    },
    async payBack() {
      if (clients.length === 0) return;
      // A payment recorded today for a day already reported: that day's revenue is restated.
      const paidAt = new Date(clock.now().getTime() - (1 + Math.floor(random() * 10)) * 24 * HOUR).toISOString();
      const answer = await call('post', '/api/payments')
        .send({ userId: pick(clients), branchId, amount: 350, method: 'CASH', status: 'COMPLETED', paidAt })
        .expect(201);
      payments.push(answer.body.data.id as string);
    },
    async refund() {
      if (payments.length === 0) return;
      const answer = await call('put', `/api/payments/${pick(payments)}`).send({
        status: 'REFUNDED',
        reason: 'Devolución',
      });
      // 404: voided since.
      expect([200, 404, 409]).toContain(answer.status);
    },
    async voidPayment() {
      if (payments.length === 0) return;
      const answer = await call('delete', `/api/payments/${pick(payments)}`).send({ reason: 'Capturado por error' });
      expect([200, 404, 409]).toContain(answer.status);
    },
    async book() {
      if (clients.length === 0) return;
      const answer = await call('post', '/api/reservations').send({
        userId: pick(clients),
        classId,
        startTime: nextOccurrence(Math.floor(random() * 4)),
      });
      expect([201, 400, 404, 409]).toContain(answer.status);
      if (answer.status === 201) bookings.push(answer.body.data as ReservationDto);
    },
    async cancelBooking() {
      if (bookings.length === 0) return;
      const answer = await call('put', `/api/reservations/${pick(bookings).id}/cancel`);
      expect([200, 400, 404, 409]).toContain(answer.status);
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
  const weighted = [
    'join',
    'join',
    'renew',
    'cancelMembership',
    'payBack',
    'payBack',
    'refund',
    'voidPayment',
    'book',
    'book',
    'book',
    'cancelBooking',
    'attendance',
    'attendance',
  ] as const;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    // Due expiries run at each step's time, as polling would, never between a step and its reading.
    await t.app.get(Scheduler).stop();
    branchId = await aBranch(t, await t.adminToken(), 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN', undefined, clock.now())).email, PASSWORD);
    plans.push(await aPlan(t, admin, branchId, null, 30), await aPlan(t, admin, branchId, null, 90));
    const instructor = await createPerson(t.app, 'INSTRUCTOR', 'Daniela Ortega', clock.now());
    classId = (
      await call('post', '/api/classes')
        .send({ name: 'Box', duration: 50, maxCapacity: 3, price: 150, instructorId: instructor.id, branchId })
        .expect(201)
    ).body.data.id as string;
    await aTimetable(
      t,
      admin,
      classId,
      ([1, 2, 3, 4, 5] as const).map((dayOfWeek) => ({ dayOfWeek, startTime: '19:00', endTime: '19:50' })),
    );
  });
  afterAll(() => t.close());

  async function expectWhatEachSaid(): Promise<void> {
    const now = await reportsNow();
    for (const { at, reports } of said) {
      const asOf = await reportsNow(at);
      for (const report of REPORTS)
        expect({ at, report, answer: asOf[report] }).toEqual({
          at,
          report,
          answer: { asOf: at, report: reports[report], restated: now[report] },
        });
    }
  }

  it(`says what each report said at ${CHECKS} instants of ${STEPS} seeded steps, and after a rebuild`, async () => {
    for (let step = 1; step <= STEPS; step += 1) {
      clock.advance((1 + Math.floor(random() * 20)) * HOUR);
      await t.app.get(Scheduler).runDue();
      await steps[pick(weighted)]?.();
      if (step % (STEPS / CHECKS) === 0) {
        said.push({ at: clock.now().toISOString(), reports: await reportsNow() });
        // Whatever happens next happens after the instant the reports were read at.
        clock.advance(1);
      }
    }
    // Every kind of step happened, and the history changed the past: the first report checked is no
    // longer what the log says now.
    expect([clients.length, memberships.length, payments.length, bookings.length].every((n) => n >= 5)).toBe(true);
    const first = said[0] as (typeof said)[number];
    expect(await reportsNow()).not.toEqual(first.reports);
    await expectWhatEachSaid();

    for (const projection of ['report-revenue', 'report-memberships', 'report-clients', 'report-classes'])
      expect(
        (await call('post', `/api/admin/projections/${projection}/rebuild?wait=true`).expect(200)).body.data,
      ).toMatchObject({ status: 'live', rebuild: { error: null } });
    await expectWhatEachSaid();
  });

  it('refuses an instant in the future or one that is not an instant, on the field', async () => {
    const later = new Date(clock.now().getTime() + 60_000).toISOString();
    const field = async (path: string) => expectRefusal(await call('get', path), [400]).errors;
    expect(await field(`/api/reports/revenue?asOf=${encodeURIComponent(later)}`)).toEqual([
      expect.objectContaining({ field: 'asOf', message: 'La fecha de corte no puede ser futura' }),
    ]);
    expect((await field('/api/reports/classes?asOf=ayer'))?.[0]).toMatchObject({ field: 'asOf' });
  });
});
