import type { PaymentListResponse, RevenueReport } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../api/src/platform/event-log/event-log.port.js';
import { ManualClock } from '../../api/src/testing/manual-clock.js';
import { appRoutes } from '../support/app-routes.js';
import { envelopeProblem, expectRefusal } from '../support/envelope.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createKey, daysAhead, keyStudio, withKey, type KeyStudio } from './api-key-helpers.js';

const OUT_OF_SCOPE = 'Esta clave de API solo puede consultar los datos de su sucursal';

describe('what an API key may do: read what admins read, never write, and only its branch when it has one', () => {
  const clock = new ManualClock('2030-05-06T15:00:00.000Z');
  let t: TestApp;
  let s: KeyStudio;
  let key = '';
  let branchKey = '';
  beforeAll(async () => {
    t = await startTestApp({}, undefined, { clock });
    s = await keyStudio(t);
    key = (await createKey(t, s.admin, { name: 'Tablero', expiresAt: daysAhead(clock, 30) })).key;
    const scoped = { name: 'Polanco', expiresAt: daysAhead(clock, 30), branchId: s.branchA };
    branchKey = (await createKey(t, s.admin, scoped)).key;
  });
  afterAll(() => t.close());

  const get = (path: string, apiKey = key) => t.http().get(path).set(withKey(apiKey));
  const payments = async (path: string, apiKey: string) =>
    (await get(path, apiKey).expect(200)).body.data as PaymentListResponse;

  it('reads the lists, statistics and history admins read, and the public routes', async () => {
    expect((await payments('/api/payments', key)).total).toBe(3);
    for (const path of ['/api/payments/stats', '/api/users', '/api/inventory', '/api/branches', '/api/classes'])
      expect([path, (await get(path)).status]).toEqual([path, 200]);
    expect((await get(`/api/audit/branch/${s.branchA}/events`)).status).toBe(200);
    // Every GET route without a parameter: answered in the envelope, never a 5xx, and never refused as a write.
    const reads = appRoutes(t.app).filter((route) => route.method === 'GET' && !route.path.includes(':'));
    for (const route of reads) {
      const response = await get(route.path);
      expect([route.path, envelopeProblem(response.status, response.body)]).toEqual([route.path, null]);
      expect(response.body.message).not.toBe('Una clave de API solo puede consultar; no puede hacer cambios');
    }
  });

  it('never writes: every route of the app but GET answers 403, public ones too, and records nothing', async () => {
    const writes = appRoutes(t.app).filter((route) => route.method !== 'GET');
    expect(writes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/admin/api-keys', 'DELETE /api/branches/:id']),
    );
    expect((await get('/api/payments')).status).toBe(200); // today's use is recorded: nothing more will be
    const log = t.app.get<EventLog>(EVENT_LOG);
    const head = await log.headPosition();
    const answers: string[] = [];
    for (const route of writes) {
      const method = route.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
      const response = await t.http()[method](route.path.replace(/:\w+/g, 'x')).set(withKey(key)).send({});
      answers.push(`${route.method} ${route.path} ${response.status} ${String(response.body.message)}`);
    }
    const expected = 'Una clave de API solo puede consultar; no puede hacer cambios';
    expect(answers).toEqual(writes.map((route) => `${route.method} ${route.path} 403 ${expected}`));
    expect(await log.headPosition()).toBe(head);
  });

  it('reads only its branch where a route filters by branch, and refuses what it cannot narrow', async () => {
    const own = await payments('/api/payments', branchKey);
    expect(own.total).toBe(2);
    expect(own.payments.every((payment) => payment.branchId === s.branchA)).toBe(true);
    expect((await payments(`/api/payments?branchId=${s.branchA}`, branchKey)).total).toBe(2);
    expect(expectRefusal(await get(`/api/payments?branchId=${s.branchB}`, branchKey), [403]).message).toBe(
      OUT_OF_SCOPE,
    );
    const paymentId = own.payments[0]?.id ?? '';
    for (const path of ['/api/payments/stats', `/api/payments/${paymentId}`, `/api/audit/branch/${s.branchB}/events`])
      expect(expectRefusal(await get(path, branchKey), [403]).message).toBe(OUT_OF_SCOPE);
    // Public routes: what anyone may read; those with a branch filter get its branch.
    for (const path of ['/api/branches', '/api/classes', '/api/inventory'])
      expect([path, (await get(path, branchKey)).status]).toEqual([path, 200]);
  });

  it("reads a report of its branch only: the revenue report's branch is the key's", async () => {
    const everyBranch = (await get('/api/reports/revenue')).body.data as RevenueReport;
    const own = (await get('/api/reports/revenue', branchKey)).body.data as RevenueReport;
    expect(everyBranch).toMatchObject({ period: { branchId: null }, payments: 3, totalRevenue: 300 });
    expect(own).toMatchObject({ period: { branchId: s.branchA }, payments: 2, totalRevenue: 200 });
    expect(expectRefusal(await get(`/api/reports/revenue?branchId=${s.branchB}`, branchKey), [403]).message).toBe(
      OUT_OF_SCOPE,
    );
  });
});
