import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  documentsOf,
  projectedThrough,
  runnerOn,
  SITES_COLLECTION,
  sitesProjection,
  writeSites,
  type SiteDoc,
  type SiteEvent,
} from '../../testing/sites-projection.js';
import type { EventLog, RecordedEvent } from '../event-log/event-log.port.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import type { Doc } from '../read-store/read-store.port.js';
import { CHECKPOINTS_COLLECTION } from './checkpoint-store.js';
import { collection, defineProjection } from './define-projection.js';
import type { Projection } from './projection.js';
import { POSITION_FIELD, ProjectionWriter } from './projection.js';
import type { ProjectionRunner } from './projection-runner.js';

/** What a projection's read model is when folded once, from nothing. */
async function foldedFresh(log: EventLog): Promise<Doc[]> {
  const store = SqliteReadStore.open(':memory:');
  const runner = runnerOn(log, store);
  await runner.start();
  await runner.stop();
  return documentsOf(store);
}

/** The same read model folded event by event with guarded writes, as live projecting writes. */
async function foldedGuarded(log: EventLog): Promise<Doc[]> {
  const store = SqliteReadStore.open(':memory:');
  for (const recorded of await log.readAll(null, 100_000))
    await sitesProjection.apply(recorded, new ProjectionWriter(store, new Map(), recorded));
  return documentsOf(store);
}

describe('projection runner', () => {
  let dir: string;
  let log: SqliteEventLog;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-projections-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
  });
  afterEach(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('catches up, on start, with everything written while nobody was projecting', async () => {
    await writeSites(log, 0, 20);
    const store = SqliteReadStore.open(':memory:');
    const runner = runnerOn(log, store);
    await runner.start();
    expect(await store.collection(SITES_COLLECTION).count({})).toBe(20);
    expect(await store.collection(SITES_COLLECTION).count({ isActive: false })).toBe(7);
    const [info] = await runner.describe();
    expect(info).toMatchObject({ name: 'sites', status: 'live', lag: 0, checkpoint: await log.headPosition() });
    await runner.stop();
  });

  it('gives the same read model when the log is replayed twice over it', async () => {
    await writeSites(log, 0, 15);
    const store = SqliteReadStore.open(':memory:');
    const first = runnerOn(log, store);
    await first.start();
    await first.stop();
    const once = await documentsOf(store);
    await store.collection(CHECKPOINTS_COLLECTION).deleteMany({});
    const second = runnerOn(log, store);
    await second.start();
    await second.stop();
    expect(await documentsOf(store)).toEqual(once);
  });

  it('ignores a duplicate or late delivery of an event already applied', async () => {
    await writeSites(log, 0, 1);
    const store = SqliteReadStore.open(':memory:');
    const projection = sitesProjection;
    const events = await log.readAll(null, 10);
    const apply = (recorded: RecordedEvent) =>
      projection.apply(recorded, new ProjectionWriter(store, new Map(), recorded));
    for (const recorded of events) await apply(recorded);
    const applied = await documentsOf(store);
    for (const recorded of events) await apply(recorded);
    await apply(events[1] as RecordedEvent);
    await apply(events[0] as RecordedEvent);
    expect(await documentsOf(store)).toEqual(applied);
    expect(applied[0]).toMatchObject({ city: 'Ciudad 0', isActive: false });
  });

  it('changes nothing when it crashes between writing documents and saving the checkpoint', async () => {
    await writeSites(log, 0, 10);
    const store = SqliteReadStore.open(':memory:');
    const runner = runnerOn(log, store);
    await runner.start();
    await runner.stop();
    // The documents hold every event, but the checkpoint saved before the crash was older.
    await store
      .collection(CHECKPOINTS_COLLECTION)
      .updateOne({ _id: 'sites' }, { $set: { position: 3, checkpoint: '3' } });
    await writeSites(log, 10, 5);
    const restarted = runnerOn(log, store);
    await restarted.start();
    await restarted.stop();
    expect(await documentsOf(store)).toEqual(await foldedFresh(log));
  });

  it('rebuilds into a fresh copy while the live one keeps serving, then swaps it in', async () => {
    await writeSites(log, 0, 300);
    const store = SqliteReadStore.open(':memory:');
    const runner = runnerOn(log, store);
    await runner.start();
    const { done } = runner.startRebuild('sites');
    expect((await runner.describe())[0]?.status).toBe('rebuilding');
    // Meanwhile: reads answer from the live copy, and new events reach it.
    expect(await store.collection(SITES_COLLECTION).count({})).toBe(300);
    await writeSites(log, 300, 5);
    await done;
    const [info] = await runner.describe();
    expect(info).toMatchObject({ status: 'live', rebuild: { error: null, finishedAt: expect.any(String) } });
    await writeSites(log, 305, 1);
    await projectedThrough(runner, await log.headPosition());
    await runner.stop();
    expect(await documentsOf(store)).toEqual(await foldedFresh(log));
    expect(await store.listCollections()).not.toContain(`${SITES_COLLECTION}__rebuild`);
  });

  it('fills a projection starting from nothing as guarded writes would, then goes on with guarded writes', async () => {
    await writeSites(log, 0, 400);
    const store = SqliteReadStore.open(':memory:');
    const runner = runnerOn(log, store);
    await runner.start();
    expect(await documentsOf(store)).toEqual(await foldedGuarded(log));
    // After start-up, a late duplicate changes nothing: the writes are guarded again.
    const [first] = await log.readAll(null, 1);
    await sitesProjection.apply(first as RecordedEvent, new ProjectionWriter(store, new Map(), first));
    await writeSites(log, 400, 3);
    await projectedThrough(runner, await log.headPosition());
    await runner.stop();
    expect(await documentsOf(store)).toEqual(await foldedGuarded(log));
  });

  it('replays over documents already there with guarded writes, even without a checkpoint', async () => {
    await writeSites(log, 0, 10);
    const store = SqliteReadStore.open(':memory:');
    const first = runnerOn(log, store);
    await first.start();
    await first.stop();
    // A document that has seen a later event than any in the log must not be written over.
    await store
      .collection(SITES_COLLECTION)
      .updateOne({ _id: 'b1' }, { $set: { city: 'Kept', [POSITION_FIELD]: 1_000_000 } });
    await store.collection(CHECKPOINTS_COLLECTION).deleteMany({});
    const second = runnerOn(log, store);
    await second.start();
    await second.stop();
    expect((await store.collection(SITES_COLLECTION).findOne({ _id: 'b1' }))?.city).toBe('Kept');
  });

  it('saves no checkpoint of a projection while it is first filled', async () => {
    await writeSites(log, 0, 500);
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reachedGate = (): void => undefined;
    const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
    const gated: Projection = {
      name: 'gated',
      collections: ['gated'],
      apply: async (recorded) => {
        if (recorded.position !== 1_100) return;
        reachedGate();
        await gate;
      },
    };
    const store = SqliteReadStore.open(':memory:');
    const runner = runnerOn(log, store, [sitesProjection, gated]);
    const started = runner.start();
    await atGate;
    // 1,099 events applied, past the 1,000 after which checkpoints are saved.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await store.collection(CHECKPOINTS_COLLECTION).count({})).toBe(0);
    release();
    await started;
    await runner.stop();
    expect(await store.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'sites' })).toMatchObject({
      position: await log.headPosition(),
    });
  });

  it('marks a failing projection failed and keeps the others projecting', async () => {
    const broken: Projection = {
      name: 'broken',
      collections: ['broken'],
      apply: async (recorded) => {
        if (recorded.type === 'BranchUpdated') throw new Error('boom');
      },
    };
    await writeSites(log, 0, 3);
    const store = SqliteReadStore.open(':memory:');
    const runner = runnerOn(log, store, [sitesProjection, broken]);
    await runner.start();
    const byName = Object.fromEntries((await runner.describe()).map((info) => [info.name, info]));
    expect(byName.broken?.status).toBe('failed');
    expect(byName.sites).toMatchObject({ status: 'live', lag: 0 });
    expect(runner.failure).toContain('boom');
    await runner.stop();
  });
  describe('a projection whose version changed', () => {
    /** Version 2 of the stand-in read model keeps the city in capitals: a change that needs a rebuild. */
    const sitesV2 = defineProjection<SiteEvent>()({
      name: 'sites',
      version: 2,
      collections: { sites: collection<SiteDoc>(SITES_COLLECTION, [{ isActive: 1 }]) },
      handlers: {
        BranchCreated: ({ data: { branchId, ...fields } }, { sites }) =>
          sites.insert({ _id: branchId, ...fields, city: fields.city.toUpperCase(), isActive: true }),
        BranchUpdated: ({ data }, { sites }) =>
          sites.set(data.branchId, {
            ...data.changes,
            ...(data.changes.city ? { city: data.changes.city.toUpperCase() } : {}),
          }),
        BranchDeactivated: ({ data }, { sites }) => sites.set(data.branchId, { isActive: false }),
      },
    });

    const rebuilt = async (runner: ProjectionRunner): Promise<void> => {
      for (let attempt = 0; attempt < 400; attempt += 1) {
        const [info] = await runner.describe();
        if (info?.status === 'live' && info.rebuild?.finishedAt) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error('the rebuild did not finish');
    };

    it('starts at once on the old documents, rebuilds them alone, then resumes from its own checkpoint', async () => {
      const file = join(dir, 'read-models.sqlite3');
      await writeSites(log, 0, 30);
      const first = SqliteReadStore.open(file);
      const v1 = runnerOn(log, first);
      await v1.start();
      await v1.stop();
      await first.close();

      const second = SqliteReadStore.open(file);
      const v2 = runnerOn(log, second, [sitesV2]);
      await v2.start();
      // Started before the rebuild ended: the old documents serve meanwhile.
      const [starting] = await v2.describe();
      expect(starting?.status).toBe('rebuilding');
      expect((await second.collection(SITES_COLLECTION).findOne({ _id: 'b1' }))?.city).toBe('Ciudad 1');
      await rebuilt(v2);
      expect((await second.collection(SITES_COLLECTION).findOne({ _id: 'b1' }))?.city).toBe('CIUDAD 1');
      expect(await second.collection(SITES_COLLECTION).count({})).toBe(30);
      // Live again: a new event reaches the rebuilt copy.
      await writeSites(log, 30, 1);
      await projectedThrough(v2, await log.headPosition());
      expect((await second.collection(SITES_COLLECTION).findOne({ _id: 'b30' }))?.city).toBe('CIUDAD 30');
      await v2.stop();
      expect(await second.collection(CHECKPOINTS_COLLECTION).findOne({ _id: 'sites' })).toMatchObject({
        position: await log.headPosition(),
        version: 2,
      });
      await second.close();

      const third = SqliteReadStore.open(file);
      const again = runnerOn(log, third, [sitesV2]);
      await again.start();
      expect((await again.describe())[0]).toMatchObject({ status: 'live', rebuild: null });
      await again.stop();
      await third.close();
    });
  });
});
