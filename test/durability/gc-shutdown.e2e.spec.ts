import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertServerBuilt,
  childEnv,
  freePort,
  killAllChildServers,
  loginTo,
  REPO_ROOT,
  startChildServer,
  type ChildServer,
} from '../support/child-server.js';

/**
 * The runtime must survive garbage collection of native handles at any moment. On Node 24.19+
 * better-sqlite3 12 (built on node::ObjectWrap) aborted the process (exit 134,
 * "RemoveEnvironmentCleanupHook ... (env) != nullptr") when the collector finalised a statement or
 * a database while resuming async code. Here the real server, the rebuild CLI and a script that
 * opens and closes the embedded stores many times run under constant collection
 * (test/support/gc-pressure.cjs), and must still end with exit code 0.
 */

jest.setTimeout(120_000);

const GC_ARGS = ['--expose-gc', '--require', join(REPO_ROOT, 'test', 'support', 'gc-pressure.cjs')];
const STORE_CHURN = join(REPO_ROOT, 'test', 'support', 'store-churn.mjs');
const REBUILD_CLI = join(REPO_ROOT, 'api', 'dist', 'cli', 'rebuild-projections.js');
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
const NATIVE_ABORT = /Assertion failed|RemoveEnvironmentCleanupHook|Segmentation fault|core dumped/;

async function post(server: ChildServer, token: string, path: string, body: unknown): Promise<number> {
  const response = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Writes through every store the server has: the event log, the read models, the credentials. */
async function writeSome(server: ChildServer, token: string, round: number): Promise<void> {
  const statuses = await Promise.all([
    post(server, token, '/branches', {
      name: `Sucursal ${round}`,
      address: 'Av. Reforma 1',
      city: 'Ciudad de México',
      state: 'CDMX',
      country: 'México',
    }),
    post(server, token, '/clients', {
      name: `Cliente ${round}`,
      email: `cliente.${round}@example.com`,
      phone: '+52 55 1234 5678',
    }),
    post(server, token, '/newsletter/subscribe', {
      firstName: 'Ana',
      lastName: `Ruiz ${round}`,
      email: `ana.${round}@example.com`,
    }),
  ]);
  expect(statuses).toEqual([201, 201, expect.any(Number)]);
}

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly output: string;
}

function runUnderPressure(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [...GC_ARGS, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => resolveRun({ code, signal, output }));
  });
}

async function runRebuildCli(dataDir: string): Promise<Run> {
  // Nobody listens on that port, so the CLI rebuilds on the stores in DATA_DIR itself.
  const closedPort = await freePort();
  return runUnderPressure([REBUILD_CLI], {
    ...childEnv(dataDir, closedPort, {}),
    BOXSTUDIO_URL: `http://127.0.0.1:${closedPort}`,
  });
}

describe('runtime: native handles under constant garbage collection', () => {
  let dataDir: string;

  beforeAll(() => {
    assertServerBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-gc-'));
  });

  afterAll(async () => {
    await killAllChildServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves writes, idles while the collector runs, and exits 0 on SIGTERM without aborting', async () => {
    const server = await startChildServer({ dataDir, nodeArgs: GC_ARGS });
    const token = await loginTo(server);
    for (let round = 0; round < 5; round += 1) {
      await writeSome(server, token, round);
      // Idle between bursts: statements prepared for the writes are now only garbage.
      await sleep(300);
    }
    await sleep(1_000);
    expect(server.isRunning()).toBe(true);
    const exit = await server.kill('SIGTERM', 15_000);
    expect(server.output()).not.toMatch(NATIVE_ABORT);
    expect(server.output()).toMatch(/gc-pressure: \d+ rounds/);
    expect(exit).toEqual({ code: 0, signal: null });
  });

  it('rebuilds every read model from the CLI and exits 0 without aborting', async () => {
    const run = await runRebuildCli(dataDir);
    expect(run.output).not.toMatch(NATIVE_ABORT);
    expect(run.output).toMatch(/Done in/);
    expect(run.output).toMatch(/gc-pressure: \d+ rounds/);
    expect({ code: run.code, signal: run.signal }).toEqual({ code: 0, signal: null });
  });

  it('opens, uses and closes the embedded stores 40 times, idles, and exits 0 without aborting', async () => {
    const churnDir = mkdtempSync(join(tmpdir(), 'boxstudio-churn-'));
    try {
      const run = await runUnderPressure([STORE_CHURN, join(REPO_ROOT, 'api', 'dist'), churnDir], { ...process.env });
      expect(run.output).not.toMatch(NATIVE_ABORT);
      expect(run.output).toMatch(/store churn: 40 rounds done/);
      expect({ code: run.code, signal: run.signal }).toEqual({ code: 0, signal: null });
    } finally {
      rmSync(churnDir, { recursive: true, force: true });
    }
  });

  it('starts again on what the collected run wrote, and stops cleanly again', async () => {
    const server = await startChildServer({ dataDir, nodeArgs: GC_ARGS });
    const token = await loginTo(server);
    const response = await fetch(`${server.api}/branches?search=Sucursal&limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { total: number } };
    expect(body.data.total).toBe(5);
    expect(await server.kill('SIGTERM', 15_000)).toEqual({ code: 0, signal: null });
  });
});
