import type { OverviewReport, ReservationDto } from '@boxstudio/contracts';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { aMembership, aPlan, aTimetable } from '../support/bookings.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** An instant of 2030 on the studio's clock (Mexico City, UTC-6 all year): month, day, "HH:MM". */
const at = (month: number, day: number, time: string): string => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2030, month - 1, day, hour + 6, minute)).toISOString();
};

/**
 * The overview on Monday 20 May 2030 at 18:30: Box (4 places, Monday 18:00) holds Ana's confirmed
 * booking (she came) and Beto's pending one, Carla cancelled hers; 3,000 paid on 2 May and 1,000
 * on 2 April (last month's same days), 500 on 25 April.
 */
describe('reports: overview', () => {
  const clock = new ManualClock(at(5, 1, '12:00'));
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    const polanco = await aBranch(t, superAdmin, 'BoxStudio Polanco');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    const instructor = await createPerson(t.app, 'INSTRUCTOR');
    const box = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ name: 'Box', duration: 50, maxCapacity: 4, price: 150, instructorId: instructor.id, branchId: polanco })
        .expect(201)
    ).body.data as { id: string };
    await aTimetable(t, admin, box.id, [{ dayOfWeek: 1, startTime: '18:00', endTime: '18:50' }]);
    const plan = await aPlan(t, admin, polanco, null, 90);
    const member = async (name: string) => {
      const person = await createPerson(t.app, 'CLIENT', name);
      await aMembership(t, admin, person.id, plan, at(5, 1, '12:00'));
      return { person, token: await t.login(person.email, PASSWORD) };
    };
    const [ana, beto, carla] = [await member('Ana'), await member('Beto'), await member('Carla')];
    const pay = (amount: number, paidAt: string) =>
      t
        .http()
        .post('/api/payments')
        .set(bearer(admin))
        .send({ userId: ana.person.id, amount, branchId: polanco, paidAt })
        .expect(201);
    clock.set(at(5, 20, '12:00'));
    await pay(1000, at(4, 2, '12:00'));
    await pay(500, at(4, 25, '12:00'));
    await pay(3000, at(5, 2, '12:00'));
    const book = async (token: string) =>
      (
        await t
          .http()
          .post('/api/reservations')
          .set(bearer(token))
          .send({ classId: box.id, startTime: at(5, 20, '18:00') })
          .expect(201)
      ).body.data as ReservationDto;
    const [anas, , carlas] = [await book(ana.token), await book(beto.token), await book(carla.token)];
    await t.http().put(`/api/reservations/${anas.id}/confirm`).set(bearer(admin)).expect(200);
    await t.http().put(`/api/reservations/${carlas.id}/cancel`).set(bearer(carla.token)).expect(200);
    clock.set(at(5, 20, '18:30'));
    await t
      .http()
      .put(`/api/reservations/${anas.id}/attendance`)
      .set(bearer(admin))
      .send({ attended: true })
      .expect(200);
  });
  afterAll(() => t.close());

  it("answers today's bookings and check-ins, members, this month's revenue against last month's", async () => {
    const overview = (await t.http().get('/api/reports/overview').set(bearer(admin)).expect(200)).body
      .data as OverviewReport;
    expect(overview).toMatchObject({
      period: { startDate: '2030-04-21', endDate: '2030-05-20' },
      // Beto and Carla: members since 1 May who have come to no class.
      users: { total: 3, active: 3, atRisk: 2 },
      classes: { total: 1, active: 1, instructors: 1 },
      reservations: {
        total: 3,
        pending: 1,
        confirmed: 1,
        cancelled: 1,
        today: 2,
        thisWeek: 2,
        thisMonth: 2,
        checkedInToday: 1,
      },
      memberships: { total: 3, active: 3, expired: 0, expiringIn7Days: 0 },
      revenue: { thisMonth: 3000 + 3 * 900, lastMonthToDate: 1000 },
    });
    // The memberships sold on 1 May (3 × 900) and the 3,000 of 2 May, with the 500 of 25 April.
    expect(overview.revenue.total).toBe(500 + 3000 + 3 * 900);
  });

  it('is for admins', async () => {
    const client = await t.login((await createPerson(t.app, 'CLIENT')).email, PASSWORD);
    expectRefusal(await t.http().get('/api/reports/overview').set(bearer(client)), [403]);
  });
});
