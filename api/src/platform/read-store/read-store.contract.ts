import { randomUUID } from 'node:crypto';
import type { Doc, ReadCollection, ReadStore } from './read-store.port.js';
import { type ContractContext, ids, MEMBERS, sortedIds } from './read-store-fixtures.contract.js';
import { describePageContract } from './read-store-page.contract.js';
import { describeSortedIndexContract } from './read-store-sorted.contract.js';
import { describeWriteContract } from './read-store-writes.contract.js';

/**
 * The behaviour every ReadStore adapter must have. Each test opens a store and uses collection
 * names unique to this run, so the suite can run against a shared MongoDB server. The writes
 * and findPage parts live in their own files and share the context built here.
 */
export function describeReadStoreContract(
  adapterName: string,
  open: () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>,
): void {
  describe(`ReadStore contract (${adapterName})`, () => {
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    let store: ReadStore;
    let cleanup: () => Promise<void>;

    const context: ContractContext = {
      store: () => store,
      uniqueName: (label) => `rs_${run}_${++counter}_${label}`,
      async collectionWith(label, docs) {
        const collection = store.collection(context.uniqueName(label));
        await collection.insertMany(docs);
        return collection;
      },
      members: () => context.collectionWith('members', MEMBERS),
    };
    const { uniqueName, members } = context;

    beforeEach(async () => {
      ({ store, cleanup } = await open());
    });

    afterEach(async () => {
      await cleanup();
    });

    describe('inserting and reading', () => {
      it('finds, finds one and counts what was inserted', async () => {
        const collection = await members();
        expect(sortedIds(await collection.find())).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
        expect(await collection.findOne({ _id: 'm2' })).toEqual(MEMBERS[1]);
        expect(await collection.findOne({ _id: 'nobody' })).toBeNull();
        expect(await collection.count()).toBe(5);
        expect(await collection.count({ branch: 'north' })).toBe(2);
      });

      it('answers what readOne makes of the first match, and null when nothing matches', async () => {
        const collection = await members();
        expect(await collection.readOne({ _id: 'm2' }, (doc) => `${String(doc.name)} (${String(doc.branch)})`)).toBe(
          'Bruno Díaz (south)',
        );
        expect(await collection.readOne({ branch: 'north', active: false }, (doc) => doc._id)).toBe('m3');
        expect(await collection.readOne({}, (doc) => doc._id, { _id: -1 })).toBe('m5');
        expect(await collection.readOne({ branch: 'north' }, (doc) => doc._id, { _id: 1 })).toBe(
          (await collection.find({ branch: 'north' }, { sort: { _id: 1 } }))[0]?._id,
        );
        expect(await collection.readOne({ _id: 'nobody' }, () => 'never called')).toBeNull();
        expect(await store.collection(uniqueName('never-read')).readOne({}, () => 'never called')).toBeNull();
      });

      it('answers the page findPage would, mapped by readPage, with the same total', async () => {
        const collection = await members();
        const options = { sort: { age: 1 }, skip: 1, limit: 2 } as const;
        const page = await collection.findPage({ active: true }, options);
        expect(await collection.readPage({ active: true }, options, (doc) => `${doc._id}:${String(doc.age)}`)).toEqual({
          items: page.docs.map((doc) => `${doc._id}:${String(doc.age)}`),
          total: 4,
        });
        expect(page.docs.map((doc) => doc._id)).toEqual(['m5', 'm1']);
        expect(await store.collection(uniqueName('never-paged')).readPage({}, options, () => 'never called')).toEqual({
          items: [],
          total: 0,
        });
      });

      it('keeps what readOne answered as it was read, whatever is written afterwards', async () => {
        const collection = await members();
        const kept = await collection.readOne({ _id: 'm1' }, (doc) => ({ whole: doc, plan: doc.plan, tags: doc.tags }));
        await collection.updateOne(
          { _id: 'm1' },
          { $set: { name: 'Changed', plan: { tier: 'silver', price: 900 }, tags: ['kids', 'cardio'] } },
        );
        expect(kept).toEqual({ whole: MEMBERS[0], plan: { tier: 'gold', price: 900 }, tags: ['boxing', 'cardio'] });
        expect(await collection.readOne({ _id: 'm1' }, (doc) => [doc.name, doc.plan, doc.tags])).toEqual([
          'Changed',
          { tier: 'silver', price: 900 },
          ['kids', 'cardio'],
        ]);
      });

      it('answers false to insertOne of an existing _id and keeps the stored document', async () => {
        const collection = store.collection(uniqueName('insert'));
        expect(await collection.insertOne({ _id: 'a', value: 1 })).toBe(true);
        expect(await collection.insertOne({ _id: 'a', value: 2 })).toBe(false);
        expect(await collection.find()).toEqual([{ _id: 'a', value: 1 }]);
      });

      it('skips existing _ids in insertMany and counts only the inserted ones', async () => {
        const collection = await members();
        const inserted = await collection.insertMany([
          { ...MEMBERS[0], name: 'Changed' } as Doc,
          { _id: 'm6', name: 'Fer' },
          { _id: 'm6', name: 'Twice' },
        ]);
        expect(inserted).toBe(1);
        expect((await collection.findOne({ _id: 'm1' }))?.name).toBe('Ana López');
        expect((await collection.findOne({ _id: 'm6' }))?.name).toBe('Fer');
      });

      it('sums a field over the matches, numbers only, exactly for integers, and follows writes', async () => {
        const collection = await context.collectionWith('amounts', [
          { _id: 'a', cents: 2_500_050, kind: 'card' },
          { _id: 'b', cents: 199, kind: 'cash' },
          { _id: 'c', cents: 1, kind: 'card' },
          { _id: 'd', cents: 'not a number', kind: 'card' },
          { _id: 'e', kind: 'card' },
        ]);
        expect(await collection.sum('cents')).toBe(2_500_250);
        expect(await collection.sum('cents', { kind: 'card' })).toBe(2_500_051);
        expect(await collection.sum('cents', { kind: 'none' })).toBe(0);
        await collection.updateOne({ _id: 'c' }, { $set: { cents: 100 } });
        expect(await collection.sum('cents', { kind: 'card' })).toBe(2_500_150);
      });

      it('reads a collection that was never written as empty', async () => {
        const collection = store.collection(uniqueName('never'));
        expect(await collection.find({ a: 1 })).toEqual([]);
        expect(await collection.findOne({ _id: 'x' })).toBeNull();
        expect(await collection.count()).toBe(0);
        expect(await collection.sum('a')).toBe(0);
        expect(await collection.findPage({ a: 1 }, { sort: { a: 1 }, skip: 0, limit: 10 })).toEqual({
          docs: [],
          total: 0,
        });
      });
    });

    describe('filters', () => {
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['$regex on plain text (contains)', { name: { $regex: 'Ana' } }, ['m1', 'm5']],
        ['$regex on an escaped symbol, taken as text', { name: { $regex: 'Ana\\.' } }, []],
        ['$or', { $or: [{ branch: 'center' }, { age: { $gt: 40 } }] }, ['m3', 'm5']],
        ['$in', { branch: { $in: ['south', 'center'] } }, ['m2', 'm4', 'm5']],
        ['null matching a missing field', { plan: null }, ['m4']],
        ['$in with null matching a missing field', { plan: { $in: [null] } }, ['m4']],
        ['$gt and $lt on numbers', { age: { $gt: 29, $lt: 40 } }, ['m1', 'm4']],
        [
          '$gte and $lt on ISO dates',
          { joinedAt: { $gte: '2024-02-01T00:00:00.000Z', $lt: '2024-04-01T00:00:00.000Z' } },
          ['m2', 'm5'],
        ],
        ['comparison across types matching nothing', { age: { $lt: '50' } }, []],
        ['a dotted path', { 'plan.tier': 'gold' }, ['m1', 'm3']],
        ['several fields', { branch: 'north', active: true }, ['m1']],
        ['_id with a guard', { _id: 'm1', age: { $lt: 40 } }, ['m1']],
        ['_id with a failing guard', { _id: 'm1', age: { $lt: 31 } }, []],
        ['_id $in', { _id: { $in: ['m5', 'm2', 'zz'] } }, ['m2', 'm5']],
        [
          '$and with $or inside',
          { $and: [{ active: true }, { $or: [{ 'plan.price': { $gte: 900 } }, { branch: 'center' }] }] },
          ['m1', 'm5'],
        ],
      ];

      it.each(cases)('supports %s', async (_label, filter, expected) => {
        const collection = await members();
        expect(sortedIds(await collection.find(filter))).toEqual(expected);
        expect(await collection.count(filter)).toBe(expected.length);
      });
    });

    describe('find options', () => {
      it('sorts on one field either way', async () => {
        const collection = await members();
        expect(ids(await collection.find({}, { sort: { age: 1 } }))).toEqual(['m2', 'm5', 'm1', 'm4', 'm3']);
        expect(ids(await collection.find({}, { sort: { joinedAt: -1 } }))).toEqual(['m4', 'm2', 'm5', 'm1', 'm3']);
      });

      it('sorts on two fields', async () => {
        const collection = await members();
        expect(ids(await collection.find({}, { sort: { branch: 1, age: -1 } }))).toEqual([
          'm5',
          'm3',
          'm1',
          'm4',
          'm2',
        ]);
      });

      it('skips and limits after sorting and filtering', async () => {
        const collection = await members();
        expect(ids(await collection.find({}, { sort: { age: 1 }, skip: 1, limit: 2 }))).toEqual(['m5', 'm1']);
        expect(ids(await collection.find({ active: true }, { sort: { name: -1 }, skip: 1 }))).toEqual([
          'm4',
          'm2',
          'm1',
        ]);
        expect(ids(await collection.find({}, { sort: { age: 1 }, skip: 10 }))).toEqual([]);
      });
    });

    describePageContract(context);
    describeWriteContract(context);
    describeSortedIndexContract(context);

    describe('collections', () => {
      it('renameCollection swaps the fresh copy in, and readers of the live name see it', async () => {
        const liveName = uniqueName('live');
        const live = store.collection(liveName);
        await live.insertMany([
          { _id: 'old1', v: 1 },
          { _id: 'old2', v: 1 },
        ]);
        const fresh: ReadCollection = await context.collectionWith('fresh', [{ _id: 'new1', v: 2 }]);
        await fresh.createIndex({ v: 1 });
        await store.renameCollection(fresh.name, liveName);
        expect(await live.find()).toEqual([{ _id: 'new1', v: 2 }]);
        expect(await store.collection(liveName).find({ v: 2 })).toEqual([{ _id: 'new1', v: 2 }]);
        expect(await fresh.count()).toBe(0);
        const names = await store.listCollections();
        expect(names).toContain(liveName);
        expect(names).not.toContain(fresh.name);
      });

      it('renaming a fresh copy that was never written leaves the live collection empty', async () => {
        const live = await context.collectionWith('live', [{ _id: 'old', v: 1 }]);
        await store.renameCollection(uniqueName('empty-fresh'), live.name);
        expect(await live.count()).toBe(0);
      });

      it('dropCollection removes documents and the name', async () => {
        const collection = await members();
        expect(await store.listCollections()).toContain(collection.name);
        await store.dropCollection(collection.name);
        await store.dropCollection(uniqueName('never-existed'));
        expect(await collection.find()).toEqual([]);
        expect(await store.listCollections()).not.toContain(collection.name);
      });

      it('answers ping', async () => {
        expect(await store.ping()).toBe(true);
      });
    });
  });
}
