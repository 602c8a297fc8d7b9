import { randomUUID } from 'node:crypto';
import type { Doc, ReadCollection, ReadStore } from './read-store.port.js';
import { DuplicateKeyError } from './read-store-errors.js';

/**
 * The behaviour every ReadStore adapter must have. Each test opens a store and uses collection
 * names unique to this run, so the suite can run against a shared MongoDB server. Unsorted
 * results are compared by _id: MongoDB promises no order without a sort.
 */

const MEMBERS: readonly Doc[] = [
  { _id: 'm1', name: 'Ana López', branch: 'north', age: 31, joinedAt: '2024-01-10T09:00:00.000Z', tags: ['boxing', 'cardio'], plan: { tier: 'gold', price: 900 }, active: true },
  { _id: 'm2', name: 'Bruno Díaz', branch: 'south', age: 24, joinedAt: '2024-03-02T18:30:00.000Z', tags: ['boxing'], plan: { tier: 'silver', price: 600 }, active: true },
  { _id: 'm3', name: 'carla ANA Ruiz', branch: 'north', age: 45, joinedAt: '2023-11-20T07:15:00.000Z', tags: [], plan: { tier: 'gold', price: 900 }, active: false },
  { _id: 'm4', name: 'Diego Mar', branch: 'south', age: 38, joinedAt: '2024-05-14T12:00:00.000Z', tags: ['cardio'], active: true, suspendedAt: '2024-06-01T00:00:00.000Z' },
  { _id: 'm5', name: 'Elena Ana', branch: 'center', age: 29, joinedAt: '2024-02-28T10:45:00.000Z', tags: ['boxing', 'kids'], plan: { tier: 'bronze', price: 400 }, active: true },
];

function ids(docs: readonly { _id?: unknown }[]): unknown[] {
  return docs.map((doc) => doc._id);
}

function sortedIds(docs: readonly { _id?: unknown }[]): string[] {
  return docs.map((doc) => String(doc._id)).sort();
}

export function describeReadStoreContract(
  adapterName: string,
  open: () => Promise<{ store: ReadStore; cleanup: () => Promise<void> }>,
): void {
  describe(`ReadStore contract (${adapterName})`, () => {
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    let store: ReadStore;
    let cleanup: () => Promise<void>;

    /** A collection name no other test (or run on a shared server) uses. */
    const uniqueName = (label: string): string => `rs_${run}_${++counter}_${label}`;

    async function collectionWith(label: string, docs: readonly Doc[]): Promise<ReadCollection> {
      const collection = store.collection(uniqueName(label));
      await collection.insertMany(docs);
      return collection;
    }

    const members = (): Promise<ReadCollection> => collectionWith('members', MEMBERS);

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

      it('answers false to insertOne of an existing _id and keeps the stored document', async () => {
        const collection = store.collection(uniqueName('insert'));
        expect(await collection.insertOne({ _id: 'a', value: 1 })).toBe(true);
        expect(await collection.insertOne({ _id: 'a', value: 2 })).toBe(false);
        expect(await collection.find()).toEqual([{ _id: 'a', value: 1 }]);
      });

      it('skips existing _ids in insertMany and counts only the inserted ones', async () => {
        const collection = await members();
        const inserted = await collection.insertMany([{ ...MEMBERS[0], name: 'Changed' } as Doc, { _id: 'm6', name: 'Fer' }, { _id: 'm6', name: 'Twice' }]);
        expect(inserted).toBe(1);
        expect((await collection.findOne({ _id: 'm1' }))?.name).toBe('Ana López');
        expect((await collection.findOne({ _id: 'm6' }))?.name).toBe('Fer');
      });

      it('reads a collection that was never written as empty', async () => {
        const collection = store.collection(uniqueName('never'));
        expect(await collection.find({ a: 1 })).toEqual([]);
        expect(await collection.findOne({ _id: 'x' })).toBeNull();
        expect(await collection.count()).toBe(0);
        expect(await collection.aggregate([{ $count: 'n' }])).toEqual([]);
      });
    });

    describe('filters', () => {
      const cases: [string, Record<string, unknown>, string[]][] = [
        ['case-insensitive $regex', { name: { $regex: 'ana', $options: 'i' } }, ['m1', 'm3', 'm5']],
        ['case-sensitive $regex', { name: { $regex: '^[A-D]' } }, ['m1', 'm2', 'm4']],
        ['$or', { $or: [{ branch: 'center' }, { age: { $gt: 40 } }] }, ['m3', 'm5']],
        ['$in', { branch: { $in: ['south', 'center'] } }, ['m2', 'm4', 'm5']],
        ['$nin', { branch: { $nin: ['south', 'center'] } }, ['m1', 'm3']],
        ['$exists true', { suspendedAt: { $exists: true } }, ['m4']],
        ['$exists false', { plan: { $exists: false } }, ['m4']],
        ['null matching a missing field', { plan: null }, ['m4']],
        ['$ne', { branch: { $ne: 'north' } }, ['m2', 'm4', 'm5']],
        ['$gt and $lt on numbers', { age: { $gt: 29, $lt: 40 } }, ['m1', 'm4']],
        ['$gte and $lt on ISO dates', { joinedAt: { $gte: '2024-02-01T00:00:00.000Z', $lt: '2024-04-01T00:00:00.000Z' } }, ['m2', 'm5']],
        ['comparison across types matching nothing', { age: { $lt: '50' } }, []],
        ['equality on an array element', { tags: 'cardio' }, ['m1', 'm4']],
        ['a dotted path', { 'plan.tier': 'gold' }, ['m1', 'm3']],
        ['several fields', { branch: 'north', active: true }, ['m1']],
        ['_id with a guard', { _id: 'm1', age: { $lt: 40 } }, ['m1']],
        ['_id with a failing guard', { _id: 'm1', age: { $lt: 31 } }, []],
        ['_id $in', { _id: { $in: ['m5', 'm2', 'zz'] } }, ['m2', 'm5']],
        ['$and with $or inside', { $and: [{ active: true }, { $or: [{ 'plan.price': { $gte: 900 } }, { tags: 'kids' }] }] }, ['m1', 'm5']],
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
        expect(ids(await collection.find({}, { sort: { branch: 1, age: -1 } }))).toEqual(['m5', 'm3', 'm1', 'm4', 'm2']);
      });

      it('skips and limits after sorting and filtering', async () => {
        const collection = await members();
        expect(ids(await collection.find({}, { sort: { age: 1 }, skip: 1, limit: 2 }))).toEqual(['m5', 'm1']);
        expect(ids(await collection.find({ tags: 'boxing' }, { sort: { name: -1 }, skip: 1 }))).toEqual(['m2', 'm1']);
        expect(ids(await collection.find({}, { sort: { age: 1 }, skip: 10 }))).toEqual([]);
      });

      it('projects by inclusion, keeping _id unless excluded', async () => {
        const collection = await members();
        expect(await collection.find({ _id: 'm1' }, { projection: { name: 1, age: 1 } })).toEqual([{ _id: 'm1', name: 'Ana López', age: 31 }]);
        expect(await collection.find({ _id: 'm1' }, { projection: { name: 1, _id: 0 } })).toEqual([{ name: 'Ana López' }]);
        expect(await collection.find({ _id: 'm1' }, { projection: { 'plan.tier': 1 } })).toEqual([{ _id: 'm1', plan: { tier: 'gold' } }]);
      });

      it('projects by exclusion', async () => {
        const collection = await members();
        const [doc] = await collection.find({ _id: 'm2' }, { projection: { plan: 0, tags: 0, joinedAt: 0 } });
        expect(doc).toEqual({ _id: 'm2', name: 'Bruno Díaz', branch: 'south', age: 24, active: true });
      });
    });

    describe('update operators', () => {
      async function updated(update: Record<string, Record<string, unknown>>, start: Doc = { _id: 'd', name: 'Ana', tags: ['boxing'], plan: { tier: 'gold', price: 900 } }) {
        const collection = await collectionWith('update', [start]);
        const result = await collection.updateOne({ _id: start._id }, update);
        return { result, doc: await collection.findOne({ _id: start._id }) };
      }

      it('$set adds and changes fields, creating objects on dotted paths', async () => {
        const { result, doc } = await updated({ $set: { name: 'Ana María', 'address.city': 'Querétaro', 'plan.price': 950 } });
        expect(result).toEqual({ matched: 1, modified: 1, upserted: false });
        expect(doc).toEqual({ _id: 'd', name: 'Ana María', tags: ['boxing'], plan: { tier: 'gold', price: 950 }, address: { city: 'Querétaro' } });
      });

      it('reports modified 0 when the update changes nothing', async () => {
        const start: Doc = { _id: 'd', name: 'Ana', tags: ['boxing'], days: ['mon'], plan: { tier: 'gold' }, visits: 3 };
        const { result, doc } = await updated(
          { $set: { name: 'Ana', 'plan.tier': 'gold' }, $unset: { missing: '' }, $addToSet: { tags: 'boxing' }, $pull: { days: 'sun' }, $inc: { visits: 0 } },
          start,
        );
        expect(result).toEqual({ matched: 1, modified: 0, upserted: false });
        expect(doc?.name).toBe('Ana');
      });

      it('$set on an array index replaces that element', async () => {
        const { doc } = await updated({ $set: { 'tags.0': 'BOXING' } });
        expect(doc?.tags).toEqual(['BOXING']);
      });

      it('$unset removes fields, also on dotted paths', async () => {
        const { doc } = await updated({ $unset: { name: '', 'plan.price': '' } });
        expect(doc).toEqual({ _id: 'd', tags: ['boxing'], plan: { tier: 'gold' } });
      });

      it('$inc increments and creates missing fields', async () => {
        const { doc } = await updated({ $inc: { 'plan.price': -100, 'stats.visits': 2, credits: 1 } });
        expect(doc?.plan).toEqual({ tier: 'gold', price: 800 });
        expect(doc?.stats).toEqual({ visits: 2 });
        expect(doc?.credits).toBe(1);
      });

      it('$push appends one value or several with $each, creating the array', async () => {
        const { doc } = await updated({ $push: { tags: { $each: ['cardio', 'kids'] }, 'history.items': { at: '2024-01-01', kind: 'joined' } } });
        expect(doc?.tags).toEqual(['boxing', 'cardio', 'kids']);
        expect(doc?.history).toEqual({ items: [{ at: '2024-01-01', kind: 'joined' }] });
      });

      it('$pull removes equal values, values matching a condition and documents matching a query', async () => {
        const start: Doc = { _id: 'p', tags: ['a', 'b', 'a'], scores: [1, 5, 9, 3], items: [{ sku: 'x', qty: 1 }, { sku: 'y', qty: 2 }] };
        const { result, doc } = await updated({ $pull: { tags: 'a', scores: { $gte: 5 }, items: { sku: 'x' } } }, start);
        expect(result.modified).toBe(1);
        expect(doc).toEqual({ _id: 'p', tags: ['b'], scores: [1, 3], items: [{ sku: 'y', qty: 2 }] });
      });

      it('$addToSet adds only values not already present', async () => {
        const { doc } = await updated({ $addToSet: { tags: { $each: ['cardio', 'boxing', 'cardio'] }, 'prefs.days': 'mon' } });
        expect(doc?.tags).toEqual(['boxing', 'cardio']);
        expect(doc?.prefs).toEqual({ days: ['mon'] });
      });

      it('rejects an unknown operator, conflicting paths and $inc on a string', async () => {
        const collection = await collectionWith('bad', [{ _id: 'd', name: 'Ana', plan: { tier: 'gold' } }]);
        await expect(collection.updateOne({ _id: 'd' }, { $frobnicate: { name: 'x' } })).rejects.toThrow();
        await expect(collection.updateOne({ _id: 'd' }, { $set: { plan: {} }, $inc: { 'plan.price': 1 } })).rejects.toThrow();
        await expect(collection.updateOne({ _id: 'd' }, { $inc: { name: 1 } })).rejects.toThrow();
        expect(await collection.findOne({ _id: 'd' })).toEqual({ _id: 'd', name: 'Ana', plan: { tier: 'gold' } });
      });

      it('updateMany counts matched and modified documents', async () => {
        const collection = await members();
        expect(await collection.updateMany({ branch: 'north' }, { $set: { region: 'N' } })).toEqual({ matched: 2, modified: 2, upserted: false });
        expect(await collection.updateMany({ branch: { $in: ['north', 'center'] } }, { $set: { region: 'N' } })).toEqual({ matched: 3, modified: 1, upserted: false });
        expect(await collection.updateMany({ branch: 'west' }, { $set: { region: 'W' } })).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await collection.count({ region: 'N' })).toBe(3);
      });
    });

    describe('idempotent projection writes', () => {
      it('skips a guarded update whose position is older or equal', async () => {
        const collection = await collectionWith('guard', [{ _id: 'p', _pos: 5, value: 'five' }]);
        const guarded = (position: number) =>
          collection.updateOne({ _id: 'p', _pos: { $lt: position } }, { $set: { value: `at ${position}`, _pos: position } });
        expect(await guarded(5)).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await guarded(4)).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await collection.findOne({ _id: 'p' })).toEqual({ _id: 'p', _pos: 5, value: 'five' });
        expect(await guarded(6)).toEqual({ matched: 1, modified: 1, upserted: false });
        expect(await guarded(6)).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await collection.findOne({ _id: 'p' })).toEqual({ _id: 'p', _pos: 6, value: 'at 6' });
      });

      it('a guarded upsert creates from the filter equalities plus the update, then never throws on replay', async () => {
        const collection = store.collection(uniqueName('upsert'));
        const upsert = (position: number, name: string) =>
          collection.updateOne({ _id: 'u', branch: 'north', _pos: { $lt: position } }, { $set: { name, _pos: position }, $inc: { events: 1 } }, { upsert: true });
        expect(await upsert(3, 'New')).toEqual({ matched: 0, modified: 0, upserted: true });
        expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', branch: 'north', name: 'New', _pos: 3, events: 1 });
        expect(await upsert(3, 'Replayed')).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await upsert(2, 'Older')).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', branch: 'north', name: 'New', _pos: 3, events: 1 });
        expect(await upsert(4, 'Newer')).toEqual({ matched: 1, modified: 1, upserted: false });
        expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', branch: 'north', name: 'Newer', _pos: 4, events: 2 });
        expect(await collection.count()).toBe(1);
      });

      it('$setOnInsert applies only when the upsert inserts', async () => {
        const collection = store.collection(uniqueName('on-insert'));
        await collection.updateOne({ _id: 'c' }, { $set: { seen: 1 }, $setOnInsert: { createdAt: 'first' } }, { upsert: true });
        await collection.updateOne({ _id: 'c' }, { $set: { seen: 2 }, $setOnInsert: { createdAt: 'second' } }, { upsert: true });
        expect(await collection.findOne({ _id: 'c' })).toEqual({ _id: 'c', seen: 2, createdAt: 'first' });
      });

      it('an upsert whose filter names no _id gets a string _id', async () => {
        const collection = store.collection(uniqueName('no-id'));
        expect((await collection.updateOne({ email: 'ana@box.mx' }, { $set: { visits: 1 } }, { upsert: true })).upserted).toBe(true);
        const doc = await collection.findOne({ email: 'ana@box.mx' });
        expect(typeof doc?._id).toBe('string');
        expect(doc).toMatchObject({ email: 'ana@box.mx', visits: 1 });
      });

      it('replaceOne keeps _id, reports no-op replacements and upserts without throwing on a guarded clash', async () => {
        const collection = await collectionWith('replace', [{ _id: 'r', _pos: 2, name: 'Ana', extra: true }]);
        expect(await collection.replaceOne({ _id: 'r' }, { _id: 'r', _pos: 3, name: 'Ana B' })).toEqual({ matched: 1, modified: 1, upserted: false });
        expect(await collection.findOne({ _id: 'r' })).toEqual({ _id: 'r', _pos: 3, name: 'Ana B' });
        expect(await collection.replaceOne({ _id: 'r' }, { _id: 'r', _pos: 3, name: 'Ana B' })).toEqual({ matched: 1, modified: 0, upserted: false });
        expect(await collection.replaceOne({ _id: 'r', _pos: { $lt: 3 } }, { _id: 'r', _pos: 3, name: 'Replay' }, { upsert: true })).toEqual({ matched: 0, modified: 0, upserted: false });
        expect(await collection.replaceOne({ _id: 's', _pos: { $lt: 1 } }, { _id: 's', _pos: 1, name: 'New' }, { upsert: true })).toEqual({ matched: 0, modified: 0, upserted: true });
        expect(sortedIds(await collection.find({ name: { $in: ['Ana B', 'New'] } }))).toEqual(['r', 's']);
      });
    });

    describe('deleting', () => {
      it('deleteOne and deleteMany answer how many documents they removed', async () => {
        const collection = await members();
        expect(await collection.deleteOne({ branch: 'south' })).toBe(1);
        expect(await collection.deleteOne({ branch: 'west' })).toBe(0);
        expect(await collection.deleteMany({ active: true })).toBe(3);
        expect(sortedIds(await collection.find())).toEqual(['m3']);
        expect(await collection.deleteMany()).toBe(1);
        expect(await collection.count()).toBe(0);
      });
    });

    describe('aggregation', () => {
      it('groups with $match, $sum and $cond, then sorts', async () => {
        const collection = await members();
        const result = await collection.aggregate([
          { $match: { age: { $gte: 25 } } },
          {
            $group: {
              _id: '$branch',
              members: { $sum: 1 },
              active: { $sum: { $cond: [{ $eq: ['$active', true] }, 1, 0] } },
              totalAge: { $sum: '$age' },
            },
          },
          { $sort: { _id: 1 } },
        ]);
        expect(result).toEqual([
          { _id: 'center', members: 1, active: 1, totalAge: 29 },
          { _id: 'north', members: 2, active: 1, totalAge: 76 },
          { _id: 'south', members: 1, active: 1, totalAge: 38 },
        ]);
      });

      it('unwinds arrays, limits and counts', async () => {
        const collection = await members();
        const byTag = await collection.aggregate([
          { $unwind: '$tags' },
          { $group: { _id: '$tags', n: { $sum: 1 } } },
          { $sort: { n: -1, _id: 1 } },
          { $limit: 2 },
        ]);
        expect(byTag).toEqual([{ _id: 'boxing', n: 3 }, { _id: 'cardio', n: 2 }]);
        expect(await collection.aggregate([{ $match: { branch: 'north' } }, { $count: 'total' }])).toEqual([{ total: 2 }]);
        expect(await collection.find({ _id: 'm1' })).toEqual([MEMBERS[0]]);
      });

      it('projects and skips', async () => {
        const collection = await members();
        const result = await collection.aggregate([{ $sort: { age: 1 } }, { $skip: 3 }, { $project: { _id: 0, name: 1, tier: '$plan.tier' } }]);
        expect(result).toEqual([{ name: 'Diego Mar' }, { name: 'carla ANA Ruiz', tier: 'gold' }]);
      });

      it('joins another collection with $lookup', async () => {
        const people = await members();
        const bookings = await collectionWith('bookings', [
          { _id: 'b1', memberId: 'm1', classId: 'c1' },
          { _id: 'b2', memberId: 'm5', classId: 'c1' },
          { _id: 'b3', memberId: 'gone', classId: 'c2' },
        ]);
        const result = await bookings.aggregate([
          { $lookup: { from: people.name, localField: 'memberId', foreignField: '_id', as: 'member' } },
          { $unwind: { path: '$member', preserveNullAndEmptyArrays: true } },
          { $project: { _id: 1, memberName: '$member.name' } },
          { $sort: { _id: 1 } },
        ]);
        expect(result).toEqual([{ _id: 'b1', memberName: 'Ana López' }, { _id: 'b2', memberName: 'Elena Ana' }, { _id: 'b3' }]);
        expect(await people.findOne({ _id: 'm1' })).toEqual(MEMBERS[0]);
      });
    });

    describe('indexes', () => {
      it('answers equality queries on an indexed field correctly after writes that change it', async () => {
        const collection = await members();
        await collection.createIndex({ branch: 1 });
        expect(sortedIds(await collection.find({ branch: 'north' }))).toEqual(['m1', 'm3']);
        await collection.updateOne({ _id: 'm1' }, { $set: { branch: 'south' } });
        await collection.updateMany({ branch: 'center' }, { $set: { branch: 'north' } });
        await collection.replaceOne({ _id: 'm2' }, { _id: 'm2', name: 'Bruno', branch: 'west' });
        await collection.deleteOne({ _id: 'm3' });
        await collection.insertOne({ _id: 'm6', name: 'Fer', branch: 'north' });
        await collection.updateOne({ _id: 'm7', branch: 'north' }, { $set: { name: 'Gil' } }, { upsert: true });
        await collection.updateOne({ _id: 'm4' }, { $unset: { branch: '' } });
        expect(sortedIds(await collection.find({ branch: 'north' }))).toEqual(['m5', 'm6', 'm7']);
        expect(sortedIds(await collection.find({ branch: 'south' }))).toEqual(['m1']);
        expect(sortedIds(await collection.find({ branch: { $in: ['west', 'south'] } }))).toEqual(['m1', 'm2']);
        expect(sortedIds(await collection.find({ branch: 'north', name: 'Fer' }))).toEqual(['m6']);
        expect(await collection.count({ branch: 'center' })).toBe(0);
        expect(sortedIds(await collection.find({ branch: null }))).toEqual(['m4']);
      });

      it('indexes array elements so equality on an element still matches', async () => {
        const collection = await members();
        await collection.createIndex({ tags: 1 });
        await collection.updateOne({ _id: 'm4' }, { $push: { tags: 'kids' } });
        await collection.updateOne({ _id: 'm5' }, { $pull: { tags: 'kids' } });
        expect(sortedIds(await collection.find({ tags: 'kids' }))).toEqual(['m4']);
        expect(sortedIds(await collection.find({ tags: 'boxing' }))).toEqual(['m1', 'm2', 'm5']);
      });

      it('a unique index refuses a second document with the same key', async () => {
        const collection = store.collection(uniqueName('unique'));
        await collection.createIndex({ email: 1 }, { unique: true });
        expect(await collection.insertOne({ _id: 'a', email: 'ana@box.mx' })).toBe(true);
        await expect(collection.insertOne({ _id: 'b', email: 'ana@box.mx' })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await collection.insertOne({ _id: 'b', email: 'bruno@box.mx' })).toBe(true);
        await expect(collection.updateOne({ _id: 'b' }, { $set: { email: 'ana@box.mx' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await collection.insertOne({ _id: 'a', email: 'other@box.mx' })).toBe(false);
        expect(await collection.find({}, { sort: { _id: 1 } })).toEqual([
          { _id: 'a', email: 'ana@box.mx' },
          { _id: 'b', email: 'bruno@box.mx' },
        ]);
      });
    });

    describe('isolation of stored documents', () => {
      it('returns copies: changing a result changes nothing stored', async () => {
        const collection = await members();
        const [found] = await collection.find({ _id: 'm1' });
        (found?.plan as { tier: string }).tier = 'hacked';
        (found?.tags as string[]).push('hacked');
        const one = await collection.findOne({ _id: 'm1' });
        if (one) one.name = 'hacked';
        const [grouped] = await collection.aggregate([{ $match: { _id: 'm1' } }, { $group: { _id: null, docs: { $push: '$$ROOT' } } }]);
        ((grouped?.docs as Doc[])[0] as Doc).name = 'hacked';
        // Stages that build on their input documents must not write through to the stored ones.
        await collection.aggregate([
          { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true } },
          { $addFields: { 'plan.tier': 'changed', extra: 1 } },
        ]);
        expect(await collection.findOne({ _id: 'm1' })).toEqual(MEMBERS[0]);
        expect(await collection.findOne({ _id: 'm3' })).toEqual(MEMBERS[2]);
      });

      it('keeps its own copy of inserted documents and update values', async () => {
        const collection = store.collection(uniqueName('copies'));
        const doc: Doc = { _id: 'c', nested: { value: 1 } };
        await collection.insertOne(doc);
        (doc.nested as { value: number }).value = 2;
        const address = { city: 'León' };
        await collection.updateOne({ _id: 'c' }, { $set: { address } });
        address.city = 'hacked';
        expect(await collection.findOne({ _id: 'c' })).toEqual({ _id: 'c', nested: { value: 1 }, address: { city: 'León' } });
      });
    });

    describe('collections', () => {
      it('renameCollection swaps the fresh copy in, and readers of the live name see it', async () => {
        const liveName = uniqueName('live');
        const live = store.collection(liveName);
        await live.insertMany([{ _id: 'old1', v: 1 }, { _id: 'old2', v: 1 }]);
        const fresh = await collectionWith('fresh', [{ _id: 'new1', v: 2 }]);
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
        const live = await collectionWith('live', [{ _id: 'old', v: 1 }]);
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
