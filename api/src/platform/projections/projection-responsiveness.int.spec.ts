import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import type { Projection } from './projection.js';
import { ProjectionRegistry } from './projection-registry.js';
import { ProjectionRunner } from './projection-runner.js';
import { ReadYourWrites } from './read-your-writes.js';
import { siteEvent } from '../../testing/sites-projection.js';

/*
 * A fold runs on the thread that answers HTTP, so it must give the event loop a turn every few
 * milliseconds however much each event costs. Here 2,000 consecutive events cost 0.5 ms each (in
 * wall time, so a loaded machine cannot make them cheaper): a fold that yields every 1,000 events
 * or more blocks 500 ms or more, one that never yields blocks for the whole second. A fold that
 * yields on time keeps the lateness of a 5 ms timer near its 10 ms slice (at worst 80 ms seen
 * with three busy processes on two cores).
 */
const HEAVY_MS = 0.5;
const HEAVY_EVENTS = 2_000;
const LIGHT_EVENTS = 18_000;
/** Twenty slices: room for a loaded 2-core CI machine, still well under any blocking fold here. */
const MAX_LATENESS_MS = 200;
const TICK_MS = 5;

function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: an expensive handler.
  }
}

const heavy: Projection = {
  name: 'heavy',
  collections: ['heavy'],
  eventTypes: ['Heavy'],
  apply: async (event, writer) => {
    spin(HEAVY_MS);
    await writer.upsert('heavy', String(event.data['key']), { $set: { n: event.data['n'] } });
  },
};

/** Light events, then the heavy ones in one run (so whole batches are heavy), then light again. */
async function writeLog(log: SqliteEventLog): Promise<void> {
  const light = (count: number, prefix: string) =>
    Array.from({ length: count / 500 }, (_, chunk) =>
      log.append(
        `light-${prefix}${chunk}`,
        Array.from({ length: 500 }, (_, n) => siteEvent('Light', { n })),
        'no-stream',
      ),
    );
  await Promise.all(light(LIGHT_EVENTS / 2, 'a'));
  await log.append(
    'heavy-1',
    Array.from({ length: HEAVY_EVENTS }, (_, n) => siteEvent('Heavy', { key: n % 500, n })),
    'no-stream',
  );
  await Promise.all(light(LIGHT_EVENTS / 2, 'b'));
}

/** The worst lateness of a 5 ms interval timer while `work` runs. */
async function lateness(work: () => Promise<unknown>, onTick: () => void = () => undefined): Promise<number> {
  let last = performance.now();
  let worst = 0;
  const note = (): void => {
    const now = performance.now();
    worst = Math.max(worst, now - last - TICK_MS);
    last = now;
  };
  const timer = setInterval(() => {
    note();
    onTick();
  }, TICK_MS);
  try {
    await work();
    note();
    return worst;
  } finally {
    clearInterval(timer);
  }
}

describe('projections keep the event loop responsive', () => {
  let dir: string;
  let log: SqliteEventLog;
  let store: SqliteReadStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-responsive-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
    await writeLog(log);
    store = SqliteReadStore.open(':memory:');
    const registry = new ProjectionRegistry();
    registry.register(heavy);
    runner = new ProjectionRunner(log, store, registry, new ReadYourWrites());
  }, 60_000);
  afterAll(async () => {
    await runner.stop();
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('while catching up at start-up', async () => {
    const worst = await lateness(() => runner.start());
    expect(await store.collection('heavy').count({})).toBe(500);
    expect(worst).toBeLessThan(MAX_LATENESS_MS);
  }, 30_000);

  it('while rebuilding, and reports progress meanwhile', async () => {
    const { done, track } = runner.startRebuild('heavy');
    const seen = new Set<number>();
    const worst = await lateness(
      () => done,
      () => seen.add(track.rebuild?.done ?? 0),
    );
    expect(track.rebuild).toMatchObject({ done: LIGHT_EVENTS + HEAVY_EVENTS, error: null });
    expect(await store.collection('heavy').count({})).toBe(500);
    // Progress was readable between slices, not only at the end.
    expect([...seen].filter((done) => done > 0 && done < LIGHT_EVENTS + HEAVY_EVENTS).length).toBeGreaterThan(3);
    expect(worst).toBeLessThan(MAX_LATENESS_MS);
  }, 30_000);
});
