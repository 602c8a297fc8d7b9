import { randomUUID } from 'node:crypto';
import type {
  ProjectionCheckResult,
  ProjectionInfo,
  ProjectionRebuildProgress,
  ProjectionsSnapshot,
} from '@boxstudio/contracts';
import { BRANCHES } from '../../api/src/modules/branches/index.js';
import { ProjectionsStreams } from '../../api/src/modules/operations/index.js';
import { EVENT_LOG, type EventLog, type NewEvent } from '../../api/src/platform/event-log/event-log.port.js';
import type { Projection } from '../../api/src/platform/projections/projection.js';
import { ProjectionRegistry } from '../../api/src/platform/projections/projection-registry.js';
import { Projections } from '../../api/src/platform/projections/projections.js';
import { READ_STORE, type ReadStore } from '../../api/src/platform/read-store/read-store.port.js';
import { gate, type Gate } from '../../api/src/testing/gate.js';
import { expectRefusal } from '../support/envelope.js';
import { addressOf, serverSentEvents, type ServerSentEvent } from '../support/event-stream.js';
import { createPerson, PASSWORD } from '../support/people.js';
import { bearer, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The projections console's API: the live stream of snapshots (server-sent events), the
 * consistency check, and one rebuild or check at a time, against the real app.
 */

jest.setTimeout(60_000);

const BRANCHES_WITH_HISTORY = 10;
/** Edits per branch: a history long enough for a rebuild to be seen under way. */
const EDITS_PER_BRANCH = 800;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the projections console', () => {
  let t: TestApp;
  let admin: string;
  let base: string;
  const branchIds: string[] = [];

  const post = (path: string) => t.http().post(path).set(bearer(admin));
  const projection = async (name: string): Promise<ProjectionInfo | undefined> =>
    ((await t.http().get('/api/admin/projections').set(bearer(admin)).expect(200)).body.data as ProjectionInfo[]).find(
      (info) => info.name === name,
    );
  const until = async (condition: () => Promise<boolean>): Promise<void> => {
    for (let attempt = 0; attempt < 250 && !(await condition()); attempt += 1) await sleep(20);
    expect(await condition()).toBe(true);
  };
  /** Neither rebuilding nor checking, and at the head of the log. */
  const settled = (name: string): Promise<void> =>
    until(async () => {
      const info = await projection(name);
      return info?.status === 'live' && info.lag === 0 && info.check?.finishedAt !== null;
    });

  const recorded = (type: string, data: Record<string, unknown>, commandType: string): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: {
      userId: null,
      correlationId: randomUUID(),
      causationId: randomUUID(),
      commandType,
      occurredAt: new Date().toISOString(),
    },
  });

  /** A branch edited many times over, appended to the log as its own edits are recorded. */
  async function appendEdits(log: EventLog, branchId: string): Promise<void> {
    const edits = Array.from({ length: EDITS_PER_BRANCH }, (_, index) =>
      recorded(
        'BranchUpdated',
        { branchId, changes: { phone: `+52 55 1234 ${String(1000 + index)}` } },
        'UpdateBranch',
      ),
    );
    await log.append(`branch-${branchId}`, edits, 'any');
  }

  /**
   * A read model of the test's own that holds live projecting on the events it is given: a rebuild then
   * folds the log but cannot swap its copy in, and a check cannot compare, until the test lets them.
   */
  let held: Gate = gate();
  const holding: Projection = {
    name: 'e2e-holding',
    collections: ['e2e_holding'],
    eventTypes: ['ConsoleHeld'],
    apply: () => held.pass(),
  };
  async function holdLiveProjecting(): Promise<() => void> {
    held = gate();
    await t.app
      .get<EventLog>(EVENT_LOG)
      .append(`hold-${randomUUID()}`, [recorded('ConsoleHeld', {}, 'Hold')], 'no-stream');
    await held.reached;
    return held.release;
  }
  beforeAll(async () => {
    // The fold in this process: the suite registers a projection of its own, which the worker's catalogue lacks.
    t = await startTestApp({}, undefined, { projectionsWorker: undefined });
    admin = await t.adminToken();
    base = await addressOf(t.app);
    for (let index = 0; index < BRANCHES_WITH_HISTORY; index += 1) {
      const created = await post('/api/branches')
        .send({ name: `Sucursal ${index}`, address: 'Calle 1', city: 'Puebla', state: 'Puebla', country: 'México' })
        .expect(201);
      branchIds.push(created.body.data.id as string);
    }
    const log = t.app.get<EventLog>(EVENT_LOG);
    for (const branchId of branchIds) await appendEdits(log, branchId);
    // Registered as a module would at start-up: the runner restarted to project it.
    const runner = t.app.get(Projections);
    await runner.stop();
    t.app.get(ProjectionRegistry).register(holding);
    await runner.start();
    // Every projection and reaction has taken in that history before the first test looks.
    await until(async () => {
      const readers = await Promise.all(
        ['/api/admin/projections', '/api/admin/reactions'].map(
          async (path) => (await t.http().get(path).set(bearer(admin)).expect(200)).body.data as { lag: number }[],
        ),
      );
      return readers.flat().every((reader) => reader.lag === 0);
    });
  });
  afterAll(() => t.close());

  /** The stream as the web app opens it: a fetch with the bearer token, read as it arrives. */
  async function openStream(token: string | null = admin) {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/admin/projections/stream`, {
      headers: token === null ? {} : bearer(token),
      signal: controller.signal,
    });
    const events = response.body ? serverSentEvents(response.body) : null;
    return { response, events, close: () => controller.abort() };
  }

  async function nextSnapshot(events: AsyncGenerator<ServerSentEvent> | null): Promise<ProjectionsSnapshot> {
    const next = await events?.next();
    if (!next || next.done) throw new Error('The stream ended');
    expect(next.value.event).toBe('snapshot');
    return next.value.data as ProjectionsSnapshot;
  }

  const following = () => t.app.get(ProjectionsStreams).following;

  it('sends a snapshot at once, another every two seconds, and leaves nothing behind once closed', async () => {
    const { response, events, close } = await openStream();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const opened = Date.now();
    const first = await nextSnapshot(events);
    expect(Date.now() - opened).toBeLessThan(1_000);
    expect(first).toMatchObject({ at: expect.any(String), head: expect.any(Number) });
    const branches = first.projections.find((info) => info.name === 'branches');
    expect(branches).toMatchObject({
      status: 'live',
      lag: 0,
      head: first.head,
      lagSeconds: 0,
      version: expect.any(Number),
      eventsPerSecond: expect.any(Number),
      error: null,
    });
    expect(first.projections.map((info) => info.name)).toEqual(expect.arrayContaining(['users', 'reservations']));
    expect(first.reactions.length).toBeGreaterThan(0);
    for (const reaction of first.reactions)
      expect(reaction).toMatchObject({ status: 'live', head: first.head, lag: 0, failure: null });

    await nextSnapshot(events);
    // Nothing runs: the next one comes on the idle beat.
    expect(Date.now() - opened).toBeGreaterThanOrEqual(1_500);
    expect(following()).toBe(1);

    close();
    await until(async () => following() === 0);

    // HEAD: a GET's headers, and nothing held open.
    const head = await t.http().head('/api/admin/projections/stream').set(bearer(admin)).expect(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(following()).toBe(0);
  });

  it('shows a rebuild’s progress growing to its total and then finished, while a list keeps answering', async () => {
    const { events, close } = await openStream();
    await nextSnapshot(events);
    // The rebuild folds the log, then waits to swap its copy in until live projecting goes on.
    const release = await holdLiveProjecting();
    const started = (await post('/api/admin/projections/branches/rebuild').expect(202)).body.data as ProjectionInfo;
    const progress: { status: string; rebuild: ProjectionRebuildProgress }[] = [];
    const follow = async (reached: (rebuild: ProjectionRebuildProgress) => boolean): Promise<void> => {
      for (;;) {
        const branches = (await nextSnapshot(events)).projections.find((info) => info.name === 'branches');
        const rebuild = branches?.rebuild;
        if (!branches || !rebuild || rebuild.startedAt !== started.rebuild?.startedAt) continue;
        progress.push({ status: branches.status, rebuild });
        if (reached(rebuild)) return;
      }
    };
    try {
      await follow((rebuild) => rebuild.done === rebuild.total);
      // Under way: the list still answers, from the copy that serves.
      const listed = await t.http().get('/api/branches?limit=5').set(bearer(admin)).expect(200);
      expect(listed.body.data.total).toBe(BRANCHES_WITH_HISTORY);
      expect((await projection('branches'))?.status).toBe('rebuilding');
      release();
      await follow((rebuild) => rebuild.finishedAt !== null);
    } finally {
      release();
      close();
    }

    const underWay = progress.filter(({ rebuild }) => rebuild.finishedAt === null);
    expect(underWay.every(({ status }) => status === 'rebuilding')).toBe(true);
    expect(underWay[0]?.rebuild.done).toBeLessThan(underWay[0]?.rebuild.total ?? 0);
    const dones = progress.map(({ rebuild }) => rebuild.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    const last = progress.at(-1);
    expect(last).toMatchObject({ status: 'live', rebuild: { finishedAt: expect.any(String), error: null } });
    expect(last?.rebuild.done).toBe(last?.rebuild.total);
  });

  it('finds a clean read model consistent, and names what was changed, deleted and added behind its back', async () => {
    await settled('branches');
    const clean = await post('/api/admin/projections/branches/check').expect(200);
    expect(clean.body.message).toBe('La proyección coincide con el registro de eventos');
    const cleanResult = clean.body.data as ProjectionCheckResult;
    expect(cleanResult).toMatchObject({
      name: 'branches',
      consistent: true,
      differences: [],
      truncated: false,
      error: null,
    });
    expect(cleanResult.documents).toBeGreaterThanOrEqual(BRANCHES_WITH_HISTORY);
    expect(cleanResult.position).toBe((await projection('branches'))?.checkpoint);

    const store = t.app.get<ReadStore>(READ_STORE);
    const [changed, deleted] = branchIds as [string, string];
    const branches = store.collection(BRANCHES.name);
    await branches.updateOne({ _id: changed }, { $set: { city: 'Ciudad corrompida' } });
    await branches.deleteOne({ _id: deleted });
    await branches.insertOne({ _id: 'no-event-made-me', name: 'Sucursal fantasma', isActive: true });

    const corrupted = await post('/api/admin/projections/branches/check').set('Accept-Language', 'en').expect(200);
    expect(corrupted.body.message).toBe('The projection does not match the event log');
    const result = corrupted.body.data as ProjectionCheckResult;
    expect(result).toMatchObject({
      consistent: false,
      truncated: false,
      error: null,
      documents: cleanResult.documents + 1,
    });
    expect([...result.differences].sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { collection: BRANCHES.name, id: changed, kind: 'different', fields: ['city'] },
      { collection: BRANCHES.name, id: 'no-event-made-me', kind: 'extra', fields: [] },
      { collection: BRANCHES.name, id: deleted, kind: 'missing', fields: [] },
    ]);
    expect((await projection('branches'))?.check).toEqual(result);

    // A rebuild folds the read model afresh from the log: consistent again.
    await post('/api/admin/projections/branches/rebuild?wait=true').expect(200);
    expect((await post('/api/admin/projections/branches/check').expect(200)).body.data).toMatchObject({
      consistent: true,
    });
  });

  it('runs one rebuild or check at a time per read model', async () => {
    await settled('branches');
    let release = await holdLiveProjecting();
    await post('/api/admin/projections/branches/rebuild').expect(202);
    const again = expectRefusal(await post('/api/admin/projections/branches/rebuild'), [409]);
    expect(again).toMatchObject({
      code: 'PROJECTION.ALREADY_REBUILDING',
      message: 'La proyección ya se está reconstruyendo',
    });
    expect(expectRefusal(await post('/api/admin/projections/branches/check'), [409]).code).toBe(
      'PROJECTION.ALREADY_REBUILDING',
    );
    release();
    await settled('branches');

    release = await holdLiveProjecting();
    const first = post('/api/admin/projections/branches/check').then((answer) => answer);
    await until(async () => (await projection('branches'))?.check?.finishedAt === null);
    const second = expectRefusal(await post('/api/admin/projections/branches/check'), [409]);
    expect(second).toMatchObject({
      code: 'PROJECTION.ALREADY_CHECKING',
      message: 'Ya hay una comprobación en curso de esta proyección',
    });
    expect(expectRefusal(await post('/api/admin/projections/branches/rebuild'), [409]).code).toBe(
      'PROJECTION.ALREADY_CHECKING',
    );
    release();
    expect((await first).status).toBe(200);
    await post('/api/admin/projections/nope/check').expect(404);
  });

  it('is for admins only', async () => {
    const client = await createPerson(t.app, 'CLIENT');
    const clientToken = await t.login(client.email, PASSWORD);
    for (const [token, status] of [
      [null, 401],
      [clientToken, 403],
    ] as const) {
      const { response } = await openStream(token);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ success: false });
    }
    await t.http().post('/api/admin/projections/branches/check').expect(401);
    await t.http().post('/api/admin/projections/branches/check').set(bearer(clientToken)).expect(403);
    expect(following()).toBe(0);
  });

  it('ends the streams still open when the server stops, which then stops at once', async () => {
    const { events } = await openStream();
    await nextSnapshot(events);
    const stopping = Date.now();
    await t.stop();
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(await events?.next()).toMatchObject({ done: true });
  });
});
