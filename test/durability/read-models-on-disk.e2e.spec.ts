import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ProjectionInfo } from '@boxstudio/contracts';
import { SqliteEventLog } from '../../api/src/platform/event-log/sqlite-event-log.js';
import type { NewEvent } from '../../api/src/platform/event-log/event-log.port.js';
import { isRecord } from '../support/envelope.js';
import {
  assertServerBuilt,
  killAllChildServers,
  loginTo,
  startChildServer,
  type ChildServer,
} from '../support/child-server.js';

/**
 * The read models live on disk (read-models.sqlite3): a start resumes each projection from the
 * checkpoint committed with its documents, so it neither replays the log nor loses a write, even
 * when the process was killed while projecting.
 */

jest.setTimeout(180_000);

const CONCURRENCY = 12;
const LOAD_MS = 1_500;
const SEEDED_BRANCHES = 50_000;

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Every document of every read model in the file, by table, in id order; the checkpoints apart. */
function readModels(dataDir: string): Record<string, unknown[]> {
  const db = new Database(join(dataDir, 'read-models.sqlite3'), { readonly: true });
  try {
    const tables = db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all()
      .filter((name) => name !== '_projections')
      .sort();
    return Object.fromEntries(
      tables.map((table) => [
        table,
        db
          .prepare<[], string>(`SELECT doc FROM "${table}" ORDER BY id`)
          .pluck()
          .all()
          .map((doc) => JSON.parse(doc) as unknown),
      ]),
    );
  } finally {
    db.close();
  }
}

async function projections(server: ChildServer, token: string): Promise<ProjectionInfo[]> {
  const response = await fetch(`${server.api}/admin/projections`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as unknown;
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error(`GET /admin/projections: ${JSON.stringify(body)}`);
  return body.data as ProjectionInfo[];
}

async function caughtUp(server: ChildServer, token: string): Promise<ProjectionInfo[]> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const infos = await projections(server, token);
    if (infos.every((info) => info.lag === 0 && info.status === 'live')) return infos;
    await sleep(100);
  }
  throw new Error('The projections did not catch up');
}

/** Commands of several kinds, `CONCURRENCY` in flight, until `until` resolves. */
async function loadUntil(server: ChildServer, token: string, until: Promise<unknown>): Promise<void> {
  let stopped = false;
  void until.then(() => (stopped = true));
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const send = (path: string, method: string, body: unknown): Promise<unknown> =>
    fetch(`${server.api}${path}`, { method, headers, body: JSON.stringify(body), signal: AbortSignal.timeout(5_000) })
      .then((response) => response.json() as Promise<unknown>)
      .catch(() => null);
  const worker = async (index: number): Promise<void> => {
    for (let round = 0; !stopped; round += 1) {
      const name = `Sucursal ${index}-${round}`;
      const created = await send('/branches', 'POST', {
        name,
        address: 'Av. Juárez 10',
        city: 'Puebla',
        state: 'Puebla',
        country: 'México',
      });
      const id = isRecord(created) && isRecord(created.data) ? created.data.id : undefined;
      if (typeof id === 'string' && !stopped) await send(`/branches/${id}`, 'PUT', { city: `Ciudad ${round}` });
      if (!stopped)
        await send('/users', 'POST', {
          name: `Cliente ${index} ${round}`,
          email: `c${index}-${round}-${randomUUID().slice(0, 6)}@box.mx`,
          password: 'Cliente123!',
          role: 'CLIENT',
        });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
}

/** `count` branches written straight into the log, as the server would have recorded them. */
async function seedBranches(dataDir: string, count: number): Promise<number> {
  const log = SqliteEventLog.open(join(dataDir, 'events.sqlite3'));
  try {
    const metadata = {
      userId: null,
      correlationId: randomUUID(),
      causationId: randomUUID(),
      commandType: 'CreateBranch',
      occurredAt: '2026-01-05T10:00:00.000Z',
    };
    const appends: Promise<unknown>[] = [];
    for (let index = 0; index < count; index += 1) {
      const branchId = randomUUID();
      const created: NewEvent = {
        id: randomUUID(),
        type: 'BranchCreated',
        data: {
          branchId,
          name: `BoxStudio ${index}`,
          address: 'Av. Reforma 1',
          city: 'Querétaro',
          state: 'Querétaro',
          country: 'México',
          postalCode: null,
          phone: null,
          email: null,
        },
        metadata,
      };
      const renamed: NewEvent = {
        id: randomUUID(),
        type: 'BranchUpdated',
        data: { branchId, changes: { name: `BoxStudio Centro ${index}` } },
        metadata: { ...metadata, commandType: 'UpdateBranch' },
      };
      appends.push(log.append(`branch-${branchId}`, [created, renamed], 'no-stream'));
      if (appends.length >= 5_000) await Promise.all(appends.splice(0));
    }
    await Promise.all(appends);
    return await log.headPosition();
  } finally {
    await log.close();
  }
}

describe('durability: read models on disk', () => {
  const dirs: string[] = [];

  afterAll(async () => {
    await killAllChildServers();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const newDataDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'boxstudio-read-models-'));
    dirs.push(dir);
    return dir;
  };

  it('after a SIGKILL while projecting, resumes to read models equal to a rebuild from the log', async () => {
    assertServerBuilt();
    const dataDir = newDataDir();
    const first = await startChildServer({ dataDir });
    const token = await loginTo(first);
    await loadUntil(
      first,
      token,
      sleep(LOAD_MS).then(() => first.kill('SIGKILL')),
    );

    const second = await startChildServer({ dataDir });
    const secondToken = await loginTo(second);
    await caughtUp(second, secondToken);
    await second.kill('SIGTERM');
    const resumed = readModels(dataDir);
    expect((resumed.branches ?? []).length).toBeGreaterThan(10);

    const third = await startChildServer({ dataDir });
    const thirdToken = await loginTo(third);
    for (const info of await projections(third, thirdToken)) {
      const response = await fetch(`${third.api}/admin/projections/${info.name}/rebuild?wait=true`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${thirdToken}` },
      });
      expect({ name: info.name, status: response.status }).toEqual({ name: info.name, status: 200 });
    }
    await third.kill('SIGTERM');
    const rebuilt = readModels(dataDir);
    expect(Object.keys(resumed)).toEqual(Object.keys(rebuilt));
    for (const table of Object.keys(rebuilt))
      expect({ table, docs: resumed[table] }).toEqual({ table, docs: rebuilt[table] });
  });

  it('starts on a long log from its checkpoints, without replaying it', async () => {
    assertServerBuilt();
    const dataDir = newDataDir();
    const head = await seedBranches(dataDir, SEEDED_BRANCHES);
    expect(head).toBe(2 * SEEDED_BRANCHES);

    let started = Date.now();
    const building = await startChildServer({ dataDir, readyTimeoutMs: 150_000 });
    const buildMs = Date.now() - started;
    await building.kill('SIGTERM');

    started = Date.now();
    const restarted = await startChildServer({ dataDir });
    const restartMs = Date.now() - started;
    const token = await loginTo(restarted);
    const health = (await (await fetch(`${restarted.api}/health`)).json()) as { data: { headPosition: number } };
    // The first start recorded the administrator after the seeded branches.
    expect(health.data.headPosition).toBeGreaterThan(head);
    // Every projection answered from where it stood: nothing left to apply, nothing applied again.
    for (const info of await projections(restarted, token))
      expect({ name: info.name, checkpoint: info.checkpoint, lag: info.lag }).toEqual({
        name: info.name,
        checkpoint: health.data.headPosition,
        lag: 0,
      });
    // A replay of the log takes about as long as the first start, which built every read model.
    expect({ restartMs, faster: restartMs < buildMs / 3 }).toEqual({ restartMs, faster: true });
    const page = await fetch(`${restarted.api}/branches?page=1&limit=5`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await page.json()) as { data: { total: number } };
    expect(body.data.total).toBe(SEEDED_BRANCHES);
    await restarted.kill('SIGTERM');
  });
});
