import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRecord } from '../support/envelope.js';
import {
  assertServerBuilt,
  killAllChildServers,
  loginTo,
  startChildServer,
  type ChildServer,
} from '../support/child-server.js';

/**
 * The real server, killed with SIGKILL while commands are in flight: every command it acknowledged
 * (answered 201) is there after a restart on the same data folder.
 */

jest.setTimeout(60_000);

const CONCURRENCY = 16;
const LOAD_MS = 1_500;
const REQUEST_TIMEOUT_MS = 10_000;

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

const branch = (name: string): Record<string, string> => ({
  name,
  address: 'Av. Reforma 222',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
  postalCode: '06600',
  phone: '+52 55 5555 0000',
});

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

describe('durability: SIGKILL under load', () => {
  let dataDir: string | null = null;

  afterAll(async () => {
    await killAllChildServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged command when the process is killed mid-load', async () => {
    assertServerBuilt();
    dataDir = mkdtempSync(join(tmpdir(), 'boxstudio-sigkill-'));
    const first: ChildServer = await startChildServer({ dataDir });
    const token = await loginTo(first);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };

    const acknowledged = new Map<string, string>();
    const refusedBeforeKill: string[] = [];
    let sent = 0;
    let inFlight = 0;
    let killed = false;

    const worker = async (workerIndex: number): Promise<void> => {
      for (let sequence = 0; !killed; sequence += 1) {
        const name = `Carga ${workerIndex}-${sequence}`;
        sent += 1;
        inFlight += 1;
        try {
          const response = await fetch(`${first.api}/branches`, {
            method: 'POST',
            headers,
            body: JSON.stringify(branch(name)),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const body = await json(response);
          const id = isRecord(body) && isRecord(body.data) ? body.data.id : undefined;
          if (response.status === 201 && typeof id === 'string') acknowledged.set(id, name);
          else if (!killed) refusedBeforeKill.push(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        } catch (error) {
          // Cut by the kill: not acknowledged, so the server owes nothing for it.
          if (!killed) refusedBeforeKill.push(`${name}: ${String(error)}`);
        } finally {
          inFlight -= 1;
        }
      }
    };

    const workers = Array.from({ length: CONCURRENCY }, (_, index) => worker(index));
    await sleep(LOAD_MS);
    const inFlightAtKill = inFlight;
    killed = true;
    const exit = await first.kill('SIGKILL');
    await Promise.all(workers);

    expect(exit.signal).toBe('SIGKILL');
    expect(refusedBeforeKill).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledged.size).toBeGreaterThan(0);

    const second = await startChildServer({ dataDir });
    const adminToken = await loginTo(second);
    const problems: string[] = [];
    const ids = [...acknowledged.keys()];
    for (let start = 0; start < ids.length; start += CONCURRENCY) {
      await Promise.all(
        ids.slice(start, start + CONCURRENCY).map(async (id) => {
          const response = await fetch(`${second.api}/branches/${id}`, {
            headers: { Authorization: `Bearer ${adminToken}` },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const body = await json(response);
          const name = isRecord(body) && isRecord(body.data) ? body.data.name : undefined;
          if (response.status !== 200 || name !== acknowledged.get(id))
            problems.push(`${id} (${acknowledged.get(id)}): ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
        }),
      );
    }
    expect(problems).toEqual([]);

    const list = await fetch(`${second.api}/branches?limit=1`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const listed = await json(list);
    expect(list.status).toBe(200);
    const total = isRecord(listed) && isRecord(listed.data) ? listed.data.total : undefined;
    if (typeof total !== 'number') throw new Error(`No total in ${JSON.stringify(listed).slice(0, 300)}`);
    expect(total).toBeGreaterThanOrEqual(acknowledged.size);
    expect(total).toBeLessThanOrEqual(sent);

    // Still a working server: it takes new commands after the crash.
    const after = await fetch(`${second.api}/branches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify(branch('Después del SIGKILL')),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(after.status).toBe(201);
    await second.kill('SIGTERM');
  });
});
