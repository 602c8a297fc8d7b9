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
