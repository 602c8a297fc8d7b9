import {
  PAYMENT_METHODS,
  RECORDABLE_PAYMENT_STATUSES,
  type MembershipPlanDto,
  type PaymentListResponse,
  type PaymentStatsResponse,
  type RevenueReport,
  type UserDto,
} from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../api/src/platform/event-log/event-log.port.js';
import { StudioCalendar } from '../../api/src/platform/time/studio-calendar.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { seeded } from '../support/seeded-random.js';
import { allEvents, revenueCentsByDay, settled } from './report-folds.js';

/** Monday 6 May 2030, 09:00 in the studio. The sequence moves the clock on into June. */
const NOW = '2030-05-06T15:00:00.000Z';
const SEED = 20300506;
const STEPS = 90;
const HOUR = 3_600_000;

/** What the payment events in the log add up to, folded here without the read model. */
interface Folded {
  readonly totalPayments: number;
  readonly pendingPayments: number;
  readonly completedPayments: number;
  readonly failedPayments: number;
  readonly refundedPayments: number;
  readonly refundedCents: number;
  readonly revenueCents: number;
  readonly monthlyCents: number;
  readonly centsByPlan: ReadonlyMap<string, number>;
  readonly sources: Readonly<Record<string, number>>;
}

function fold(events: readonly RecordedEvent[], month: { from: Date; to: Date }): Folded {
  const payments = new Map<string, { cents: number; status: string; paidAt: string; planId: string | null }>();
  const sources: Record<string, number> = {};
  for (const { type, data } of events) {
    const id = String(data['paymentId']);
    if (type === 'PaymentRecorded') {
      payments.set(id, {
        cents: Math.round(Number(data['amount']) * 100),
        status: String(data['status']),
        paidAt: String(data['paidAt']),
        planId: (data['membershipPlanId'] as string | null) ?? null,
      });
      sources[String(data['source'])] = (sources[String(data['source'])] ?? 0) + 1;
    }
    const payment = payments.get(id);
    if (type === 'PaymentRefunded' && payment) payment.status = 'REFUNDED';
    if (type === 'PaymentVoided') payments.delete(id);
  }
  const all = [...payments.values()];
  const completed = all.filter((payment) => payment.status === 'COMPLETED');
  const refunded = all.filter((payment) => payment.status === 'REFUNDED');
  const inMonth = (paidAt: string) =>
    Date.parse(paidAt) >= month.from.getTime() && Date.parse(paidAt) < month.to.getTime();
  const centsByPlan = new Map<string, number>();
  for (const payment of completed)
    if (payment.planId !== null)
      centsByPlan.set(payment.planId, (centsByPlan.get(payment.planId) ?? 0) + payment.cents);
  return {
    totalPayments: all.length,
    pendingPayments: all.filter((payment) => payment.status === 'PENDING').length,
    completedPayments: completed.length,
    failedPayments: all.filter((payment) => payment.status === 'FAILED').length,
    refundedPayments: refunded.length,
    refundedCents: refunded.reduce((sum, payment) => sum + payment.cents, 0),
    revenueCents: completed.reduce((sum, payment) => sum + payment.cents, 0),
    monthlyCents: completed
      .filter((payment) => inMonth(payment.paidAt))
      .reduce((sum, payment) => sum + payment.cents, 0),
    centsByPlan,
    sources,
  };
}

describe('payments revenue, property: the figures are what the payment events add up to', () => {
  const clock = new ManualClock(NOW);
  const calendar = new StudioCalendar();
  const random = seeded(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const cents = (min: number, max: number): number => (min + Math.floor(random() * (max - min + 1))) / 100;
  let t: TestApp;
  let admin: string;
  let branchId: string;
  const clients: UserDto[] = [];
  const plans: MembershipPlanDto[] = [];
  const memberships: { id: string; userId: string }[] = [];
  const made = { sales: 0, renewals: 0 };

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[method](path).set(bearer(admin));
  const stats = async (): Promise<PaymentStatsResponse> =>
    (await call('get', '/api/payments/stats').expect(200)).body.data as PaymentStatsResponse;

  /** Every payment the list shows now (sales' and renewals' included once their reaction ran). */
  async function listedIds(): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await call('get', `/api/payments?limit=100&page=${page}`).expect(200)).body
        .data as PaymentListResponse;
      ids.push(...answer.payments.map((payment) => payment.id));
      if (page >= answer.totalPages) return ids;
    }
  }

  /** The last studio day of each check, so later checks restate those periods too. */
  const checkedDays: string[] = [];

  /**
   * The revenue report of the 45 days up to each day checked so far (today's and earlier ones,
   * restated by what happened since) is the log's fold by studio day, day by day.
   */
  async function expectRevenueReportFromTheLog(events: readonly RecordedEvent[]): Promise<void> {
    checkedDays.push(calendar.dayOf(clock.now()));
    const byDay = revenueCentsByDay(events, calendar);
    for (const endDate of checkedDays) {
      const startDate = calendar.addDays(endDate, -44);
      const report = (await call('get', `/api/reports/revenue?startDate=${startDate}&endDate=${endDate}`).expect(200))
        .body.data as RevenueReport;
      const folded = report.byDay.map(({ date }) => ({ date, revenue: (byDay.get(date) ?? 0) / 100 }));
      expect(report.byDay.map(({ date, revenue }) => ({ date, revenue }))).toEqual(folded);
      const totalCents = report.byDay.reduce((sum, { date }) => sum + (byDay.get(date) ?? 0), 0);
      expect(report.totalRevenue).toBe(totalCents / 100);
    }
  }

  async function expectFiguresFromTheLog(): Promise<Folded> {
    await settled(t, admin);
    const events = await allEvents(t.app.get<EventLog>(EVENT_LOG));
    await expectRevenueReportFromTheLog(events);
    const folded = fold(events, calendar.month(clock.now()));
    expect(await stats()).toEqual({
      totalPayments: folded.totalPayments,
      totalRevenue: folded.revenueCents / 100,
      pendingPayments: folded.pendingPayments,
      completedPayments: folded.completedPayments,
      failedPayments: folded.failedPayments,
      refundedPayments: folded.refundedPayments,
      refundedAmount: folded.refundedCents / 100,
      successRate:
        folded.completedPayments + folded.failedPayments === 0
          ? 0
          : Math.round((folded.completedPayments * 1000) / (folded.completedPayments + folded.failedPayments)) / 10,
      monthlyRevenue: folded.monthlyCents / 100,
    });
    for (const plan of plans) {
      const revenue = (await call('get', `/api/membership-plans/${plan.id}/stats`).expect(200)).body.data.stats.revenue
        .total as number;
      expect(revenue).toBe((folded.centsByPlan.get(plan.id) ?? 0) / 100);
    }
    return folded;
  }

  const steps: Record<string, () => Promise<void>> = {
    async sale() {
      const client = pick(clients);
      const answer = await call('post', '/api/memberships').send({
        userId: client.id,
        membershipPlanId: pick(plans).id,
        startDate: clock.now().toISOString(),
        price: cents(10_000, 300_000),
        paymentMethod: pick(PAYMENT_METHODS),
      });
      // A client still holding a live membership is refused, recording nothing.
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) return;
      memberships.push({ id: answer.body.data.id as string, userId: client.id });
      made.sales += 1;
    },
    async renewal() {
      if (memberships.length === 0) return steps['sale']?.();
      const answer = await call('put', `/api/memberships/${pick(memberships).id}/renew`).send({
        months: pick([1, 3, 6, 12]),
        paymentMethod: pick(PAYMENT_METHODS),
      });
      // Refused (nothing recorded) when its payment would pass 1,000,000.
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 200) made.renewals += 1;
    },
    async manual() {
      const client = pick(clients);
      const own = memberships.filter((membership) => membership.userId === client.id);
      const membershipId = own.length > 0 && random() < 0.5 ? pick(own).id : undefined;
      const paidAt =
        random() < 0.5
          ? undefined
          : new Date(clock.now().getTime() - Math.floor(random() * 40 * 24) * HOUR).toISOString();
      await call('post', '/api/payments')
        .send({
          userId: client.id,
          branchId,
          amount: cents(1, 500_000),
          method: pick(PAYMENT_METHODS),
          status: pick(RECORDABLE_PAYMENT_STATUSES),
          membershipId,
          paidAt,
        })
        .expect(201);
    },
    async refund() {
      const ids = await listedIds();
      if (ids.length === 0) return;
      const answer = await call('put', `/api/payments/${pick(ids)}`).send({ status: 'REFUNDED', reason: 'Devolución' });
      expect([200, 409]).toContain(answer.status);
    },
    async void() {
      const ids = await listedIds();
      if (ids.length === 0) return;
      await call('delete', `/api/payments/${pick(ids)}`)
        .send({ reason: 'Capturado por error' })
        .expect(200);
    },
  };
  const weighted = [
    'sale',
    'sale',
    'sale',
    'renewal',
    'renewal',
    'manual',
    'manual',
    'manual',
    'refund',
    'refund',
    'void',
  ] as const;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    branchId = await aBranch(t, superAdmin, 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    for (const [name, price, duration] of [
      ['Mensual', 799.9, 30],
      ['Trimestral', 2100.35, 90],
    ] as const) {
      plans.push(
        (
          await call('post', '/api/membership-plans')
            .send({ name, price, duration, branchId, features: [] })
            .expect(201)
        ).body.data as MembershipPlanDto,
      );
    }
    for (const name of [
      'Ana López',
      'Beto Ruiz',
      'Carla Díaz',
      'Diego Pérez',
      'Elena Mora',
      'Fer Soto',
      'Gael Ríos',
      'Hugo Vega',
      'Inés Lara',
      'Juan Cruz',
    ]) {
      const profile = {
        name,
        email: `${randomUUID().slice(0, 12)}@example.com`,
        phone: null,
        branchId,
        dateOfBirth: null,
        address: null,
        emergencyContact: null,
        emergencyPhone: null,
      };
      clients.push(
        await t.app.get(UserCommands).create({ role: 'CLIENT', profile, password: PASSWORD, isActive: true }, null, {
          commandId: randomUUID(),
          correlationId: randomUUID(),
          userId: null,
          now: clock.now(),
        }),
      );
    }
  });
  afterAll(() => t.close());

  it(`holds after each third of ${STEPS} seeded sales, renewals, payments, refunds, voids, and a rebuild`, async () => {
    for (let step = 1; step <= STEPS; step += 1) {
      clock.advance(Math.floor(random() * 36) * HOUR);
      await steps[pick(weighted)]?.();
      if (step % (STEPS / 3) === 0) await expectFiguresFromTheLog();
    }
    const folded = await expectFiguresFromTheLog();
    // Each sale and each renewal recorded exactly one payment.
    expect({ sales: folded.sources['SALE'] ?? 0, renewals: folded.sources['RENEWAL'] ?? 0 }).toEqual(made);
    expect(made.sales).toBeGreaterThan(5);
    expect(made.renewals).toBeGreaterThan(5);
    expect(folded.revenueCents).toBeGreaterThan(0);
    expect(folded.monthlyCents).toBeGreaterThan(0);
    expect(folded.monthlyCents).toBeLessThan(folded.revenueCents);

    for (const name of ['payments', 'report-revenue']) {
      const rebuilt = await call('post', `/api/admin/projections/${name}/rebuild?wait=true`).expect(200);
      expect(rebuilt.body.data).toMatchObject({ name, status: 'live', rebuild: { error: null } });
    }
    await expectFiguresFromTheLog();
  });
});
