import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

type AuditedEvent = { type: string; metadata: { occurredAt: string } };

describe('the time of a command', () => {
  const clock = new ManualClock('2030-05-01T09:00:00.000Z');
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    token = await t.adminToken();
  });
  afterAll(() => t.close());

  it('is the injected clock: moving it moves when the next command happened', async () => {
    const branch = { name: 'Reloj', address: 'Calle 1', city: 'Puebla', state: 'Puebla', country: 'México' };
    clock.set('2030-05-01T09:00:00.000Z');
    const branchId = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data
      .id as string;
    clock.advance(90 * 60_000);
    await t.http().put(`/api/branches/${branchId}`).set(bearer(token)).send({ city: 'Cholula' }).expect(200);

    const events = (await t.http().get(`/api/audit/branch/${branchId}/events`).set(bearer(token)).expect(200)).body.data
      .events as AuditedEvent[];
    expect(events.map((event) => [event.type, event.metadata.occurredAt])).toEqual([
      ['BranchCreated', '2030-05-01T09:00:00.000Z'],
      ['BranchUpdated', '2030-05-01T10:30:00.000Z'],
    ]);
  });

  it('is the clock the statistics count from: a client new this month is no longer new a month later', async () => {
    clock.set('2030-06-10T12:00:00.000Z');
    const stats = async (): Promise<{ newClientsThisMonth: number }> =>
      (await t.http().get('/api/clients/stats').set(bearer(token)).expect(200)).body.data;
    const before = (await stats()).newClientsThisMonth;
    const client = {
      name: 'Reloj Cliente',
      email: 'reloj.cliente@example.com',
      phone: '+52 55 1234 5678',
      password: 'Boxeo2024',
    };
    await t.http().post('/api/clients').set(bearer(token)).send(client).expect(201);
    expect((await stats()).newClientsThisMonth).toBe(before + 1);
    clock.set('2030-07-10T12:00:00.000Z');
    expect((await stats()).newClientsThisMonth).toBe(0);
  });

  it('is the "now" of a history asked without an instant: a record made at the clock’s time is there', async () => {
    clock.set('2031-01-01T08:00:00.000Z');
    const branch = { name: 'Futuro', address: 'Calle 2', city: 'Puebla', state: 'Puebla', country: 'México' };
    const branchId = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data
      .id as string;
    const now = (await t.http().get(`/api/audit/branch/${branchId}`).set(bearer(token)).expect(200)).body.data;
    expect(now).toMatchObject({ asOf: '2031-01-01T08:00:00.000Z', state: { name: 'Futuro' } });
  });
});
