import { Query } from 'mingo';
import { EmbeddedReadStore } from './embedded-read-store.js';
import { describeReadStoreContract } from './read-store.contract.js';
import type { Doc, Filter, ReadCollection } from './read-store.port.js';

describeReadStoreContract('embedded', async () => {
  const store = new EmbeddedReadStore();
  return { store, cleanup: () => store.close() };
});

/** A small deterministic generator (mulberry32), so a failure replays identically. */
function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
    const doc: Doc = { _id: id, _pos: position, n: Math.floor(random() * 20), nested: { branch: pick(['north', 'south']) } };
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
        else if (roll < 0.75) await collection.updateOne({ _id: id, _pos: { $lt: position } }, { $set: { status, _pos: position }, $inc: { visits: 1 } }, { upsert: true });
        else if (roll < 0.85) await collection.updateOne({ _id: id }, { $unset: { status: '' } });
        else if (roll < 0.93) await collection.replaceOne({ _id: id }, { _id: id, _pos: position, status: [status, 'ended'], nested: { branch: 'south' } });
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
});
