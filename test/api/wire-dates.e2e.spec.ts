import { expectRefusal, type FieldErrorShape } from '../support/envelope.js';
import { createPerson } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * CONTRACT, API conventions: a date-time on the wire names its offset. One without is a 400 naming
 * the field ('Fecha inválida' / 'Invalid date'), on every kind of route that takes an instant, and
 * is never read in the host's zone; a bare day only where the field is a day.
 */

const byField = (errors: readonly FieldErrorShape[] | undefined): Record<string, string> =>
  Object.fromEntries((errors ?? []).map((error) => [error.field, error.message]));

const LOCAL = '2031-03-10T10:00:00';
const DAY = 24 * 60 * 60 * 1000;

describe('dates on the wire', () => {
  let t: TestApp;
  let admin: string;
  let clientId: string;
  let membershipId: string;

  /** Each route that takes an instant, with a request whose only problem is that field. */
  const routes = (date: string) => [
    {
      field: 'startTime',
      send: () => t.http().post('/api/reservations').send({ classId: 'class-1', userId: clientId, startTime: date }),
    },
    { field: 'startTime', send: () => t.http().put('/api/reservations/some-booking').send({ startTime: date }) },
    {
      field: 'startTime',
      send: () => t.http().get(`/api/reservations/availability/class-1?startTime=${encodeURIComponent(date)}`),
    },
    {
      field: 'startDate',
      send: () =>
        t
          .http()
          .post('/api/memberships')
          .send({ userId: clientId, membershipPlanId: 'plan-1', startDate: date, price: 500 }),
    },
    { field: 'startDate', send: () => t.http().put(`/api/memberships/${membershipId}`).send({ startDate: date }) },
    {
      field: 'freezeUntil',
      send: () => t.http().put(`/api/memberships/${membershipId}/freeze`).send({ freezeUntil: date }),
    },
    {
      field: 'paidAt',
      send: () =>
        t.http().post('/api/payments').send({ userId: clientId, branchId: 'branch-1', amount: 100, paidAt: date }),
    },
    { field: 'from', send: () => t.http().get(`/api/payments?from=${encodeURIComponent(date)}`) },
    { field: 'to', send: () => t.http().get(`/api/payments?to=${encodeURIComponent(date)}`) },
    {
      field: 'asOf',
      send: () => t.http().get(`/api/audit/membership/${membershipId}?asOf=${encodeURIComponent(date)}`),
    },
    { field: 'dateOfBirth', send: () => t.http().put(`/api/users/${clientId}`).send({ dateOfBirth: date }) },
  ];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    const branch = { name: 'Sucursal Fechas', address: 'Calle 5', city: 'CDMX', state: 'CDMX', country: 'México' };
    const branchId = (await t.http().post('/api/branches').set(bearer(admin)).send(branch).expect(201)).body.data
      .id as string;
    const planId = (
      await t
        .http()
        .post('/api/membership-plans')
        .set(bearer(admin))
        .send({ name: 'Mensual', price: 500, duration: 30, branchId, features: [] })
        .expect(201)
    ).body.data.id as string;
    clientId = (await createPerson(t.app, 'CLIENT')).id;
    const sale = { userId: clientId, membershipPlanId: planId, startDate: new Date().toISOString(), price: 500 };
    membershipId = (await t.http().post('/api/memberships').set(bearer(admin)).send(sale).expect(201)).body.data
      .id as string;
  });
  afterAll(() => t.close());

  it('answers a date-time with no offset with a 400 naming the field, on every route taking an instant', async () => {
    for (const sent of [LOCAL, '2031-03-10T10:00']) {
      for (const route of routes(sent)) {
        const refused = expectRefusal(await route.send().set(bearer(admin)), [400]);
        expect({ sent, field: route.field, errors: byField(refused.errors) }).toEqual({
          sent,
          field: route.field,
          errors: { [route.field]: 'Fecha inválida' },
        });
      }
    }
  });

  it('says it in English when asked', async () => {
    for (const route of routes(LOCAL)) {
      const refused = expectRefusal(await route.send().set(bearer(admin)).set('Accept-Language', 'en'), [400]);
      expect({ field: route.field, errors: byField(refused.errors) }).toEqual({
        field: route.field,
        errors: { [route.field]: 'Invalid date' },
      });
    }
  });

  it('refuses a bare day where the field is an instant', async () => {
    const instantsOnly = routes('2031-03-10').filter((route) => !['freezeUntil', 'dateOfBirth'].includes(route.field));
    for (const route of instantsOnly) {
      const refused = expectRefusal(await route.send().set(bearer(admin)), [400]);
      expect({ field: route.field, errors: byField(refused.errors) }).toEqual({
        field: route.field,
        errors: { [route.field]: 'Fecha inválida' },
      });
    }
  });

  it('takes a bare day where the field is a day: a freeze until a studio day, a date of birth', async () => {
    const studioDay = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    await t
      .http()
      .put(`/api/memberships/${membershipId}/freeze`)
      .set(bearer(admin))
      .send({ freezeUntil: studioDay })
      .expect(200);
    const person = await t
      .http()
      .put(`/api/users/${clientId}`)
      .set(bearer(admin))
      .send({ dateOfBirth: '1990-05-17' })
      .expect(200);
    expect(person.body.data.dateOfBirth).toBe('1990-05-17T00:00:00.000Z');
  });

  it('takes the same instant with any offset, and answers it in UTC', async () => {
    const start = '2031-03-10T10:00:00-06:00';
    const moved = await t.http().put(`/api/memberships/${membershipId}`).set(bearer(admin)).send({ startDate: start });
    expect(moved.status).toBe(200);
    expect(moved.body.data.startDate).toBe('2031-03-10T16:00:00.000Z');
  });
});
