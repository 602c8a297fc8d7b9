import {
  projectedThrough,
  projectionBench,
  siteEvent,
  SITES_COLLECTION,
  sitesProjection,
  writeSites,
} from '../../testing/sites-projection.js';
import { gate, type Gate } from '../../testing/gate.js';
import { FreshCopyWriter } from './fresh-copy-writer.js';
import type { Projection } from './projection.js';
import type { ProjectionRunner } from './projection-runner.js';
import { RATE_WINDOW_MS } from './rate-meter.js';

/** A read model that stops on the event of this type until released: a projection far behind the log. */
function gatedOn(type: string): { projection: Projection; held: Gate } {
  const held = gate();
  const projection: Projection = {
    name: 'gated',
    collections: ['gated'],
    apply: async (event) => {
      if (event.type === type) await held.pass();
    },
  };
  return { projection, held };
}

/** A read model that folds nothing: it keeps up with the log, whatever the others do. */
const watcher: Projection = { name: 'watcher', collections: ['watcher'], apply: async () => undefined };

describe('what the projection runner says of each projection', () => {
  const bench = projectionBench();
  let runner: ProjectionRunner;

  const startOn = async (projections?: Projection[]): Promise<void> => {
    runner = await bench.start(projections);
  };
  const described = async (name: string, moment?: { head: number; now: number }) =>
    (await runner.describe(moment)).find((info) => info.name === name);

  it('gives its head, lag, version, error and last check, and the live copy’s rate over the last seconds', async () => {
    await writeSites(bench.log, 0, 100);
    await startOn([{ ...sitesProjection, version: 3 }]);
    const head = await bench.log.headPosition();
    expect(await described('sites')).toEqual({
      name: 'sites',
      collections: [SITES_COLLECTION],
      status: 'live',
      checkpoint: head,
      lag: 0,
      head,
      lagSeconds: 0,
      // Every position was taken in while starting, a moment ago: all of them inside the window.
      eventsPerSecond: Math.round((head * 10_000) / RATE_WINDOW_MS) / 10,
      version: 3,
      error: null,
      rebuild: null,
      check: null,
    });
    // Once nothing arrives for longer than the window, the rate is 0.
    expect(await described('sites', { head, now: Date.now() + RATE_WINDOW_MS + 1_000 })).toMatchObject({
      eventsPerSecond: 0,
    });
    const check = await runner.startCheck('sites');
    expect(await described('sites')).toMatchObject({ check });
  });

  it('ages the oldest event not applied in seconds, and calls the projection behind past one', async () => {
    await writeSites(bench.log, 0, 3);
    const { projection: gated, held } = gatedOn('SiteInspected');
    await startOn([gated, sitesProjection]);
    const before = await bench.log.headPosition();
    await bench.log.append('inspection-1', [siteEvent('SiteInspected', { branchId: 'b1' })], 'no-stream');
    await writeSites(bench.log, 10, 2);
    await held.reached;
    const head = await bench.log.headPosition();
    const [waiting] = await bench.log.readAll(String(before), 1);
    const recordedAt = waiting?.recordedAt.getTime() ?? 0;

    // Young: waiting, but not behind.
    expect(await described('gated', { head, now: recordedAt + 400 })).toMatchObject({
      status: 'live',
      checkpoint: before,
      lag: head - before,
      lagSeconds: 0.4,
    });
    expect(await described('gated', { head, now: recordedAt + 2_500 })).toMatchObject({
      status: 'behind',
      lagSeconds: 2.5,
    });
    held.release();
    await projectedThrough(runner, head);
    expect(await described('gated')).toMatchObject({ status: 'live', lag: 0, lagSeconds: 0, checkpoint: head });
  });

  it('says stopped once the projection loop has ended, and failed for a projection that failed', async () => {
    const broken: Projection = {
      name: 'broken',
      collections: ['broken'],
      apply: async (event) => {
        if (event.type === 'BranchUpdated') throw new Error('boom');
      },
    };
    await writeSites(bench.log, 0, 2);
    await startOn([sitesProjection, broken]);
    expect(await described('broken')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^BranchUpdated at \d+: boom$/),
    });
    await runner.stop();
    expect(await described('sites')).toMatchObject({ status: 'stopped' });
    expect(await described('broken')).toMatchObject({ status: 'failed' });
  });

  describe('a rebuild that fails', () => {
    const failing = { now: false };
    /** The stand-in read model, except that a fresh fold fails on the first edit it meets. */
    const failingWhenFresh: Projection = {
      ...sitesProjection,
      apply: async (event, writer) => {
        if (failing.now && writer instanceof FreshCopyWriter && event.type === 'BranchUpdated') throw new Error('boom');
        await sitesProjection.apply(event, writer);
      },
    };
    beforeEach(() => {
      failing.now = false;
    });

    it('leaves the old copy serving, and says why', async () => {
      await writeSites(bench.log, 0, 20);
      await startOn([failingWhenFresh]);
      failing.now = true;
      await runner.startRebuild('sites').done;
      const info = await described('sites');
      expect(info).toMatchObject({
        status: 'live',
        rebuild: { finishedAt: expect.any(String), error: expect.stringMatching(/^BranchUpdated at \d+: boom$/) },
      });
      expect(info?.error).toMatch(/^Rebuild failed: BranchUpdated at \d+: boom$/);
      expect(runner.failure).toBeNull();
      expect(await bench.store.collection(SITES_COLLECTION).count()).toBe(20);
      expect(await bench.store.listCollections()).not.toContain(`${SITES_COLLECTION}__rebuild`);
      // The old copy still gets what happens next.
      await writeSites(bench.log, 20, 1);
      await projectedThrough(runner, await bench.log.headPosition());
      expect(await bench.store.collection(SITES_COLLECTION).findOne({ _id: 'b20' })).toMatchObject({
        city: 'Ciudad 20',
      });

      failing.now = false;
      await runner.startRebuild('sites').done;
      expect(await described('sites')).toMatchObject({ status: 'live', error: null, rebuild: { error: null } });
    });

    it('leaves a failed projection failed, held on its event, saying why it failed', async () => {
      const fragile: Projection = {
        ...failingWhenFresh,
        apply: async (event, writer) => {
          if (event.type === 'BranchDeactivated') throw new Error('live boom');
          await failingWhenFresh.apply(event, writer);
        },
      };
      await writeSites(bench.log, 0, 4);
      await startOn([watcher, fragile]);
      const failed = await described('sites');
      expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('live boom') });
      failing.now = true;
      await runner.startRebuild('sites').done;
      await writeSites(bench.log, 4, 1);
      await projectedThrough(runner, await bench.log.headPosition());
      expect(await described('sites')).toMatchObject({
        status: 'failed',
        checkpoint: failed?.checkpoint,
        error: failed?.error,
        rebuild: { error: expect.stringContaining('boom') },
      });
      expect(runner.failure).toContain('live boom');
    });
  });
});
