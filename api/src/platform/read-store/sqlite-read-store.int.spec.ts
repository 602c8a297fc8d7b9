import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describeReadStoreContract } from './read-store.contract.js';
import { containsFilter } from './search-text.js';
import { whereSql } from './sql-query.js';
import { SqliteReadStore } from './sqlite-read-store.js';

describeReadStoreContract('sqlite, in memory', async () => {
  const store = SqliteReadStore.open(':memory:');
  return { store, cleanup: () => store.close() };
});

describe('SqliteReadStore on disk', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-read-store-'));
    file = join(dir, 'read-models.sqlite3');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** What another connection (a reporting tool, the store after a crash) reads from the file. */
  const committedIds = (table: string): string[] => {
    const other = new Database(file, { readonly: true });
    try {
      return other.prepare<[], string>(`SELECT id FROM "${table}" ORDER BY id`).pluck().all();
    } catch {
      return [];
    } finally {
      other.close();
    }
  };

  it('shows writes to its own reads at once and to the file only once committed', async () => {
    const store = SqliteReadStore.open(file);
    const members = store.collection('members');
    await members.insertOne({ _id: 'a', name: 'Ana' });
    await store.commit();
    await members.insertOne({ _id: 'b', name: 'Bruno' });
    await members.updateOne({ _id: 'a' }, { $set: { name: 'Ana María' } });
    expect(await members.count()).toBe(2);
    expect(committedIds('members')).toEqual(['a']);
    await store.commit();
    expect(committedIds('members')).toEqual(['a', 'b']);
    await store.close();
  });

  it('tells each commit’s tables to another connection, which then answers from what was committed', async () => {
    // The projections worker writes (`writer`); the server reads through a connection of its own (`reader`).
    const writer = SqliteReadStore.open(file);
    const reader = SqliteReadStore.open(file);
    const told: { tables: readonly string[]; schemaChanged: boolean }[] = [];
    writer.onCommit = (tables, schemaChanged) => told.push({ tables, schemaChanged });
    const tell = (commit: number): void => {
      const { tables, schemaChanged } = told[commit] ?? { tables: [], schemaChanged: false };
      reader.invalidate(tables, schemaChanged);
    };
    try {
      await writer.collection('members').insertOne({ _id: 'a', name: 'Ana' });
      expect(await reader.collection('members').count()).toBe(0);
      await writer.commit();
      expect(told).toEqual([{ tables: ['members'], schemaChanged: true }]);
      tell(0);
      // A new table, learnt from the schema change; its document read without a copy and kept.
      const nameOf = () => reader.collection('members').readOne({ _id: 'a' }, (doc) => doc.name);
      expect(await nameOf()).toBe('Ana');

      await writer.collection('members').updateOne({ _id: 'a' }, { $set: { name: 'Ana María' } });
      await writer.commit();
      expect(told[1]).toEqual({ tables: ['members'], schemaChanged: false });
      // Until it is told, the reader answers what it kept; once told, what was committed.
      expect(await nameOf()).toBe('Ana');
      tell(1);
      expect(await nameOf()).toBe('Ana María');

      // An index adds a column: the reader's queries on that field go through it once told.
      await writer.collection('members').createIndex({ name: 1 });
      await writer.collection('members').insertOne({ _id: 'b', name: 'Beto' });
      await writer.commit();
      expect(told[2]).toEqual({ tables: ['members'], schemaChanged: true });
      tell(2);
      expect(await reader.collection('members').find({ name: 'Beto' })).toEqual([{ _id: 'b', name: 'Beto' }]);
      // A commit that wrote nothing tells nothing.
      await writer.commit();
      expect(told).toHaveLength(3);
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it('changes the schema’s version with each analysis, so another connection loads the new statistics', async () => {
    const writer = SqliteReadStore.open(file);
    const reader = new Database(file);
    const version = (): number => reader.pragma('schema_version', { simple: true }) as number;
    const statistics = (): number => reader.prepare<[], number>('SELECT count(*) FROM sqlite_stat1').pluck().get() ?? 0;
    try {
      const members = writer.collection('members');
      await members.createIndex({ team: 1 });
      const fill = async (from: number): Promise<void> => {
        await members.insertMany(
          Array.from({ length: 2_000 }, (_, index) => ({ _id: `m${from + index}`, team: index % 7 })),
        );
        await writer.commit();
      };
      await fill(0);
      const first = version();
      expect(statistics()).toBeGreaterThan(0);
      // A second analysis only rewrites sqlite_stat1's rows; the version still moves.
      await fill(2_000);
      expect(version()).toBeGreaterThan(first);
    } finally {
      reader.close();
      await writer.close();
    }
  });

  it('keeps documents, indexes and renamed collections across a reopen', async () => {
    const first = SqliteReadStore.open(file);
    const fresh = first.collection('members__rebuild');
    await fresh.createIndex({ branch: 1, joinedAt: -1 });
    await fresh.insertMany([
      { _id: 'a', branch: 'north', joinedAt: '2025-01-01' },
      { _id: 'b', branch: 'north', joinedAt: '2025-03-01' },
    ]);
    await first.renameCollection('members__rebuild', 'members');
    await first.close();

    const second = SqliteReadStore.open(file);
    expect(await second.listCollections()).toEqual(['members']);
    const members = second.collection('members');
    const page = await members.findPage({ branch: 'north' }, { sort: { joinedAt: -1 }, skip: 0, limit: 1 });
    expect(page).toEqual({ docs: [{ _id: 'b', branch: 'north', joinedAt: '2025-03-01' }], total: 2 });
    // Declared again after the rename: the index the fresh copy had is found, not made twice.
    await members.createIndex({ branch: 1, joinedAt: -1 });
    const indexes = new Database(file, { readonly: true })
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'members'")
      .pluck()
      .all();
    expect(indexes.filter((name) => name.startsWith('ix_'))).toHaveLength(1);
    await second.close();
  });

  it('builds deferred indexes on a thread of its own, the event loop turning meanwhile', async () => {
    const store = SqliteReadStore.open(file);
    const fresh = store.collection('members__rebuild');
    await fresh.createIndex({ branch: 1, joinedAt: -1 }, { deferred: true });
    await fresh.createIndex({ nameFold: 1 }, { deferred: true });
    const docs = Array.from({ length: 60_000 }, (_, i) => ({
      _id: `m${String(i).padStart(6, '0')}`,
      branch: `b${i % 7}`,
      joinedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      nameFold: `member ${(i * 7919) % 60_000}`,
    }));
    await fresh.insertMany(docs);
    let turns = 0;
    let building = true;
    const turning = (async () => {
      while (building) {
        await new Promise((resolve) => setImmediate(resolve));
        turns += 1;
      }
    })();
    const built = store.buildIndexes('members__rebuild');
    await new Promise((resolve) => setImmediate(resolve));
    // A write meanwhile waits for the worker (on the lock it would hold the event loop), then lands.
    let wroteWhileBuilding: boolean | null = null;
    let buildDone = false;
    const written = store
      .collection('checkpoints')
      .updateOne({ _id: 'members' }, { $set: { position: 7 } }, { upsert: true })
      .then(() => (wroteWhileBuilding = !buildDone));
    await built;
    buildDone = true;
    await written;
    building = false;
    await turning;
    expect(wroteWhileBuilding).toBe(false);
    expect(await store.collection('checkpoints').findOne({ _id: 'members' })).toEqual({ _id: 'members', position: 7 });
    // Built by a worker and committed there: another connection sees them at once.
    const other = new Database(file, { readonly: true });
    const indexes = other
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'members__rebuild'")
      .pluck()
      .all();
    other.close();
    expect(indexes.filter((name) => name.startsWith('ix_'))).toHaveLength(2);
    expect(turns).toBeGreaterThan(10);
    const page = await fresh.findPage({ branch: 'b3' }, { sort: { joinedAt: -1 }, skip: 0, limit: 2 });
    expect(page.total).toBe(docs.filter((doc) => doc.branch === 'b3').length);
    expect(page.docs.map((doc) => doc._id)).toEqual(['m059993', 'm059986']);
    // Nothing is left deferred: a rename builds nothing more.
    await store.renameCollection('members__rebuild', 'members');
    expect(await store.collection('members').count({ nameFold: 'member 7919' })).toBe(1);
    await store.close();
  });

  it('sets a replaced or dropped table aside at once and drops it from a worker after the commit', async () => {
    const tablesInFile = (): string[] => {
      const other = new Database(file, { readonly: true });
      try {
        return other
          .prepare<[], string>(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name",
          )
          .pluck()
          .all();
      } finally {
        other.close();
      }
    };
    const store = SqliteReadStore.open(file);
    await store.collection('members').insertMany([{ _id: 'old' }]);
    await store.collection('members__rebuild').insertMany([{ _id: 'new' }]);
    await store.collection('scratch').insertMany([{ _id: 'x' }]);
    await store.renameCollection('members__rebuild', 'members');
    await store.dropCollection('scratch');
    expect(await store.listCollections()).toEqual(['members']);
    expect(await store.collection('members').find()).toEqual([{ _id: 'new' }]);
    await store.commit();
    // The worker's drop runs after the commit; closing waits for it.
    await store.close();
    expect(tablesInFile()).toEqual(['members']);

    // Set aside and committed, then the process ends before the worker drops it: the next open does.
    const crashed = SqliteReadStore.open(file);
    await crashed.dropCollection('members');
    await crashed.commit();
    const raw = new Database(file);
    raw.exec('CREATE TABLE "$set_aside_left" (id TEXT PRIMARY KEY, doc TEXT)');
    raw.close();
    await crashed.close();
    const reopened = SqliteReadStore.open(file);
    expect(await reopened.listCollections()).toEqual([]);
    await reopened.collection('members').insertOne({ _id: 'again' });
    await reopened.close();
    expect(tablesInFile()).toEqual(['members']);
  });

  it('keeps indexed fields in columns of their own, which a query on them reads through the index', async () => {
    const store = SqliteReadStore.open(':memory:');
    const members = store.collection('members');
    await members.createIndex({ branch: 1, joinedAt: -1 });
    await members.insertOne({ _id: 'a', branch: 'north', joinedAt: '2025-01-01' });
    const plan = (store as unknown as { db: Database.Database }).db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT doc FROM "members" WHERE "f_branch" = ? ORDER BY "f_joinedAt" DESC, id LIMIT 10',
      )
      .all('north') as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' / ')).toMatch(/USING INDEX ix_/);
    await store.close();
  });

  it('builds a deferred index when a query names its leading field, on a rename, or declared again', async () => {
    const store = SqliteReadStore.open(':memory:');
    const db = (store as unknown as { db: Database.Database }).db;
    const indexesOn = (table: string): number =>
      db
        .prepare<[string], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?")
        .pluck()
        .all(table)
        .filter((name) => name.startsWith('ix_')).length;
    const fresh = store.collection('members__rebuild');
    await fresh.createIndex({ branch: 1, joinedAt: -1 }, { deferred: true });
    await fresh.createIndex({ nameFold: 1 }, { deferred: true });
    await fresh.createIndex({ joinedAt: 1 }, { deferred: true });
    await fresh.insertMany([
      { _id: 'a', branch: 'north', joinedAt: '2025-01-01', nameFold: 'ana' },
      { _id: 'b', branch: 'south', joinedAt: '2025-03-01', nameFold: 'bruno' },
    ]);
    expect(indexesOn('members__rebuild')).toBe(0);
    // By id: no index needed. On `branch`: the index that leads with it, only.
    expect(await fresh.findOne({ _id: 'b' })).toMatchObject({ branch: 'south' });
    expect(indexesOn('members__rebuild')).toBe(0);
    expect(await fresh.find({ branch: 'north' })).toEqual([expect.objectContaining({ _id: 'a' })]);
    expect(indexesOn('members__rebuild')).toBe(1);
    // Declared again, undeferred: built.
    await fresh.createIndex({ nameFold: 1 });
    expect(indexesOn('members__rebuild')).toBe(2);
    // The renamed table serves: what was still deferred is built first.
    await store.renameCollection('members__rebuild', 'members');
    expect(indexesOn('members')).toBe(3);
    const page = await store.collection('members').findPage({}, { sort: { joinedAt: -1 }, skip: 0, limit: 1 });
    expect(page).toEqual({ docs: [expect.objectContaining({ _id: 'b' })], total: 2 });
    await store.close();
  });

  it('drops what a dropped collection deferred', async () => {
    const store = SqliteReadStore.open(':memory:');
    await store.collection('scratch').createIndex({ branch: 1 }, { deferred: true });
    await store.dropCollection('scratch');
    await store.collection('scratch').insertOne({ _id: 'a', branch: 'north' });
    expect(await store.collection('scratch').find({ branch: 'north' })).toHaveLength(1);
    const indexes = (store as unknown as { db: Database.Database }).db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'scratch'")
      .pluck()
      .all();
    expect(indexes.filter((name) => name.startsWith('ix_'))).toHaveLength(0);
    await store.close();
  });

  it('answers a search on fields an index carries after _id from the index, not from the documents', async () => {
    const store = SqliteReadStore.open(':memory:');
    const members = store.collection('members');
    await members.createIndex({ branch: 1, joinedAt: -1, _id: 1, nameFold: 1 });
    const ana = { _id: 'a', branch: 'north', joinedAt: '2025-01-01', nameFold: 'ana garcia' };
    await members.insertMany([ana, { _id: 'b', branch: 'north', joinedAt: '2025-03-01', nameFold: 'bruno diaz' }]);
    const filter = { branch: 'north', ...containsFilter('nameFold', 'Garcí') };
    const page = await members.findPage(filter, { sort: { joinedAt: -1, _id: 1 }, skip: 0, limit: 10 });
    expect(page).toEqual({ docs: [ana], total: 1 });
    const { sql, params } = whereSql(filter, new Set(['branch', 'joinedAt', 'nameFold']));
    const plan = (store as unknown as { db: Database.Database }).db
      .prepare(`EXPLAIN QUERY PLAN SELECT count(*) FROM "members" WHERE ${sql}`)
      .all(...params) as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' / ')).toMatch(/USING COVERING INDEX ix_/);
    await store.close();
  });

  it('keeps answers per query kind and filter until their table is written, keys no filter JSON alters', async () => {
    const store = SqliteReadStore.open(':memory:');
    const members = store.collection('members');
    const other = store.collection('others');
    await members.insertMany([{ _id: 'a', branch: 'north' }, { _id: 'b' }]);
    await other.insertOne({ _id: 'x', branch: 'north' });
    expect(await members.count({ branch: 'north' })).toBe(1);
    expect(await members.readOne({ branch: 'north' }, (doc) => doc._id)).toBe('a');
    expect(await members.readOne({ branch: 'north' }, (doc) => doc._id, { _id: -1 })).toBe('a');
    // {branch: undefined} asks for a missing branch; as JSON it would read {} (every document).
    expect(await members.count({})).toBe(2);
    expect(await members.count({ branch: undefined })).toBe(1);
    expect(await members.count({ branch: { $gt: Number.NaN } })).toBe(0);
    // A write to another table keeps these answers; a write to this one drops them.
    await other.insertOne({ _id: 'y', branch: 'north' });
    expect(await members.count({ branch: 'north' })).toBe(1);
    await members.updateOne({ _id: 'b' }, { $set: { branch: 'north' } });
    expect(await members.count({ branch: 'north' })).toBe(2);
    expect(await members.readOne({ branch: 'north' }, (doc) => doc._id, { _id: -1 })).toBe('b');
    expect(await members.count({})).toBe(2);
    await store.close();
  });
});
