import { createPerson, PASSWORD } from '../support/people.js';
import { ADMIN, bearer, startTestApp, type TestApp } from '../support/test-app.js';

const branch = {
  name: 'BoxStudio Coyoacán',
  address: 'Av. Universidad 1000',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('audit and time travel', () => {
  let t: TestApp;
  let token: string;
  let adminId: string;
  let branchId: string;
  const instants: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    adminId = (await t.http().get('/api/auth/profile').set(bearer(token))).body.data.id as string;
    instants.beforeCreation = new Date().toISOString();
    await pause(5);
    branchId = (
      await t
        .http()
        .post('/api/branches')
        .set(bearer(token))
        .set('X-Correlation-Id', 'opening-coyoacan')
        .send(branch)
        .expect(201)
    ).body.data.id as string;
    await pause(5);
    instants.afterCreation = new Date().toISOString();
    await pause(5);
    await t
      .http()
      .put(`/api/branches/${branchId}`)
      .set(bearer(token))
      .set('X-Request-Id', 'front-desk-edit-7')
      .send({ city: 'CDMX Sur' })
      .expect(200);
    await pause(5);
    instants.afterEdit = new Date().toISOString();
    await pause(5);
    await t.http().delete(`/api/branches/${branchId}`).set(bearer(token)).expect(200);
  });
  afterAll(() => t.close());

  it("lists a branch's events in order with who, when, and why", async () => {
    const response = await t.http().get(`/api/audit/branch/${branchId}/events`).set(bearer(token)).expect(200);
    const events = response.body.data.events as {
      type: string;
      revision: number;
      position: number;
      data: Record<string, unknown>;
      metadata: Record<string, unknown>;
    }[];
    expect(events.map((event) => event.type)).toEqual(['BranchCreated', 'BranchUpdated', 'BranchDeactivated']);
    expect(events.map((event) => event.revision)).toEqual([0, 1, 2]);
    expect(events[0]?.position).toBeLessThan(events[1]?.position ?? 0);
    expect(events[1]?.data).toEqual({ branchId, changes: { city: 'CDMX Sur' } });
    for (const event of events) {
      expect(event.metadata).toMatchObject({
        userId: adminId,
        causationId: expect.any(String),
        occurredAt: expect.any(String),
      });
    }
    expect(events[0]?.metadata).toMatchObject({ correlationId: 'opening-coyoacan', commandType: 'CreateBranch' });
    // Without X-Correlation-Id, the request id the answer echoed is the correlation.
    expect(events[1]?.metadata).toMatchObject({ correlationId: 'front-desk-edit-7', commandType: 'UpdateBranch' });
    expect(events[2]?.metadata.commandType).toBe('DeactivateBranch');
  });

  it('answers the state as it was at any instant', async () => {
    const at = (asOf: string) =>
      t
        .http()
        .get(`/api/audit/branch/${branchId}?asOf=${encodeURIComponent(asOf)}`)
        .set(bearer(token))
        .expect(200);
    expect((await at(instants.beforeCreation ?? '')).body.data).toMatchObject({ revision: -1, state: null });
    expect((await at(instants.afterCreation ?? '')).body.data).toMatchObject({
      revision: 0,
      state: { id: branchId, isActive: true, city: 'Ciudad de México' },
    });
    expect((await at(instants.afterEdit ?? '')).body.data).toMatchObject({
      revision: 1,
      state: { id: branchId, isActive: true, city: 'CDMX Sur' },
    });
    const now = await t.http().get(`/api/audit/branch/${branchId}`).set(bearer(token)).expect(200);
    expect(now.body.data).toMatchObject({ revision: 2, state: { isActive: false } });
  });

  it('shows every record at the instants its DTO names: created at createdAt, edited at updatedAt', async () => {
    const instructor = await createPerson(t.app, 'INSTRUCTOR');
    const bodies = {
      branch: { ...branch, name: 'BoxStudio Del Valle' },
      plan: { name: 'Plus', price: 1099, duration: 30, branchId },
      class: { name: 'Box', duration: 60, maxCapacity: 10, price: 150, instructorId: instructor.id },
    };
    const open = (await t.http().post('/api/branches').set(bearer(token)).send(bodies.branch).expect(201)).body.data
      .id as string;
    bodies.plan.branchId = open;
    const routes = { branch: '/api/branches', plan: '/api/membership-plans', class: '/api/classes' } as const;
    const misses: string[] = [];
    for (const aggregate of ['branch', 'plan', 'class'] as const) {
      const created =
        aggregate === 'branch'
          ? (await t.http().get(`/api/branches/${open}`).set(bearer(token)).expect(200)).body.data
          : (await t.http().post(routes[aggregate]).set(bearer(token)).send(bodies[aggregate]).expect(201)).body.data;
      const edited = (
        await t
          .http()
          .put(`${routes[aggregate]}/${created.id}`)
          .set(bearer(token))
          .send({ name: 'Renombrado' })
          .expect(200)
      ).body.data;
      const at = async (asOf: string) =>
        (
          await t
            .http()
            .get(`/api/audit/${aggregate}/${created.id}?asOf=${encodeURIComponent(asOf)}`)
            .set(bearer(token))
            .expect(200)
        ).body.data;
      const atCreation = await at(created.createdAt as string);
      if (atCreation.state?.name !== created.name)
        misses.push(`${aggregate} at its createdAt: ${JSON.stringify(atCreation.state)}`);
      const atEdit = await at(edited.updatedAt as string);
      if (atEdit.state?.name !== 'Renombrado')
        misses.push(`${aggregate} at its updatedAt: ${JSON.stringify(atEdit.state?.name)}`);
      const before = await at(new Date(Date.parse(created.createdAt as string) - 1).toISOString());
      if (before.state !== null || before.revision !== -1)
        misses.push(`${aggregate} a millisecond before its createdAt: ${before.revision}`);
    }
    expect(misses).toEqual([]);
  });

  it('answers the public DTO as the state, the same shape the detail answers, never the internal state', async () => {
    const now = await t.http().get(`/api/audit/branch/${branchId}`).set(bearer(token)).expect(200);
    const detail = await t.http().get(`/api/branches/${branchId}`).set(bearer(token)).expect(200);
    const { _count: _counts, ...branch } = detail.body.data as Record<string, unknown>;
    expect(now.body.data.state).toEqual(branch);
    expect(Object.keys(now.body.data.state as object)).not.toEqual(expect.arrayContaining(['status']));
    expect(now.body.data.state).not.toHaveProperty('details');
    const person = await t.http().get(`/api/audit/user/${adminId}`).set(bearer(token)).expect(200);
    const profile = await t.http().get(`/api/auth/profile`).set(bearer(token)).expect(200);
    expect(person.body.data.state).toEqual(profile.body.data);
  });

  it("keeps a person's history without any secret", async () => {
    const events = await t.http().get(`/api/audit/user/${adminId}/events`).set(bearer(token)).expect(200);
    expect(events.body.data.events[0]).toMatchObject({
      type: 'UserRegistered',
      data: { email: ADMIN.email, role: 'SUPER_ADMIN' },
    });
    expect(JSON.stringify(events.body)).not.toMatch(/password|hash|Admin123/i);
  });

  it('answers 404 for unknown streams and aggregates, 400 for a bad asOf', async () => {
    await t.http().get('/api/audit/branch/no-such-branch/events').set(bearer(token)).expect(404);
    const unknown = await t.http().get(`/api/audit/spaceship/${branchId}/events`).set(bearer(token)).expect(404);
    expect(unknown.body.message).toBe('Tipo de agregado desconocido');
    const bad = await t.http().get(`/api/audit/branch/${branchId}?asOf=yesterday`).set(bearer(token)).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'asOf', message: 'Fecha inválida', code: 'VALIDATION.DATE' }]);
  });

  it('is for admins only', async () => {
    const client = await createPerson(t.app, 'CLIENT');
    const clientToken = await t.login(client.email, PASSWORD);
    await t.http().get(`/api/audit/branch/${branchId}/events`).set(bearer(clientToken)).expect(403);
    await t.http().get(`/api/audit/branch/${branchId}/events`).expect(401);
  });
});
