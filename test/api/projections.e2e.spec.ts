import type { ProjectionInfo, ReactionInfo } from '@boxstudio/contracts';
import { defineReaction } from '../../api/src/platform/reactions/define-reaction.js';
import { ReactionRunner } from '../../api/src/platform/reactions/reaction-runner.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

describe('projections admin', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
    for (let index = 0; index < 30; index += 1) {
      await t
        .http()
        .post('/api/branches')
        .set(bearer(token))
        .send({ name: `Sucursal ${index}`, address: 'Calle 1', city: 'Puebla', state: 'Puebla', country: 'México' })
        .expect(201);
    }
  });
  afterAll(() => t.close());

  const list = async (): Promise<ProjectionInfo[]> =>
    (await t.http().get('/api/admin/projections').set(bearer(token)).expect(200)).body.data as ProjectionInfo[];
  const waitUntilLive = async (name: string): Promise<ProjectionInfo | undefined> => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const info = (await list()).find((projection) => projection.name === name);
      if (info?.status === 'live' && info.rebuild?.finishedAt) return info;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await list()).find((projection) => projection.name === name);
  };
  const allBranches = async () =>
    (await t.http().get('/api/branches?limit=100').set(bearer(token)).expect(200)).body.data;

  it('lists every read model, live, at the head of the log', async () => {
    const projections = await list();
    expect(projections.map((projection) => projection.name).sort()).toEqual([
      'api-keys',
      'audit-activity',
      'branches',
      'classes',
      'inventory',
      'memberships',
      'newsletter',
      'payments',
      'plans',
      'report-classes',
      'report-clients',
      'report-memberships',
      'report-revenue',
      'reservations',
      'schedule-api-key-expiry',
      'schedule-membership-expiry',
      'users',
    ]);
    for (const projection of projections)
      expect(projection).toMatchObject({
        status: 'live',
        lag: 0,
        head: projection.checkpoint,
        lagSeconds: 0,
        eventsPerSecond: expect.any(Number),
        version: expect.any(Number),
        error: null,
        check: null,
      });
    const checkpoints = new Set(projections.map((projection) => projection.checkpoint));
    expect(checkpoints.size).toBe(1);
  });

  it('rebuilds a read model from the log into the same answers', async () => {
    const before = await allBranches();
    const rebuilt = await t
      .http()
      .post('/api/admin/projections/branches/rebuild?wait=true')
      .set(bearer(token))
      .expect(200);
    expect(rebuilt.body.data).toMatchObject({
      name: 'branches',
      status: 'live',
      rebuild: { finishedAt: expect.any(String), error: null },
    });
    expect(rebuilt.body.data.rebuild.done).toBe(rebuilt.body.data.checkpoint);
    expect(await allBranches()).toEqual(before);
  });

  it('answers a rebuild waited for with 200 and the finished progress, one not waited for with 202', async () => {
    const finished = await t
      .http()
      .post('/api/admin/projections/newsletter/rebuild?wait=true')
      .set(bearer(token))
      .expect(200);
    expect(finished.body.message).toBe('Reconstrucción terminada');
    const progress = (finished.body.data as ProjectionInfo).rebuild;
    expect(progress).toEqual({
      done: expect.any(Number),
      total: expect.any(Number),
      eventsPerSecond: expect.any(Number),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      error: null,
    });
    expect(progress?.done).toBe(progress?.total);
    expect(Date.parse(progress?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(progress?.startedAt ?? ''));

    const started = await t.http().post('/api/admin/projections/newsletter/rebuild').set(bearer(token)).expect(202);
    expect(started.body.message).toBe('Reconstrucción iniciada');
    expect(started.body.data).toMatchObject({ name: 'newsletter', rebuild: { startedAt: expect.any(String) } });
    await waitUntilLive('newsletter');
  });

  it('keeps serving reads and commands while a rebuild runs', async () => {
    const started = await t.http().post('/api/admin/projections/users/rebuild').set(bearer(token)).expect(202);
    expect(started.body.message).toBe('Reconstrucción iniciada');
    const [created, listed] = await Promise.all([
      t.http().post('/api/branches').set(bearer(token)).send({
        name: 'Durante la reconstrucción',
        address: 'Calle 2',
        city: 'León',
        state: 'Guanajuato',
        country: 'México',
      }),
      t.http().get('/api/branches?limit=5').set(bearer(token)),
    ]);
    expect(created.status).toBe(201);
    expect(listed.status).toBe(200);
    await t.http().get('/api/auth/profile').set(bearer(token)).expect(200);
    expect(await waitUntilLive('users')).toMatchObject({ status: 'live', lag: 0 });
  });

  it('refuses unknown projections and non-admins', async () => {
    await t.http().post('/api/admin/projections/nope/rebuild').set(bearer(token)).expect(404);
    const client = await createPerson(t.app, 'CLIENT');
    const clientToken = await t.login(client.email, PASSWORD);
    await t.http().get('/api/admin/projections').set(bearer(clientToken)).expect(403);
    await t.http().post('/api/admin/projections/branches/rebuild').set(bearer(clientToken)).expect(403);
  });

  it('lists each reaction with the position it has read to, following the log as events arrive', async () => {
    // A reaction that causes nothing, registered as a module would at start-up (the runner restarted to follow it).
    const watcher = defineReaction<{ type: 'BranchCreated'; data: { branchId: string } }>()({
      name: 'e2e-branch-watcher',
      handlers: { BranchCreated: () => null },
    });
    const runner = t.app.get(ReactionRunner, { strict: false });
    await runner.stop();
    runner.register(watcher);
    await runner.start();
    const reactions = async (): Promise<ReactionInfo[]> =>
      (await t.http().get('/api/admin/reactions').set(bearer(token)).expect(200)).body.data as ReactionInfo[];
    const branch = {
      name: 'Sucursal Vigilada',
      address: 'Calle 1',
      city: 'Puebla',
      state: 'Puebla',
      country: 'México',
    };
    const id = (await t.http().post('/api/branches').set(bearer(token)).send(branch).expect(201)).body.data
      .id as string;
    const events = (await t.http().get(`/api/audit/branch/${id}/events`).set(bearer(token)).expect(200)).body.data
      .events as { position: number }[];
    const created = events[0]?.position ?? Number.POSITIVE_INFINITY;
    let seen: ReactionInfo | undefined;
    for (let attempt = 0; attempt < 100 && !(seen && seen.position >= created); attempt += 1) {
      seen = (await reactions()).find((reaction) => reaction.name === 'e2e-branch-watcher');
      if (!seen || seen.position < created) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toMatchObject({
      name: 'e2e-branch-watcher',
      failure: null,
      status: expect.stringMatching(/^(live|behind)$/),
    });
    expect(seen?.head).toBeGreaterThanOrEqual(seen?.position ?? Number.POSITIVE_INFINITY);
    expect(seen?.lag).toBe((seen?.head ?? 0) - (seen?.position ?? 0));
    expect(seen?.position).toBeGreaterThanOrEqual(created);
  });
});
