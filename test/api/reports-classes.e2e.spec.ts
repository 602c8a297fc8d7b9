import type { ClassesReport, ReservationDto } from '@boxstudio/contracts';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { aMembership, aPlan, aTimetable } from '../support/bookings.js';
import { expectRefusal } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { aBranch } from '../support/studio.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/** An instant of May 2030 on the studio's clock (Mexico City, UTC-6 all year). */
const may = (day: number, time: string): string => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(2030, 4, day, hour + 6, minute)).toISOString();
};

/**
 * The classes report over the week of Monday 13 May 2030: Box (4 places, Polanco, Monday,
 * Wednesday and Friday 18:00, Daniela) and Yoga (2 places, Roma, Tuesday 07:00, Jorge). Box on
 * Monday: Ana came, Beto did not; Wednesday: Ana came; Friday: Ana booked (attendance not taken),
 * Carla booked and cancelled. Yoga on Tuesday: Dani came.
 */
describe('reports: classes', () => {
  const clock = new ManualClock(may(1, '12:00'));
  let t: TestApp;
  let admin: string;
  let danielaToken: string;
  let box: { id: string };
  let yoga: { id: string };
  const WEEK = '?startDate=2030-05-13&endDate=2030-05-19';

  const get = (path: string, token: string | null = admin) => {
    const request = t.http().get(path);
    return token === null ? request : request.set(bearer(token));
  };
  const report = async (path: string, token = admin): Promise<ClassesReport> =>
    (await get(path, token).expect(200)).body.data as ClassesReport;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    const superAdmin = await t.adminToken();
    const polanco = await aBranch(t, superAdmin, 'BoxStudio Polanco');
    const roma = await aBranch(t, superAdmin, 'BoxStudio Roma');
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    const daniela = await createPerson(t.app, 'INSTRUCTOR', 'Daniela Ortega');
    const jorge = await createPerson(t.app, 'INSTRUCTOR', 'Jorge Ruiz');
    danielaToken = await t.login(daniela.email, PASSWORD);
    const newClass = async (name: string, maxCapacity: number, instructorId: string, branchId: string) =>
      (
        await t
          .http()
          .post('/api/classes')
          .set(bearer(admin))
          .send({ name, duration: 50, maxCapacity, price: 150, instructorId, branchId })
          .expect(201)
      ).body.data as { id: string };
    box = await newClass('Box', 4, daniela.id, polanco);
    yoga = await newClass('Yoga', 2, jorge.id, roma);
    await aTimetable(
      t,
      admin,
      box.id,
      ([1, 3, 5] as const).map((dayOfWeek) => ({ dayOfWeek, startTime: '18:00', endTime: '18:50' })),
    );
    await aTimetable(t, admin, yoga.id, [{ dayOfWeek: 2, startTime: '07:00', endTime: '07:50' }]);
    const plans = { polanco: await aPlan(t, admin, polanco, null), roma: await aPlan(t, admin, roma, null) };
    const member = async (name: string, plan: keyof typeof plans) => {
      const person = await createPerson(t.app, 'CLIENT', name);
      await aMembership(t, admin, person.id, plans[plan], may(1, '12:00'));
      return t.login(person.email, PASSWORD);
    };
    const [ana, beto, carla, dani] = [
      await member('Ana', 'polanco'),
      await member('Beto', 'polanco'),
      await member('Carla', 'polanco'),
      await member('Dani', 'roma'),
    ];
    clock.set(may(12, '12:00'));
    const book = async (token: string, classId: string, startTime: string) =>
      (await t.http().post('/api/reservations').set(bearer(token)).send({ classId, startTime }).expect(201)).body
        .data as ReservationDto;
    const bookings = {
      anaMonday: await book(ana, box.id, may(13, '18:00')),
      betoMonday: await book(beto, box.id, may(13, '18:00')),
      anaWednesday: await book(ana, box.id, may(15, '18:00')),
      anaFriday: await book(ana, box.id, may(17, '18:00')),
      carlaFriday: await book(carla, box.id, may(17, '18:00')),
      daniTuesday: await book(dani, yoga.id, may(14, '07:00')),
    };
    await t.http().put(`/api/reservations/${bookings.carlaFriday.id}/cancel`).set(bearer(carla)).expect(200);
    clock.set(may(20, '12:00'));
    const attended = (booking: ReservationDto, came: boolean) =>
      t
        .http()
        .put(`/api/reservations/${booking.id}/attendance`)
        .set(bearer(admin))
        .send({ attended: came })
        .expect(200);
    await attended(bookings.anaMonday, true);
    await attended(bookings.betoMonday, false);
    await attended(bookings.anaWednesday, true);
    await attended(bookings.daniTuesday, true);
  });
  afterAll(() => t.close());

  it('fills the timetable’s places with the bookings held, and counts who came of those started', async () => {
    const classes = await report(`/api/reports/classes${WEEK}`);
    expect(classes).toMatchObject({
      occurrences: 4,
      capacity: 14,
      booked: 5,
      fillRate: 35.7,
      pastBooked: 5,
      attended: 3,
      noShows: 1,
      attendanceRate: 60,
    });
    expect(classes.byClass).toEqual([
      expect.objectContaining({
        classId: box.id,
        className: 'Box',
        occurrences: 3,
        capacity: 12,
        booked: 4,
        fillRate: 33.3,
        attended: 2,
        noShows: 1,
        attendanceRate: 50,
      }),
      expect.objectContaining({
        classId: yoga.id,
        className: 'Yoga',
        occurrences: 1,
        capacity: 2,
        booked: 1,
        fillRate: 50,
        attendanceRate: 100,
      }),
    ]);
    expect(classes.byInstructor.map((row) => [row.instructorName, row.booked])).toEqual([
      ['Daniela Ortega', 4],
      ['Jorge Ruiz', 1],
    ]);
    expect(classes.byDayOfWeek.map((row) => row.occurrences)).toEqual([0, 1, 1, 1, 0, 1, 0]);
    expect(classes.byHour.map((row) => [row.hour, row.occurrences, row.booked])).toEqual([
      ['07', 1, 1],
      ['18', 3, 4],
    ]);
    expect(classes.byDay.find((day) => day.date === '2030-05-13')).toMatchObject({ booked: 2, fillRate: 50 });
  });

  it("gives an instructor its own classes only, and admins any instructor's", async () => {
    const own = await report(`/api/reports/my-classes${WEEK}`, danielaToken);
    expect(own).toMatchObject({ occurrences: 3, booked: 4, attended: 2 });
    expect(own.byClass.map((row) => row.className)).toEqual(['Box']);
    expectRefusal(await get(`/api/reports/classes${WEEK}`, danielaToken), [403]);
    expectRefusal(await get(`/api/reports/my-classes${WEEK}`), [403]);
  });

  it('answers a table as CSV, and is the same after a rebuild', async () => {
    const csv = await get(`/api/reports/classes${WEEK}&format=csv&table=byHour`).expect(200);
    expect(csv.text).toBe(
      'hour,occurrences,capacity,booked,fillRate,pastBooked,attended,noShows,attendanceRate\r\n' +
        '07,1,2,1,50,1,1,0,100\r\n18,3,12,4,33.3,4,2,1,50\r\n',
    );
    const before = await report(`/api/reports/classes${WEEK}`);
    await t.http().post('/api/admin/projections/report-classes/rebuild?wait=true').set(bearer(admin)).expect(200);
    expect(await report(`/api/reports/classes${WEEK}`)).toEqual(before);
  });
});
