import {
  projectionBench,
  SITES_COLLECTION,
  sitesProjection,
  writeSites,
  type SiteDoc,
  type SiteEvent,
} from '../../testing/sites-projection.js';
import { collection, defineProjection } from './define-projection.js';
import { historyName } from './doc-history.js';
import { FreshCopyWriter } from './fresh-copy-writer.js';
import { POSITION_FIELD, type Projection } from './projection.js';
import type { ProjectionRunner } from './projection-runner.js';

/** The stand-in read model keeping its history, as the reporting read models do. */
const sitesWithHistory = defineProjection<SiteEvent>()({
  name: 'sites',
  collections: { sites: collection<SiteDoc>(SITES_COLLECTION, [], { history: { keys: [] } }) },
  handlers: {
    BranchCreated: ({ data: { branchId, ...fields } }, { sites }) =>
      sites.insert({ _id: branchId, ...fields, isActive: true }),
    BranchUpdated: ({ data }, { sites }) => sites.set(data.branchId, data.changes),
  },
});

/** The stand-in read model, except that a fresh fold (a rebuild's, a check's) fails on the first edit it meets. */
const failingWhenFresh = (failing: { now: boolean }): Projection => ({
  ...sitesProjection,
  apply: async (event, writer) => {
    if (failing.now && writer instanceof FreshCopyWriter && event.type === 'BranchUpdated') throw new Error('boom');
    await sitesProjection.apply(event, writer);
  },
});

describe('a consistency check of a read model against a fresh fold of the log', () => {
  const bench = projectionBench();
  let runner: ProjectionRunner;

  const startOn = async (projections?: Projection[]): Promise<void> => {
    runner = await bench.start(projections);
  };

  it('finds a clean read model consistent, page after page, and drops its scratch copy', async () => {
    await writeSites(bench.log, 0, 1_200);
    await startOn();
    const result = await runner.startCheck('sites');
    expect(result).toEqual({
      name: 'sites',
      position: await bench.log.headPosition(),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      documents: 1_200,
      consistent: true,
      differences: [],
      truncated: false,
      error: null,
    });
    expect((await runner.describe())[0]?.check).toEqual(result);
    expect(await bench.store.listCollections()).not.toContain(`${SITES_COLLECTION}__check`);
  });

  it('reports a changed field, a deleted document and an added one by kind, and ignores the guard', async () => {
    await writeSites(bench.log, 0, 30);
    await startOn();
    const sites = bench.store.collection(SITES_COLLECTION);
    await sites.updateOne({ _id: 'b1' }, { $set: { city: 'Otra ciudad' } });
    await sites.deleteOne({ _id: 'b2' });
    await sites.insertOne({ _id: 'b99', name: 'Sucursal fantasma', isActive: true, [POSITION_FIELD]: 5 });
    // Which event last wrote a document is bookkeeping, not what the read model answers.
    await sites.updateOne({ _id: 'b3' }, { $set: { [POSITION_FIELD]: 1 } });

    const result = await runner.startCheck('sites');
    expect(result).toMatchObject({ documents: 31, consistent: false, truncated: false, error: null });
    expect(result.differences).toEqual([
      { collection: SITES_COLLECTION, id: 'b1', kind: 'different', fields: ['city'] },
      { collection: SITES_COLLECTION, id: 'b2', kind: 'missing', fields: [] },
      { collection: SITES_COLLECTION, id: 'b99', kind: 'extra', fields: [] },
    ]);
  });

  it('compares the history a collection keeps as well as its documents', async () => {
    await writeSites(bench.log, 0, 5);
    await startOn([sitesWithHistory]);
    const history = bench.store.collection(historyName(SITES_COLLECTION));
    const [entry] = await history.find({}, { sort: { _id: 1 }, limit: 1 });
    await history.updateOne({ _id: entry?._id ?? '' }, { $set: { at: '2020-01-01T00:00:00.000Z' } });

    const result = await runner.startCheck('sites');
    // Five sites and the version each one's edit replaced (a creation records none).
    expect(result.documents).toBe(5 + 5);
    expect(result.differences).toEqual([
      { collection: historyName(SITES_COLLECTION), id: entry?._id, kind: 'different', fields: ['at'] },
    ]);
  });

  it('lists the first 100 differences and says there were more', async () => {
    await writeSites(bench.log, 0, 150);
    await startOn();
    await bench.store.collection(SITES_COLLECTION).updateMany({}, { $set: { country: 'Perú' } });
    const result = await runner.startCheck('sites');
    expect(result).toMatchObject({ documents: 150, consistent: false, truncated: true });
    expect(result.differences).toHaveLength(100);
  });

  it('compares both copies at one log position while events keep arriving', async () => {
    await writeSites(bench.log, 0, 1_000);
    await startOn();
    const checked = runner.startCheck('sites');
    await writeSites(bench.log, 1_000, 100);
    const result = await checked;
    expect(result).toMatchObject({ consistent: true, differences: [], error: null });
    expect(result.documents).toBeGreaterThanOrEqual(1_000);
    expect(result.position).toBeLessThanOrEqual(await bench.log.headPosition());
  });

  it('runs one rebuild or check at a time per read model', async () => {
    await writeSites(bench.log, 0, 200);
    await startOn();
    const { done } = runner.startRebuild('sites');
    expect(() => runner.startCheck('sites')).toThrow(
      expect.objectContaining({ code: 'PROJECTION.ALREADY_REBUILDING', kind: 'conflict' }),
    );
    await done;
    const checked = runner.startCheck('sites');
    expect(() => runner.startRebuild('sites')).toThrow(
      expect.objectContaining({ code: 'PROJECTION.ALREADY_CHECKING', kind: 'conflict' }),
    );
    expect(() => runner.startCheck('sites')).toThrow(expect.objectContaining({ code: 'PROJECTION.ALREADY_CHECKING' }));
    expect((await checked).consistent).toBe(true);
    expect(() => runner.startCheck('nope')).toThrow(expect.objectContaining({ code: 'PROJECTION.NOT_FOUND' }));
    await runner.startCheck('sites');
  });

  it('says why a check could not finish, keeps the read model as it was and drops the scratch copy', async () => {
    await writeSites(bench.log, 0, 10);
    const failing = { now: false };
    await startOn([failingWhenFresh(failing)]);
    failing.now = true;
    const result = await runner.startCheck('sites');
    expect(result).toMatchObject({ consistent: false, finishedAt: expect.any(String), differences: [] });
    expect(result.error).toMatch(/^BranchUpdated at \d+: boom$/);
    expect(await bench.store.listCollections()).not.toContain(`${SITES_COLLECTION}__check`);
    expect(await bench.store.collection(SITES_COLLECTION).count()).toBe(10);
    const [info] = await runner.describe();
    expect(info).toMatchObject({ status: 'live', error: null, check: result });
  });
});
