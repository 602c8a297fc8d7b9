import { rmSync } from 'node:fs';
import { UserDirectory, USERS } from '../../api/src/modules/accounts/index.js';
import { BRANCHES } from '../../api/src/modules/branches/index.js';
import { READ_STORE, type Doc, type ReadStore } from '../../api/src/platform/read-store/read-store.port.js';
import { isRecord } from '../support/envelope.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { ADMIN, bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Stop and start again on the same data folder: everything acknowledged is there with the same
 * values, nothing is created twice, and read models rebuilt from the log answer exactly the same.
 */

jest.setTimeout(60_000);

const ENV = { SEED_DEMO: 'true' };
const DEMO_BRANCHES = ['BoxStudio Polanco', 'BoxStudio Providencia'];

interface Client {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  token: string;
}

/** Everything a person or an admin can read back through the API. */
interface Observed {
  readonly lists: Record<string, unknown>;
  readonly branches: Record<string, unknown>;
  readonly stats: Record<string, unknown>;
  readonly branchHistory: Record<string, unknown>;
  readonly branchStateAsOf: Record<string, unknown>;
  readonly profiles: Record<string, unknown>;
  readonly userHistory: Record<string, unknown>;
}

const byId = (docs: Doc[]): Doc[] => [...docs].sort((a, b) => a._id.localeCompare(b._id));

describe('durability: stop and start again', () => {
  let t: TestApp;
  let dataDir: string;
  let superAdmin: string;
  let adminId: string;
  let employee: { id: string; email: string };
  const clients: Client[] = [];
  const branchIds: string[] = [];
  let loggedOut: string;
  let asOf: string;
  let headBeforeStop: number;
  let observedBeforeStop: Observed;
  let storeBeforeStop: { branches: Doc[]; users: Doc[] };

  afterAll(async () => {
    await t?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (path: string, token: string | null = superAdmin): Promise<unknown> => {
    const request = t.http().get(path);
    const response = await (token ? request.set(bearer(token)) : request);
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
    return (response.body as { data: unknown }).data;
  };

  const headPosition = async (): Promise<number> => {
    const health = await get('/api/health', null);
    if (!isRecord(health) || typeof health.headPosition !== 'number')
      throw new Error(`No head position in ${JSON.stringify(health)}`);
    return health.headPosition;
  };

  const storeDocs = async (): Promise<{ branches: Doc[]; users: Doc[] }> => {
    const store = t.app.get<ReadStore>(READ_STORE);
    return {
      branches: byId(await store.collection(BRANCHES.name).find({})),
      users: byId(await store.collection(USERS.name).find({})),
    };
  };

  async function observe(): Promise<Observed> {
    const lists: Record<string, unknown> = {};
    for (const query of [
      'limit=100',
      'status=active&limit=100',
      'status=inactive&limit=100',
      'search=ciudad&limit=100',
      'search=ñ',
      'page=2&limit=3',
    ]) {
      lists[`admin ${query}`] = await get(`/api/branches?${query}`);
    }
    lists['anonymous limit=100'] = await get('/api/branches?limit=100', null);
    lists[`client limit=100`] = await get('/api/branches?limit=100', clients[0]?.token ?? null);
    const branches: Record<string, unknown> = {};
    const stats: Record<string, unknown> = {};
    const branchHistory: Record<string, unknown> = {};
    const branchStateAsOf: Record<string, unknown> = {};
    for (const id of branchIds) {
      branches[id] = await get(`/api/branches/${id}`);
      stats[id] = await get(`/api/branches/${id}/stats`);
      branchHistory[id] = await get(`/api/audit/branch/${id}/events`);
      branchStateAsOf[id] = await get(`/api/audit/branch/${id}?asOf=${asOf}`);
    }
    const profiles: Record<string, unknown> = { admin: await get('/api/auth/profile') };
    const userHistory: Record<string, unknown> = {
      [adminId]: await get(`/api/audit/user/${adminId}/events`),
      [employee.id]: await get(`/api/audit/user/${employee.id}/events`),
    };
    for (const client of clients) {
      if (client.token !== loggedOut) profiles[client.email] = await get('/api/auth/profile', client.token);
      userHistory[client.id] = await get(`/api/audit/user/${client.id}/events`);
    }
    return { lists, branches, stats, branchHistory, branchStateAsOf, profiles, userHistory };
  }

  it('first start: creates the super admin and the two demo branches', async () => {
    t = await startTestApp(ENV);
    dataDir = t.dataDir;
    const login = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
    superAdmin = login.body.data.token as string;
    adminId = login.body.data.user.id as string;
    expect(await t.app.get(UserDirectory).activeSuperAdminIds()).toHaveLength(1);
    const demo = (await get('/api/branches?search=boxstudio&limit=100')) as { branches: { name: string }[] };
    expect(demo.branches.map((branch) => branch.name).sort()).toEqual(DEMO_BRANCHES);
  });

  it('takes branches, registrations, edits and deactivations', async () => {
    const create = async (body: object): Promise<string> => {
      const response = await t.http().post('/api/branches').set(bearer(superAdmin)).send(body).expect(201);
      return response.body.data.id as string;
    };
    const base = { address: 'Calle Durango 100', city: 'Ciudad de México', state: 'CDMX', country: 'México' };
    branchIds.push(
      await create({
        ...base,
        name: 'Sucursal Condesa',
        postalCode: '06140',
        phone: '+52 55 1234 5678',
        email: 'condesa@boxstudio.mx',
      }),
    );
    branchIds.push(await create({ ...base, name: 'Sucursal Coyoacán 🥊', city: 'Coyoacán' }));
    branchIds.push(await create({ ...base, name: 'Sucursal Santa Fe', postalCode: '01210' }));
    branchIds.push(await create({ ...base, name: 'Sucursal Ñuñoa', city: 'Santiago', state: 'RM', country: 'Chile' }));
    branchIds.push(await create({ ...base, name: 'Sucursal Temporal' }));
    const demo = (await get('/api/branches?search=boxstudio&limit=100')) as { branches: { id: string }[] };
    branchIds.push(...demo.branches.map((branch) => branch.id));

    employee = await createPerson(t.app, 'ADMIN', 'Marta Empleada');
    const employeeToken = await t.login(employee.email, PASSWORD);
    const [condesa, coyoacan, santaFe, nunoa, temporal] = branchIds as [string, string, string, string, string];
    await t
      .http()
      .put(`/api/branches/${condesa}`)
      .set(bearer(employeeToken))
      .send({ city: 'Cuauhtémoc', phone: null, address: 'Av. Tamaulipas 55' })
      .expect(200);
    await t
      .http()
      .put(`/api/branches/${coyoacan}`)
      .set(bearer(superAdmin))
      .send({ name: 'Sucursal Coyoacán Centro 🥊', postalCode: '04000' })
      .expect(200);
    await t.http().delete(`/api/branches/${santaFe}`).set(bearer(superAdmin)).expect(200);
    await t.http().put(`/api/branches/${nunoa}`).set(bearer(superAdmin)).send({ isActive: false }).expect(200);
    await t
      .http()
      .put(`/api/branches/${nunoa}`)
      .set(bearer(employeeToken))
      .send({ isActive: true, email: 'nunoa@boxstudio.cl' })
      .expect(200);
    await t.http().delete(`/api/branches/${temporal}`).set(bearer(superAdmin)).expect(200);
    await t
      .http()
      .put(`/api/branches/${branchIds[5]}`)
      .set(bearer(superAdmin))
      .send({ phone: '+52 55 9999 0000' })
      .expect(200);

    const people = [
      { name: 'Lucía Hernández', email: 'lucia@example.com', password: 'Boxeo2024', phone: '+52 55 1234 5678' },
      { name: 'José Ñúñez', email: 'jose@example.com', password: 'Guantes99' },
      { name: 'Zoë 🥊 Kim', email: 'ZOE@Example.com', password: 'Ring2024x' },
    ];
    for (const person of people) {
      const response = await t.http().post('/api/auth/register').send(person).expect(201);
      clients.push({
        id: response.body.data.user.id as string,
        email: person.email,
        password: person.password,
        token: response.body.data.token as string,
      });
    }
    const last = clients[2] as Client;
    loggedOut = last.token;
    await t.http().post('/api/auth/logout').set(bearer(loggedOut)).expect(200);
    last.token = await t.login(last.email, last.password);

    asOf = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    observedBeforeStop = await observe();
    storeBeforeStop = await storeDocs();
    headBeforeStop = await headPosition();
    expect((observedBeforeStop.branches[santaFe] as { isActive: boolean }).isActive).toBe(false);
    expect((observedBeforeStop.branches[nunoa] as { isActive: boolean }).isActive).toBe(true);
  });

  it('after a restart on the same data folder, everything is there with the same values', async () => {
    await t.stop();
    t = await startTestApp(ENV, dataDir);
    expect(await observe()).toEqual(observedBeforeStop);
    expect(await storeDocs()).toEqual(storeBeforeStop);
    // Sessions survive the restart; a session ended before it stays ended.
    for (const client of clients) await t.http().get('/api/auth/profile').set(bearer(client.token)).expect(200);
    await t.http().get('/api/auth/profile').set(bearer(loggedOut)).expect(401);
    for (const client of clients) await t.login(client.email, client.password);
    await t.login(employee.email, PASSWORD);
  });

  it('the restart created no second super admin and no more demo data: the log did not grow', async () => {
    expect(await headPosition()).toBe(headBeforeStop);
    expect(await t.app.get(UserDirectory).activeSuperAdminIds()).toHaveLength(1);
    const demo = (await get('/api/branches?search=boxstudio&limit=100')) as { branches: { name: string }[] };
    expect(demo.branches.map((branch) => branch.name).sort()).toEqual(DEMO_BRANCHES);
    const admin = (await get(`/api/audit/user/${adminId}/events`)) as { events: { type: string }[] };
    expect(admin.events.filter((event) => event.type === 'UserRegistered')).toHaveLength(1);
  });

  it('read models rebuilt from the log answer exactly as before the rebuild', async () => {
    const before = await observe();
    const storeBefore = await storeDocs();
    for (const name of ['branches', 'users']) {
      const response = await t.http().post(`/api/admin/projections/${name}/rebuild?wait=true`).set(bearer(superAdmin));
      expect([200, 202]).toContain(response.status);
      expect(response.body.data).toMatchObject({
        name,
        status: 'live',
        rebuild: { finishedAt: expect.any(String), error: null },
      });
    }
    expect(await observe()).toEqual(before);
    expect(await storeDocs()).toEqual(storeBefore);
    expect(before).toEqual(observedBeforeStop);
    for (const client of clients) await t.login(client.email, client.password);
    expect(await headPosition()).toBe(headBeforeStop);
  });
});
