import type { ReservationDto, UserDto, UsersReport } from '@boxstudio/contracts';
import { randomUUID } from 'node:crypto';
import { UserCommands } from '../../api/src/modules/accounts/index.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { aMembership, aPlan, aTimetable } from '../support/bookings.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** Noon in the studio (Mexico City, UTC-6 all year) of a day of 2030. */
const noon = (day: string): string => `2030-${day}T18:00:00.000Z`;

/**
 * The users report over a known history: Ana and Beto join on 1 April with a 90-day membership,
 * Ana comes to a class on 15 May, Carla joins (Roma) with a membership on 10 May, Dani joins on
 * 18 May without one. On 20 May, Beto is at risk; Carla's term is too young to be.
 */
describe('reports: users', () => {
  const clock = new ManualClock(noon('04-01'));
  let t: TestApp;
  let admin: string;
  let polanco: string;
  let roma: string;
  let beto: UserDto;

  const get = (path: string, token: string | null = admin) => {
    const request = t.http().get(path);
    return token === null ? request : request.set(bearer(token));
  };
  const report = async (query = ''): Promise<UsersReport> =>
    (await get(`/api/reports/users${query}`).expect(200)).body.data as UsersReport;
  /** A client who joins on the clock's day. */
  const client = (name: string, branchId: string): Promise<UserDto> =>
    t.app.get(UserCommands).create(
      {
        role: 'CLIENT',
        profile: {
          ...{ name, email: `${randomUUID().slice(0, 12)}@example.com`, phone: null, branchId },
          ...{ dateOfBirth: null, address: null, emergencyContact: null, emergencyPhone: null },
        },
        password: PASSWORD,
        isActive: true,
      },
      null,
      { commandId: randomUUID(), correlationId: randomUUID(), userId: null, now: clock.now() },
    );

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    polanco = await aBranch(t, superAdmin, 'BoxStudio Polanco');
    roma = await aBranch(t, superAdmin, 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    const instructor = await createPerson(t.app, 'INSTRUCTOR');
    const quarterly = await aPlan(t, admin, polanco, null, 90);
    const ana = await client('Ana López', polanco);
    beto = await client('Beto Ruiz', polanco);
    await aMembership(t, admin, ana.id, quarterly, noon('04-01'));
    await aMembership(t, admin, beto.id, quarterly, noon('04-01'));
    const box = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          name: 'Box',
          duration: 50,
          maxCapacity: 10,
          price: 150,
          instructorId: instructor.id,
          branchId: polanco,
        })
        .expect(201)
    ).body.data as { id: string };
    await aTimetable(t, admin, box.id, [{ dayOfWeek: 3, startTime: '18:00', endTime: '18:50' }]);
    clock.set(noon('05-10'));
    const carla = await client('Carla Díaz', roma);
    await aMembership(t, admin, carla.id, await aPlan(t, admin, roma, null, 30), noon('05-10'));
    clock.set(noon('05-15'));
    const token = await t.login(ana.email, PASSWORD);
    // Wednesday 15 May, 18:00 in the studio.
    const booking = (
      await t
        .http()
        .post('/api/reservations')
        .set(bearer(token))
        .send({ classId: box.id, startTime: '2030-05-16T00:00:00.000Z' })
        .expect(201)
    ).body.data as ReservationDto;
    clock.set('2030-05-16T01:00:00.000Z');
    await t
      .http()
      .put(`/api/reservations/${booking.id}/attendance`)
      .set(bearer(admin))
      .send({ attended: true })
      .expect(200);
    clock.set(noon('05-18'));
    await client('Dani Soto', polanco);
    clock.set(noon('05-20'));
  });
  afterAll(() => t.close());

  it('counts new clients by day, month and branch, and the clients now: active, members, at risk', async () => {
    const users = await report();
    expect(users).toMatchObject({
      period: { startDate: '2030-04-21', endDate: '2030-05-20' },
      newClients: 2,
      growth: { previousPeriod: 0, previousYear: null },
      byMonth: [
        { month: '2030-04', newClients: 0 },
        { month: '2030-05', newClients: 2 },
      ],
      totalClients: 4,
      activeClients: 4,
      withActiveMembership: 3,
      atRisk: 1,
      atRiskClients: [{ id: beto.id, name: 'Beto Ruiz', lastVisitAt: null, activeUntil: '2030-06-30' }],
    });
    expect(users.byDay.filter((day) => day.newClients > 0)).toEqual([
      { date: '2030-05-10', newClients: 1 },
      { date: '2030-05-18', newClients: 1 },
    ]);
    expect(users.byBranch).toEqual(
      expect.arrayContaining([
        { branchId: roma, branchName: 'BoxStudio Roma', newClients: 1 },
        { branchId: polanco, branchName: 'BoxStudio Polanco', newClients: 1 },
      ]),
    );
    expect(await report(`?branchId=${roma}`)).toMatchObject({ newClients: 1, totalClients: 1, atRisk: 0 });
  });

  it('no longer counts a deactivated client as active, a member or at risk; the same after a rebuild', async () => {
    await t.http().put(`/api/clients/${beto.id}`).set(bearer(admin)).send({ isActive: false }).expect(200);
    const users = await report();
    expect(users).toMatchObject({ totalClients: 4, activeClients: 3, withActiveMembership: 2, atRisk: 0 });
    await t.http().post('/api/admin/projections/report-clients/rebuild?wait=true').set(bearer(admin)).expect(200);
    expect(await report()).toEqual(users);
  });

  it('answers the at-risk list as CSV, and is for admins only', async () => {
    const csv = await get('/api/reports/users?format=csv&table=byMonth').expect(200);
    expect(csv.text).toBe('month,newClients\r\n2030-04,0\r\n2030-05,2\r\n');
    const client = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    expectRefusal(await get('/api/reports/users', client), [403]);
    expectRefusal(await get('/api/reports/users', null), [401]);
  });
});
