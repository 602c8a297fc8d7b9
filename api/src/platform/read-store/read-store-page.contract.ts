import type { Doc, Filter, ReadCollection, SortSpec } from './read-store.port.js';
import { type ContractContext, ids, randomSource } from './read-store-fixtures.contract.js';

/**
 * Documents whose sort key ties, is missing or null, to pin MongoDB's order. A sorted field holds
 * one type (read-store.port.ts): no mixed types, no arrays.
 */
const MIXED: readonly Doc[] = [
  { _id: 'a', v: 2, group: 'x' },
  { _id: 'b', group: 'y' },
  { _id: 'c', v: null, group: 'x' },
  { _id: 'd', v: 1, group: 'y' },
  { _id: 'e', v: 1, group: 'x' },
];

/** ~200 documents with values of every kind the sort and filters meet, the same on every run. */
function randomDocs(): Doc[] {
  const random = randomSource(7_2024);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const docs: Doc[] = [];
  for (let i = 0; i < 200; i++) {
    const doc: Doc = { _id: `d${String(i).padStart(3, '0')}`, bucket: i % 20, group: pick(['a', 'b', 'c', 'd']) };
    const roll = random();
    if (roll < 0.75) doc.n = Math.floor(random() * 12);
    else if (roll < 0.85) doc.n = null;
    if (random() < 0.8)
      doc.name = pick(['Ana', 'ana', 'Bruno', 'Carla', 'Álvaro', 'Zoe']) + pick(['', ' Díaz', ' Ruiz']);
    if (random() < 0.5) doc.nested = { k: pick([1, 2, 3, 'z']) };
    if (random() < 0.4) doc.tags = [pick(['x', 'y', 'z']), pick(['x', 'y'])];
    docs.push(doc);
  }
  // Shuffled, so insertion order and _id order differ.
  for (let i = docs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [docs[i], docs[j]] = [docs[j] as Doc, docs[i] as Doc];
  }
  return docs;
}

/** findPage is find() with sort/skip/limit plus count(), so every case checks both halves. */
async function expectPage(
  collection: ReadCollection,
  filter: Filter,
  sort: SortSpec,
  skip: number,
  limit: number,
  expected: { ids: string[]; total: number },
) {
  const page = await collection.findPage(filter, { sort, skip, limit });
  expect({ ids: ids(page.docs), total: page.total }).toEqual(expected);
}

export function describePageContract(context: ContractContext): void {
  const { collectionWith, members } = context;

  describe('findPage', () => {
    it('answers one page and the total of the filter', async () => {
      const collection = await members();
      await expectPage(collection, { active: true }, { age: 1 }, 0, 2, { ids: ['m2', 'm5'], total: 4 });
      await expectPage(collection, { name: { $regex: 'Ana' } }, { age: -1 }, 1, 1, { ids: ['m5'], total: 2 });
      await expectPage(collection, { branch: 'west' }, { age: 1 }, 0, 10, { ids: [], total: 0 });
      const page = await collection.findPage({ _id: 'm4' }, { sort: { age: 1 }, skip: 0, limit: 1 });
      expect(page.docs).toEqual(await collection.find({ _id: 'm4' }));
    });

    it('sorts ascending and descending, on one field or several with ties', async () => {
      const collection = await members();
      await expectPage(collection, {}, { age: 1 }, 0, 5, { ids: ['m2', 'm5', 'm1', 'm4', 'm3'], total: 5 });
      await expectPage(collection, {}, { joinedAt: -1 }, 0, 5, { ids: ['m4', 'm2', 'm5', 'm1', 'm3'], total: 5 });
      // branch ties for north and south: age breaks them, descending.
      await expectPage(collection, {}, { branch: 1, age: -1 }, 1, 3, { ids: ['m3', 'm1', 'm4'], total: 5 });
      const tied = await collectionWith('ties', [
        { _id: 'a', g: 1, v: 'x' },
        { _id: 'b', g: 2, v: 'x' },
        { _id: 'c', g: 1, v: 'y' },
        { _id: 'd', g: 2, v: 'y' },
        { _id: 'e', g: 1, v: 'x' },
      ]);
      await expectPage(tied, {}, { v: 1, g: -1, _id: 1 }, 0, 5, { ids: ['b', 'a', 'e', 'd', 'c'], total: 5 });
      await expectPage(tied, {}, { v: 1, g: -1, _id: 1 }, 1, 3, { ids: ['a', 'e', 'd'], total: 5 });
      await expectPage(tied, { g: 1 }, { v: -1, _id: -1 }, 0, 2, { ids: ['c', 'e'], total: 3 });
    });

    it('answers no documents but the real total past the end, and the rest when the limit is larger', async () => {
      const collection = await members();
      await expectPage(collection, {}, { age: 1 }, 10, 5, { ids: [], total: 5 });
      await expectPage(collection, { active: true }, { age: 1 }, 4, 5, { ids: [], total: 4 });
      await expectPage(collection, {}, { age: 1 }, 3, 10, { ids: ['m4', 'm3'], total: 5 });
    });

    it('sorts missing and null first ascending and last descending, ties by the next key', async () => {
      const collection = await collectionWith('mixed', MIXED);
      await expectPage(collection, {}, { v: 1, _id: 1 }, 0, 10, { ids: ['b', 'c', 'd', 'e', 'a'], total: 5 });
      await expectPage(collection, {}, { v: -1, _id: 1 }, 0, 10, { ids: ['a', 'd', 'e', 'b', 'c'], total: 5 });
      await expectPage(collection, { group: 'x' }, { v: 1, _id: -1 }, 1, 2, { ids: ['e', 'a'], total: 3 });
    });

    it('equals find() with the same sort, skip and limit plus count() over random documents', async () => {
      const docs = randomDocs();
      const collection = await collectionWith('random', docs.slice(0, 150));
      await collection.createIndex({ bucket: 1 });
      await collection.insertMany(docs.slice(150));
      // Writes after the inserts, so documents move in the index and the insertion order has gaps.
      await collection.updateMany({ group: 'a', bucket: { $lt: 5 } }, { $set: { group: 'b', n: 4 } });
      await collection.updateMany({ bucket: 7 }, { $set: { n: null } });
      await collection.deleteMany({ bucket: 13, group: 'c' });
      const filters: Filter[] = [
        {},
        { group: 'a' },
        { bucket: 3 },
        { bucket: { $in: [1, 2] }, n: { $gt: 4 } },
        { n: { $gte: 5 } },
        { $or: [{ group: 'b' }, { n: { $lt: 3 } }] },
        { name: { $regex: 'a' } },
        { group: { $in: ['a', 'b', 'c'] }, bucket: { $lt: 10 } },
        { 'nested.k': { $in: [1, 'z'] } },
      ];
      // Every sort ends on _id: MongoDB promises no order among ties.
      const sorts: SortSpec[] = [
        { n: 1, _id: 1 },
        { group: -1, n: 1, _id: -1 },
        { 'nested.k': 1, name: -1, _id: 1 },
        { _id: -1 },
        { bucket: -1, name: 1, _id: 1 },
      ];
      const pages: [number, number][] = [
        [0, 10],
        [10, 10],
        [0, 1],
        [45, 20],
        [190, 50],
        [5, 0],
      ];
      let nonEmpty = 0;
      for (const filter of filters) {
        const total = await collection.count(filter);
        for (const [index, sort] of sorts.entries()) {
          const [skip, limit] = pages[(index + filters.indexOf(filter)) % pages.length] as [number, number];
          const context = JSON.stringify({ filter, sort, skip, limit });
          const expected = await collection.find(filter, { sort, skip, limit });
          const page = await collection.findPage(filter, { sort, skip, limit });
          expect({ context, docs: page.docs, total: page.total }).toEqual({ context, docs: expected, total });
          if (expected.length > 0) nonEmpty++;
        }
      }
      // Guards against data drifting so that most pages come back empty and prove nothing.
      expect(nonEmpty).toBeGreaterThan(30);
    });
  });
}
