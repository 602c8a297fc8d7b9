import type { MembershipPlanDto, PaymentDto, RevenueReport } from '@boxstudio/contracts';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';
import { anItem } from './inventory-helpers.js';

/** Monday 20 May 2030, 12:00 in the studio (Mexico City, UTC-6 all year). */
const NOW = '2030-05-20T18:00:00.000Z';

/**
 * The revenue report over a known history: payments by hand on chosen studio days (one paid at
 * 23:00 studio time, which is the next day in UTC), a membership sale, a desk sale, a pending
 * payment, a refunded and a voided one, and one in the previous period for growth.
 */
describe('reports: revenue', () => {
  const clock = new ManualClock(NOW);
  let t: TestApp;
  let admin: string;
  let polanco: string;
  let roma: string;
  let plan: MembershipPlanDto;

  const get = (path: string, token: string | null = admin) => {
    const call = t.http().get(path);
    return token === null ? call : call.set(bearer(token));
  };
  const report = async (query = ''): Promise<RevenueReport> =>
    (await get(`/api/reports/revenue${query}`).expect(200)).body.data as RevenueReport;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    polanco = await aBranch(t, superAdmin, 'BoxStudio Polanco');
    roma = await aBranch(t, superAdmin, 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    const client = await createPerson(t.app, 'CLIENT', 'Sofía Hernández');
    const pay = async (body: object): Promise<PaymentDto> =>
      (
        await t
          .http()
          .post('/api/payments')
          .set(bearer(admin))
          .send({ userId: client.id, ...body })
          .expect(201)
      ).body.data as PaymentDto;
    await pay({ amount: 1000, method: 'CASH', branchId: polanco, paidAt: '2030-05-10T18:00:00.000Z' });
    // 23:00 on 14 May in the studio: 15 May in UTC.
    await pay({ amount: 250.5, method: 'CARD', branchId: roma, paidAt: '2030-05-15T05:00:00.000Z' });
    await pay({ amount: 300, method: 'TRANSFER', branchId: polanco, paidAt: '2030-04-15T18:00:00.000Z' });
    await pay({ amount: 999, status: 'PENDING', branchId: polanco, paidAt: '2030-05-12T18:00:00.000Z' });
    const refunded = await pay({ amount: 400, branchId: polanco, paidAt: '2030-05-11T18:00:00.000Z' });
    await t
      .http()
      .put(`/api/payments/${refunded.id}`)
      .set(bearer(admin))
      .send({ status: 'REFUNDED', reason: 'Cobro duplicado' })
      .expect(200);
    const voided = await pay({ amount: 50, method: 'CARD', branchId: roma, paidAt: '2030-05-13T18:00:00.000Z' });
    await t
      .http()
      .delete(`/api/payments/${voided.id}`)
      .set(bearer(admin))
      .send({ reason: 'Capturado por error' })
      .expect(200);
    plan = (
      await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(admin))
        .send({ name: 'Mensual', price: 799.9, duration: 30, branchId: polanco, features: [] })
        .expect(201)
    ).body.data as MembershipPlanDto;
    await t
      .http()
      .post('/api/memberships')
      .set(bearer(admin))
      .send({ userId: client.id, membershipPlanId: plan.id, startDate: NOW, price: 799.9, paymentMethod: 'CARD' })
      .expect(201);
    const wraps = await anItem(t, admin, roma, { name: 'Vendas', sku: 'VND-R', price: 180, quantity: 5 });
    await t
      .http()
      .post(`/api/inventory/${wraps.id}/sales`)
      .set(bearer(admin))
      .send({ quantity: 2, method: 'CASH' })
      .expect(201);
  });
  afterAll(() => t.close());

  it('adds up the last 30 studio days: counted payments, by day, month, branch, plan, method, stream', async () => {
    const revenue = await report();
    expect(revenue).toMatchObject({
      period: { startDate: '2030-04-21', endDate: '2030-05-20', days: 30, branchId: null },
      totalRevenue: 2410.4,
      monthlyRevenue: 2410.4,
      payments: 4,
      growth: { previousPeriod: 703.5, previousYear: null },
      refunded: { revenue: 400, payments: 1 },
      byMonth: [
        { month: '2030-04', revenue: 0, payments: 0 },
        { month: '2030-05', revenue: 2410.4, payments: 4 },
      ],
      paymentMethods: [
        { method: 'CASH', revenue: 1360, payments: 2 },
        { method: 'CARD', revenue: 1050.4, payments: 2 },
        { method: 'TRANSFER', revenue: 0, payments: 0 },
      ],
      bySource: [
        { stream: 'MEMBERSHIPS', revenue: 799.9, payments: 1 },
        { stream: 'RETAIL', revenue: 360, payments: 1 },
        { stream: 'OTHER', revenue: 1250.5, payments: 2 },
      ],
    });
    expect(revenue.byDay).toHaveLength(30);
    expect(revenue.byDay.filter((day) => day.payments !== 0)).toEqual([
      { date: '2030-05-10', revenue: 1000, payments: 1 },
      { date: '2030-05-14', revenue: 250.5, payments: 1 },
      { date: '2030-05-20', revenue: 1159.9, payments: 2 },
    ]);
    expect(revenue.byBranch).toEqual([
      { branchId: polanco, branchName: 'BoxStudio Polanco', revenue: 1799.9, payments: 2 },
      { branchId: roma, branchName: 'BoxStudio Roma', revenue: 610.5, payments: 2 },
    ]);
    expect(revenue.byPlan).toEqual([
      { planId: null, planName: null, revenue: 1610.5, payments: 3 },
      { planId: plan.id, planName: 'Mensual', revenue: 799.9, payments: 1 },
    ]);
  });

  it('keeps one branch, and any range of studio days up to two years', async () => {
    expect(await report(`?branchId=${roma}`)).toMatchObject({ totalRevenue: 610.5, payments: 2 });
    const april = await report('?startDate=2030-04-01&endDate=2030-04-30');
    expect(april).toMatchObject({ period: { days: 30 }, totalRevenue: 300, growth: { previousPeriod: null } });
    expect((await report('?startDate=2028-05-20&endDate=2030-05-19')).period.days).toBe(730);
  });

  it('answers the same rows as CSV: RFC 4180 by ?format=csv or Accept, and the Spanish Excel profile', async () => {
    const period = '?startDate=2030-05-10&endDate=2030-05-14';
    const csv = await get(`/api/reports/revenue${period}&format=csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toBe(
      'date,revenue,payments\r\n2030-05-10,1000,1\r\n2030-05-11,0,0\r\n2030-05-12,0,0\r\n' +
        '2030-05-13,0,0\r\n2030-05-14,250.5,1\r\n',
    );
    const accepted = await get(`/api/reports/revenue${period}`).set('Accept', 'text/csv').expect(200);
    expect(accepted.text).toBe(csv.text);
    const excel = await get(`/api/reports/revenue?csv=excel-es&format=csv&table=byBranch`).expect(200);
    expect(excel.text).toBe(
      `\uFEFFbranchId;branchName;revenue;payments\r\n${polanco};BoxStudio Polanco;1799,9;2\r\n` +
        `${roma};BoxStudio Roma;610,5;2\r\n`,
    );
  });

  it('refuses a reversed range, one over two years, a day that does not exist and an unknown format', async () => {
    const field = async (query: string, status = 400) =>
      expectRefusal(await get(`/api/reports/revenue${query}`), [status]).errors;
    expect(await field('?startDate=2030-05-20&endDate=2030-05-01')).toEqual([
      expect.objectContaining({ field: 'endDate', message: 'La fecha final no puede ser anterior a la inicial' }),
    ]);
    expect(await field('?startDate=2028-05-18&endDate=2030-05-19')).toEqual([
      expect.objectContaining({ field: 'startDate', message: 'Un reporte cubre como máximo 731 días' }),
    ]);
    expect((await field('?startDate=2030-02-30'))?.[0]).toMatchObject({ field: 'startDate' });
    expect((await field('?format=xml'))?.[0]).toMatchObject({ field: 'format' });
  });

  it('is for admins: a client 403, anonymous 401', async () => {
    const client = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    expectRefusal(await get('/api/reports/revenue', client), [403]);
    expectRefusal(await get('/api/reports/revenue', null), [401]);
  });

  it('is the same after the report’s read model is rebuilt from the log', async () => {
    const before = await report();
    await t.http().post('/api/admin/projections/report-revenue/rebuild?wait=true').set(bearer(admin)).expect(200);
    expect(await report()).toEqual(before);
  });
});
