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
    const branchId = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data.id as string;
    clock.advance(90 * 60_000);
    await t.http().put(`/api/branches/${branchId}`).set(bearer(token)).send({ city: 'Cholula' }).expect(200);

    const events = (await t.http().get(`/api/audit/branch/${branchId}/events`).set(bearer(token)).expect(200)).body.data.events as AuditedEvent[];
    expect(events.map((event) => [event.type, event.metadata.occurredAt])).toEqual([
      ['BranchCreated', '2030-05-01T09:00:00.000Z'],
      ['BranchUpdated', '2030-05-01T10:30:00.000Z'],
    ]);
  });
});
