import type { Doc, Filter, ReadCollection, SortSpec } from './read-store.port.js';
import { type ContractContext, randomSource } from './read-store-fixtures.contract.js';

/** Indexes over ties, missing fields, nested paths, and compound keys walked both ways. */
export const SORTED_INDEXES: readonly Record<string, 1 | -1>[] = [
  { k: 1 },
  { g: 1, k: -1 },
  { name: 1 },
  { 'nested.v': -1 },
  { flag: 1, g: 1, k: 1 },
];

export const SORTED_FILTERS: readonly Filter[] = [
  {},
  { g: 'a' },
  { g: { $in: ['a', 'c'] } },
  { flag: true },
  { flag: true, g: 'b' },
  { flag: false, g: { $in: ['a', 'd'] }, k: { $gte: 3 } },
  { k: 5 },
  { k: { $in: [1, 2, 3] } },
  { k: null },
  { name: { $regex: 'An' } },
  { 'nested.v': 2 },
  { g: 'b', name: { $regex: 'a' } },
  { $or: [{ g: 'a' }, { k: { $lt: 2 } }] },
  { g: 'zz' },
];

/** Every sort ends on _id, as MongoDB promises no order among ties; { other } and { _id } have no index. */
const SORTS: readonly SortSpec[] = [
  { k: 1, _id: 1 },
  { k: -1, _id: -1 },
  { g: 1, k: -1, _id: 1 },
  { g: -1, k: 1, _id: 1 },
  { name: 1, _id: 1 },
  { 'nested.v': -1, _id: 1 },
  { flag: 1, g: 1, k: 1, _id: 1 },
  { k: -1, g: 1, _id: 1 },
  { other: 1, _id: 1 },
  { _id: -1 },
];

const PAGES: readonly [number, number][] = [
  [0, 1],
  [7, 5],
  [30, 25],
  [0, 0],
  [200, 10],
];

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/** Values a sort meets: ties, missing fields, nulls, nested paths; each field holds one type (read-store.port.ts). */
export function sortedDoc(random: Random, id: string): Doc {
  const doc: Doc = { _id: id, flag: random() < 0.5, other: Math.floor(random() * 5) };
  if (random() < 0.95) doc.g = pick(random, ['a', 'b', 'c', 'd']);
  const roll = random();
  if (roll < 0.75) doc.k = Math.floor(random() * 8);
  else if (roll < 0.85) doc.k = null;
  if (random() < 0.8)
    doc.name = pick(random, ['Ana', 'ana', 'Bruno', 'Carla', 'Álvaro', 'Zoe']) + pick(random, ['', ' Díaz', ' Ruiz']);
  const nested = random();
  if (nested < 0.7) doc.nested = { v: pick(random, [0, 1, 2, 3]) };
  return doc;
}

/** The same random write, applied to every collection given: moves keys, nulls them, deletes and re-inserts. */
export async function randomWrite(
  random: Random,
  collections: readonly ReadCollection[],
  idPool: number,
): Promise<void> {
  const id = `d${Math.floor(random() * idPool)}`;
  const roll = random();
  const doc = sortedDoc(random, id);
  const { _id, ...fields } = doc;
  const moved = Object.fromEntries(Object.entries(fields).filter(() => random() < 0.5));
  const nulled = pick(random, ['k', 'g', 'name', 'nested']);
  const g = pick(random, ['a', 'b', 'c', 'd']);
  const other = Math.floor(random() * 5);
  for (const collection of collections) {
    if (roll < 0.3) await collection.insertOne(doc);
    else if (roll < 0.6) await collection.updateOne({ _id }, { $set: { ...moved, touched: true } });
    else if (roll < 0.7) await collection.updateOne({ _id }, { $set: { [nulled]: null } });
    else if (roll < 0.75) await collection.updateMany({ g, other }, { $set: { k: other } });
    else if (roll < 0.9) await collection.deleteOne({ _id });
    else if (roll < 0.92) await collection.deleteMany({ g, other });
    else await collection.updateOne({ _id }, { $set: fields }, { upsert: true });
  }
}

/** find, findPage and count of `indexed` equal those of `plain` (no index: the scan path) for every filter and sort. */
export async function expectSameAnswers(
  indexed: ReadCollection,
  plain: ReadCollection,
  filters: readonly Filter[],
  sorts: readonly SortSpec[],
): Promise<number> {
  let nonEmpty = 0;
  for (const [f, filter] of filters.entries()) {
    expect({ filter, count: await indexed.count(filter) }).toEqual({ filter, count: await plain.count(filter) });
    for (const [s, sort] of sorts.entries()) {
      const pages: [number, number][] = [[0, 10], PAGES[(f + s) % PAGES.length] as [number, number]];
      for (const [skip, limit] of pages) {
        const context = JSON.stringify({ filter, sort, skip, limit });
        const expected = await plain.findPage(filter, { sort, skip, limit });
        expect({ context, page: await indexed.findPage(filter, { sort, skip, limit }) }).toEqual({
          context,
          page: expected,
        });
        expect({ context, docs: await indexed.find(filter, { sort, skip, limit }) }).toEqual({
          context,
          docs: expected.docs,
        });
        if (expected.docs.length > 0) nonEmpty++;
      }
    }
  }
  return nonEmpty;
}

export function describeSortedIndexContract(context: ContractContext): void {
  const { uniqueName } = context;

  describe('sorted indexes', () => {
    it('answer like the scan path through inserts, key moves, deletes and a rebuilt copy renamed in', async () => {
      const random = randomSource(2026_1124);
      const store = context.store();
      const indexed = store.collection(uniqueName('sorted-live'));
      const plain = store.collection(uniqueName('sorted-plain'));
      // Some indexes exist before the documents, the others are built over them.
      for (const fields of SORTED_INDEXES.slice(0, 2)) await indexed.createIndex(fields);
      const first = Array.from({ length: 700 }, (_, i) => sortedDoc(random, `d${i}`));
      for (const collection of [indexed, plain]) await collection.insertMany(first);
      for (const fields of SORTED_INDEXES.slice(2)) await indexed.createIndex(fields);
      for (let i = 0; i < 1500; i++) await randomWrite(random, [indexed, plain], 900);
      expect(await expectSameAnswers(indexed, plain, SORTED_FILTERS, SORTS)).toBeGreaterThan(150);

      // A rebuild: fresh copies filled apart, then swapped in under the live names.
      const freshIndexed = store.collection(uniqueName('sorted-fresh'));
      const freshPlain = store.collection(uniqueName('sorted-fresh-plain'));
      for (const fields of SORTED_INDEXES) await freshIndexed.createIndex(fields);
      const rebuilt = Array.from({ length: 600 }, (_, i) => sortedDoc(random, `d${i * 2}`));
      for (const collection of [freshIndexed, freshPlain]) await collection.insertMany(rebuilt);
      for (let i = 0; i < 300; i++) await randomWrite(random, [freshIndexed, freshPlain], 1200);
      await store.renameCollection(freshIndexed.name, indexed.name);
      await store.renameCollection(freshPlain.name, plain.name);
      expect(await freshIndexed.count()).toBe(0);
      expect(await indexed.count()).toBe(await plain.count());
      // The live handles now read the swapped-in copies; their indexes follow further writes.
      for (let i = 0; i < 600; i++) await randomWrite(random, [indexed, plain], 1200);
      expect(await expectSameAnswers(indexed, plain, SORTED_FILTERS, SORTS)).toBeGreaterThan(150);
    });
  });
}
