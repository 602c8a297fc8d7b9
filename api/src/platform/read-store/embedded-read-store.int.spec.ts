import { Query } from 'mingo';
import { EmbeddedReadStore } from './embedded-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';
import type { Doc, Filter, PageOptions, ReadCollection } from './read-store.port.js';
import { randomSource } from './read-store-fixtures.contract.js';

describeReadStoreContract('embedded', async () => {
  const store = new EmbeddedReadStore();
  return { store, cleanup: () => store.close() };
});

describe('EmbeddedReadStore fast paths', () => {
  const random = randomSource(20240611);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const STATUSES = ['active', 'paused', 'ended'];

  /** Field values chosen to hit every branch: scalars, arrays, objects, null, missing. */
  function randomStatus(): unknown {
    const roll = random();
    if (roll < 0.6) return pick(STATUSES);
    if (roll < 0.7) return [pick(STATUSES), pick(STATUSES)];
    if (roll < 0.78) return { code: pick(STATUSES) };
    if (roll < 0.86) return null;
    if (roll < 0.9) return 7;
    return undefined;
  }

  function randomName(): unknown {
    const roll = random();
    const word = () => pick(['Ana', 'bruno', 'Carlos', 'ROSA', 'elena', 'Mario']) + pick(['', ' Díaz', ' luna', ' Ro']);
    if (roll < 0.8) return word();
    if (roll < 0.88) return [word(), word()];
    if (roll < 0.93) return 42;
    return undefined;
  }

  function randomDoc(id: string, position: number): Doc {
    const doc: Doc = {
      _id: id,
      _pos: position,
      n: Math.floor(random() * 20),
      nested: { branch: pick(['north', 'south']) },
    };
    const status = randomStatus();
    if (status !== undefined) doc.status = status;
    if (random() < 0.2) doc.nested = [{ branch: 'north' }];
    if (random() < 0.1) doc.n = String(doc.n);
    const name = randomName();
    if (name !== undefined) doc.name = name;
    return doc;
  }

  /** The same writes into an indexed and a plain collection, in the same order. */
  async function twinCollections(): Promise<{ indexed: ReadCollection; plain: ReadCollection }> {
    const store = new EmbeddedReadStore();
    const indexed = store.collection('indexed');
    const plain = store.collection('plain');
    await indexed.createIndex({ status: 1 });
    await indexed.createIndex({ 'nested.branch': 1 });
    await indexed.createIndex({ n: 1 });
    let position = 0;
    for (let step = 0; step < 3000; step++) {
      const id = `d${Math.floor(random() * 300)}`;
      const roll = random();
      position++;
      const doc = randomDoc(id, position);
      const status = pick(STATUSES);
      for (const collection of [indexed, plain]) {
        if (roll < 0.35) await collection.insertOne(doc);
        else if (roll < 0.75)
          await collection.updateOne(
            { _id: id, _pos: { $lt: position } },
            { $set: { status, _pos: position, visits: position } },
            { upsert: true },
          );
        else if (roll < 0.85) await collection.updateOne({ _id: id }, { $unset: { status: '' } });
        else if (roll < 0.93)
          await collection.updateOne(
            { _id: id },
            {
              $set: { _pos: position, status: [status, 'ended'], nested: { branch: 'south' } },
              $unset: { name: '', n: '' },
            },
          );
        else await collection.deleteOne({ _id: id });
      }
    }
    return { indexed, plain };
  }

  /** Filters on _id pick documents that exist; the failing guard is the only filter meant to match nothing. */
  function filtersFor(everything: readonly Doc[]): Filter[] {
    const [first, second, third] = everything.filter((doc) => doc.status === 'active');
    const guarded = first as Doc;
    return [
      { _id: guarded._id },
      { _id: guarded._id, _pos: { $lt: guarded._pos } },
      { _id: guarded._id, _pos: { $lt: (guarded._pos as number) + 1 } },
      { _id: { $in: [second?._id, 'missing', third?._id, guarded._id] } },
      { _id: { $eq: second?._id }, status: 'active' },
      ...filters,
    ];
  }

  const filters: Filter[] = [
    { status: 'active' },
    { status: 'paused', n: { $gt: 5 } },
    { status: { $in: ['ended', 'paused'] } },
    { status: { $eq: 'ended' }, 'nested.branch': 'south' },
    { status: null },
    { status: { $ne: 'active' } },
    { status: { $exists: false } },
    { n: { $in: [7, '7'] } },
    { 'nested.branch': 'north' },
    { n: 10 },
    { n: { $in: [1, 2, '3'] } },
    { n: { $gte: 5, $lt: 9 } },
    { n: { $lt: '9' } },
    { status: 'active', $or: [{ n: { $lt: 4 } }, { 'nested.branch': 'south' }] },
    { name: { $regex: 'an', $options: 'i' } },
    { name: { $regex: '^[A-C]' } },
    { name: { $regex: 'ro$', $options: 'i' }, status: { $ne: 'ended' } },
    { $or: [{ name: { $regex: 'luna' } }, { status: 'paused' }] },
    { $and: [{ n: { $gte: 3 } }, { $or: [{ status: 'active' }, { 'nested.branch': 'north' }] }] },
    { $nor: [{ status: 'active' }, { n: { $lt: 5 } }] },
    { name: /^ana/i },
  ];

  const PAGES: PageOptions[] = [
    { sort: { n: -1, name: 1, _id: 1 }, skip: 2, limit: 5 },
    { sort: { 'nested.branch': 1 }, skip: 3, limit: 4 },
    { sort: { status: -1 }, skip: 0, limit: 0 },
  ];

  it('answers every filter like a full mingo scan, with and without indexes', async () => {
    const { indexed, plain } = await twinCollections();
    // The reference: every document, in insertion order, filtered by mingo alone.
    const everything = await plain.find();
    expect(everything.length).toBeGreaterThan(100);
    expect(await indexed.find()).toEqual(everything);
    let filtersWithMatches = 0;
    const allFilters = filtersFor(everything);
    for (const filter of allFilters) {
      const expected = new Query(filter, {}).find(everything).all();
      if (expected.length > 0) filtersWithMatches++;
      const context = JSON.stringify(filter);
      expect({ context, docs: await plain.find(filter) }).toEqual({ context, docs: expected });
      expect({ context, docs: await indexed.find(filter) }).toEqual({ context, docs: expected });
      expect({ context, count: await indexed.count(filter) }).toEqual({ context, count: expected.length });
      expect({ context, first: await indexed.findOne(filter) }).toEqual({ context, first: expected[0] ?? null });
      // A page through an index answers what the plain collection's full scan and sort answer;
      // ties on every key keep insertion order, as find() does.
      for (const options of PAGES) {
        const page = { docs: await plain.find(filter, options), total: expected.length };
        expect({ context, options, page: await indexed.findPage(filter, options) }).toEqual({ context, options, page });
      }
    }
    // Guards against a generator drift that would make the comparison vacuous.
    expect(filtersWithMatches).toBe(allFilters.length - 1);
  });

  it('keeps insertion order for unsorted finds, also through an index', async () => {
    const store = new EmbeddedReadStore();
    const collection = store.collection('order');
    await collection.createIndex({ kind: 1 });
    await collection.insertMany([
      { _id: 'c', kind: 'x' },
      { _id: 'a', kind: 'y' },
      { _id: 'b', kind: 'x' },
    ]);
    await collection.updateOne({ _id: 'a' }, { $set: { kind: 'x' } });
    expect((await collection.find({ kind: 'x' })).map((doc) => doc._id)).toEqual(['c', 'a', 'b']);
    expect((await collection.find({ _id: { $in: ['b', 'c'] } })).map((doc) => doc._id)).toEqual(['c', 'b']);
  });

  it('keeps insertion order among documents whose sort keys all tie, in find and findPage', async () => {
    const collection = new EmbeddedReadStore().collection('ties');
    // Ids run against insertion order, and a delete + insert moves a document to the end.
    const docs = Array.from({ length: 60 }, (_, i) => ({ _id: `t${String(99 - i).padStart(2, '0')}`, k: (i * 7) % 3 }));
    await collection.insertMany(docs);
    await collection.deleteOne({ _id: 't95' });
    await collection.insertOne({ _id: 't95', k: 1 });
    const inserted = [...docs.filter((doc) => doc._id !== 't95'), { _id: 't95', k: 1 }];
    const expected = inserted.sort((left, right) => right.k - left.k).map((doc) => doc._id);
    const options: PageOptions = { sort: { k: -1 }, skip: 7, limit: 12 };
    expect((await collection.find({}, { sort: { k: -1 } })).map((doc) => doc._id)).toEqual(expected);
    const page = await collection.findPage({}, options);
    expect({ ids: page.docs.map((doc) => doc._id), total: page.total }).toEqual({
      ids: expected.slice(7, 19),
      total: 60,
    });
  });
});
