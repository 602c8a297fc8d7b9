import type { ReservationDto, ReservationListResponse, UserDto } from '@boxstudio/contracts';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

const BOOKINGS = 200;
const CAPACITY = 10;
const START = '2030-05-08T14:00:00.000Z';

describe('booking race', () => {
  let t: TestApp;
  let admin: string;
  let classId: string;
  let clients: UserDto[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login((await createPerson(t.app, 'ADMIN')).email, PASSWORD);
    const instructor = await createPerson(t.app, 'INSTRUCTOR', 'Daniela Ortega');
    classId = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ name: 'Box', duration: 50, maxCapacity: CAPACITY, price: 150, instructorId: instructor.id })
        .expect(201)
    ).body.data.id as string;
    clients = await Promise.all(
      Array.from({ length: BOOKINGS }, (_, index) => createPerson(t.app, 'CLIENT', `Cliente ${index}`)),
    );
  }, 120_000);
  afterAll(() => t.close());

  const live = async (): Promise<ReservationDto[]> => {
    const page = (await t.http().get(`/api/reservations/class/${classId}?limit=100`).set(bearer(admin)).expect(200))
      .body.data as ReservationListResponse;
    return page.reservations.filter((item) => item.status !== 'CANCELLED');
  };

  it(`books exactly ${CAPACITY} of ${BOOKINGS} concurrent bookings into one occurrence; a rebuild agrees`, async () => {
    const answers = await Promise.all(
      clients.map((client) =>
        t.http().post('/api/reservations').set(bearer(admin)).send({ classId, startTime: START, userId: client.id }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 201);
    const full = answers.filter((answer) => answer.status === 409 && answer.body.message === 'La clase está llena');
    expect({ won: won.length, full: full.length }).toEqual({ won: CAPACITY, full: BOOKINGS - CAPACITY });

    const wonIds = won.map((answer) => (answer.body.data as ReservationDto).id).sort();
    expect((await live()).map((item) => item.id).sort()).toEqual(wonIds);
    expect(
      (
        await t
          .http()
          .get(`/api/reservations/availability/${classId}?startTime=${START}`)
          .set(bearer(admin))
          .expect(200)
      ).body.data,
    ).toEqual({ available: false, capacity: CAPACITY, booked: CAPACITY, remaining: 0 });

    await t.http().post('/api/admin/projections/reservations/rebuild?wait=true').set(bearer(admin)).expect(200);
    expect((await live()).map((item) => item.id).sort()).toEqual(wonIds);
    expect((await t.http().get('/api/reservations/stats').set(bearer(admin)).expect(200)).body.data).toMatchObject({
      total: CAPACITY,
      pending: CAPACITY,
    });
  }, 120_000);

  it('gives a cancelled seat to exactly one of the people racing for it', async () => {
    const [first] = await live();
    await t.http().put(`/api/reservations/${first?.id}/cancel`).set(bearer(admin)).expect(200);
    const waiting = clients.filter((client) => !(first && client.id === first.userId)).slice(-50);
    const answers = await Promise.all(
      waiting.map((client) =>
        t.http().post('/api/reservations').set(bearer(admin)).send({ classId, startTime: START, userId: client.id }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201).length).toBe(1);
    expect((await live()).length).toBe(CAPACITY);
  }, 60_000);
});
