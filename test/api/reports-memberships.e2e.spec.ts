import type { MembershipDto, MembershipPlanDto, MembershipsReport } from '@boxstudio/contracts';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** Noon in the studio (Mexico City, UTC-6 all year) of a day of 2030. */
const noon = (day: string): string => `2030-${day}T18:00:00.000Z`;

/**
 * The memberships report over a known history, the clock moved day by day: two monthly
 * memberships in Polanco (one renewed, one cancelled) and a quarterly one in Roma. Terms start at
 * noon, so a 30-day term covers its 31st day's morning too.
 */
describe('reports: memberships', () => {
  const clock = new ManualClock(noon('04-01'));
  let t: TestApp;
  let admin: string;
  let polanco: string;
  let roma: string;
  let monthly: MembershipPlanDto;
  let quarterly: MembershipPlanDto;

  const call = (method: 'get' | 'post' | 'put', path: string, token: string | null = admin) => {
    const request = t.http()[method](path);
    return token === null ? request : request.set(bearer(token));
  };
  const report = async (query = ''): Promise<MembershipsReport> =>
    (await call('get', `/api/reports/memberships${query}`).expect(200)).body.data as MembershipsReport;
  const plan = async (name: string, duration: number, branchId: string): Promise<MembershipPlanDto> =>
    (
      await call('post', '/api/membership-plans')
        .send({ name, price: 800, duration, branchId, features: [] })
        .expect(201)
    ).body.data as MembershipPlanDto;
  async function sell(membershipPlan: MembershipPlanDto, day: string): Promise<MembershipDto> {
    clock.set(noon(day));
    const client = await createPerson(t.app, 'CLIENT');
    return (
      await call('post', '/api/memberships')
        .send({ userId: client.id, membershipPlanId: membershipPlan.id, startDate: noon(day), price: 800 })
        .expect(201)
    ).body.data as MembershipDto;
  }

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    polanco = await aBranch(t, superAdmin, 'BoxStudio Polanco');
    roma = await aBranch(t, superAdmin, 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    monthly = await plan('Mensual', 30, polanco);
    quarterly = await plan('Trimestral', 90, roma);
    // Active 1 April to 1 May, renewed on 25 April to 1 June.
    const first = await sell(monthly, '04-01');
    // Active from 10 April, cancelled on 8 May.
    const second = await sell(monthly, '04-10');
    clock.set(noon('04-25'));
    await call('put', `/api/memberships/${first.id}/renew`).send({ months: 1 }).expect(200);
    // Active 5 May to 3 August.
    await sell(quarterly, '05-05');
    clock.set(noon('05-08'));
    await call('put', `/api/memberships/${second.id}/cancel`).expect(200);
    clock.set(noon('05-20'));
  });
  afterAll(() => t.close());

  it('counts the active day by day over the last 30 days, what happened, the net movement and churn', async () => {
    const memberships = await report();
    expect(memberships).toMatchObject({
      period: { startDate: '2030-04-21', endDate: '2030-05-20', days: 30 },
      active: 2,
      growth: { previousPeriod: 0, previousYear: null },
      sold: 1,
      renewed: 1,
      cancelled: 1,
      expired: 0,
      frozen: 0,
      movement: { start: 2, added: 1, lost: 1, end: 2 },
      churnRate: 50,
      expiringIn7Days: 0,
      expiringIn14Days: 1,
    });
    const activeOn = Object.fromEntries(memberships.byDay.map((day) => [day.date, day.active]));
    expect([activeOn['2030-04-21'], activeOn['2030-05-04'], activeOn['2030-05-05'], activeOn['2030-05-08']]).toEqual([
      2, 2, 3, 3,
    ]);
    expect([activeOn['2030-05-09'], activeOn['2030-05-20']]).toEqual([2, 2]);
    expect(memberships.byDay.find((day) => day.date === '2030-05-08')).toMatchObject({ cancelled: 1 });
    expect(memberships.byPlan).toEqual([
      { planId: quarterly.id, planName: 'Trimestral', active: 1, sold: 1 },
      { planId: monthly.id, planName: 'Mensual', active: 1, sold: 0 },
    ]);
    expect(memberships.byBranch).toEqual([
      { branchId: roma, branchName: 'BoxStudio Roma', active: 1, sold: 1 },
      { branchId: polanco, branchName: 'BoxStudio Polanco', active: 1, sold: 0 },
    ]);
  });

  it('keeps one branch, and restates any earlier period', async () => {
    expect(await report(`?branchId=${roma}`)).toMatchObject({
      active: 1,
      movement: { start: 0, added: 1, lost: 0, end: 1 },
      churnRate: null,
    });
    expect(await report('?startDate=2030-04-01&endDate=2030-04-30')).toMatchObject({
      sold: 2,
      renewed: 1,
      movement: { start: 0, added: 2, lost: 0, end: 2 },
    });
  });

  it('answers its day table as CSV, and is the same after a rebuild from the log', async () => {
    const csv = await call('get', '/api/reports/memberships?startDate=2030-05-08&endDate=2030-05-09&format=csv').expect(
      200,
    );
    expect(csv.text).toBe(
      'date,active,sold,renewed,expired,cancelled,frozen\r\n2030-05-08,3,0,0,0,1,0\r\n2030-05-09,2,0,0,0,0,0\r\n',
    );
    const before = await report();
    await call('post', '/api/admin/projections/report-memberships/rebuild?wait=true').expect(200);
    expect(await report()).toEqual(before);
  });

  it('is for admins, and refuses a reversed range', async () => {
    const client = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    expectRefusal(await call('get', '/api/reports/memberships', client), [403]);
    expectRefusal(await call('get', '/api/reports/memberships', null), [401]);
    expectRefusal(await call('get', '/api/reports/memberships?startDate=2030-05-02&endDate=2030-05-01'), [400]);
  });
});
