import type { Doc, Update } from './read-store.port.js';
import { type ContractContext, MEMBERS, sortedIds } from './read-store-fixtures.contract.js';

/** The write half of the contract: $set updates, guarded projection writes, deletes, indexes, copies. */
export function describeWriteContract(context: ContractContext): void {
  const { collectionWith, members, uniqueName } = context;

  describe('update operators', () => {
    async function updated(
      update: Update,
      start: Doc = { _id: 'd', name: 'Ana', tags: ['boxing'], plan: { tier: 'gold', price: 900 } },
    ) {
      const collection = await collectionWith('update', [start]);
      const result = await collection.updateOne({ _id: start._id }, update);
      return { result, doc: await collection.findOne({ _id: start._id }) };
    }

    it('$set adds and replaces top-level fields, objects and arrays whole', async () => {
      const { result, doc } = await updated({
        $set: { name: 'Ana María', address: { city: 'Querétaro' }, plan: { tier: 'gold', price: 950 } },
      });
      expect(result).toEqual({ matched: 1, modified: 1, upserted: false });
      expect(doc).toEqual({
        _id: 'd',
        name: 'Ana María',
        tags: ['boxing'],
        plan: { tier: 'gold', price: 950 },
        address: { city: 'Querétaro' },
      });
    });

    it('reports modified 0 when the update changes nothing', async () => {
      const { result, doc } = await updated({
        $set: { name: 'Ana', plan: { tier: 'gold', price: 900 }, tags: ['boxing'] },
      });
      expect(result).toEqual({ matched: 1, modified: 0, upserted: false });
      expect(doc?.name).toBe('Ana');
    });

    it('refuses other operators and dotted paths, changing nothing', async () => {
      const collection = await collectionWith('bad', [{ _id: 'd', name: 'Ana', visits: 1, plan: { tier: 'gold' } }]);
      await expect(collection.updateOne({ _id: 'd' }, { $frobnicate: { name: 'x' } })).rejects.toThrow();
      // Only $set is part of the port: $inc or $unset would pass on MongoDB alone.
      await expect(collection.updateOne({ _id: 'd' }, { $inc: { visits: 1 } })).rejects.toThrow();
      await expect(collection.updateMany({}, { $push: { tags: 'x' } })).rejects.toThrow();
      await expect(collection.updateOne({ _id: 'd' }, { $unset: { name: '' } })).rejects.toThrow();
      await expect(collection.updateOne({ _id: 'd' }, { $set: { 'plan.tier': 'x' } })).rejects.toThrow();
      await expect(collection.updateMany({}, { $set: {} })).rejects.toThrow();
      expect(await collection.findOne({ _id: 'd' })).toEqual({
        _id: 'd',
        name: 'Ana',
        visits: 1,
        plan: { tier: 'gold' },
      });
    });

    it('updateMany counts matched and modified documents', async () => {
      const collection = await members();
      expect(await collection.updateMany({ branch: 'north' }, { $set: { region: 'N' } })).toEqual({
        matched: 2,
        modified: 2,
        upserted: false,
      });
      expect(await collection.updateMany({ branch: { $in: ['north', 'center'] } }, { $set: { region: 'N' } })).toEqual({
        matched: 3,
        modified: 1,
        upserted: false,
      });
      expect(await collection.updateMany({ branch: 'west' }, { $set: { region: 'W' } })).toEqual({
        matched: 0,
        modified: 0,
        upserted: false,
      });
      expect(await collection.count({ region: 'N' })).toBe(3);
    });
  });

  describe('idempotent projection writes', () => {
    it('skips a guarded update whose position is older or equal', async () => {
      const collection = await collectionWith('guard', [{ _id: 'p', _pos: 5, value: 'five' }]);
      const guarded = (position: number) =>
        collection.updateOne(
          { _id: 'p', _pos: { $lt: position } },
          { $set: { value: `at ${position}`, _pos: position } },
        );
      expect(await guarded(5)).toEqual({ matched: 0, modified: 0, upserted: false });
      expect(await guarded(4)).toEqual({ matched: 0, modified: 0, upserted: false });
      expect(await collection.findOne({ _id: 'p' })).toEqual({ _id: 'p', _pos: 5, value: 'five' });
      expect(await guarded(6)).toEqual({ matched: 1, modified: 1, upserted: false });
      expect(await guarded(6)).toEqual({ matched: 0, modified: 0, upserted: false });
      expect(await collection.findOne({ _id: 'p' })).toEqual({ _id: 'p', _pos: 6, value: 'at 6' });
    });

    it('a guarded upsert creates the _id it pins plus the update, then never throws on replay', async () => {
      const collection = context.store().collection(uniqueName('upsert'));
      const upsert = (position: number, name: string) =>
        collection.updateOne(
          { _id: 'u', _pos: { $lt: position } },
          { $set: { name, _pos: position } },
          { upsert: true },
        );
      expect(await upsert(3, 'New')).toEqual({ matched: 0, modified: 0, upserted: true });
      expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', name: 'New', _pos: 3 });
      expect(await upsert(3, 'Replayed')).toEqual({ matched: 0, modified: 0, upserted: false });
      expect(await upsert(2, 'Older')).toEqual({ matched: 0, modified: 0, upserted: false });
      expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', name: 'New', _pos: 3 });
      expect(await upsert(4, 'Newer')).toEqual({ matched: 1, modified: 1, upserted: false });
      expect(await collection.findOne({ _id: 'u' })).toEqual({ _id: 'u', name: 'Newer', _pos: 4 });
      expect(await collection.count()).toBe(1);
    });

    it('refuses an upsert filter that pins no _id or gives the document a value; writes nothing', async () => {
      const collection = await members();
      const before = await collection.find({}, { sort: { _id: 1 } });
      for (const filter of [
        { email: 'ana@box.mx' },
        { _id: { $in: ['m9'] } },
        { _id: 'm9', branch: 'north' },
        { _id: 'm9', branch: { $eq: 'north' } },
        { _id: 'm9', $or: [{ age: 30 }] },
        { _id: 'm9', age: {} },
      ])
        await expect(collection.updateOne(filter, { $set: { visits: 1 } }, { upsert: true })).rejects.toThrow(
          'An upsert needs a filter on _id',
        );
      expect(await collection.find({}, { sort: { _id: 1 } })).toEqual(before);
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

  describe('indexes', () => {
    it('answers equality queries on an indexed field correctly after writes that change it', async () => {
      const collection = await members();
      await collection.createIndex({ branch: 1 });
      // Declaring it again, or a compound index, changes no answer.
      await collection.createIndex({ branch: 1 });
      await collection.createIndex({ branch: 1, age: -1 });
      expect(sortedIds(await collection.find({ branch: 'north' }))).toEqual(['m1', 'm3']);
      await collection.updateOne({ _id: 'm1' }, { $set: { branch: 'south' } });
      await collection.updateMany({ branch: 'center' }, { $set: { branch: 'north' } });
      await collection.updateOne({ _id: 'm2' }, { $set: { branch: 'west', tags: null, plan: null } });
      await collection.deleteOne({ _id: 'm3' });
      await collection.insertOne({ _id: 'm6', name: 'Fer', branch: 'north' });
      await collection.updateOne({ _id: 'm7' }, { $set: { name: 'Gil', branch: 'north' } }, { upsert: true });
      await collection.updateOne({ _id: 'm4' }, { $set: { branch: null } });
      expect(sortedIds(await collection.find({ branch: 'north' }))).toEqual(['m5', 'm6', 'm7']);
      expect(sortedIds(await collection.find({ branch: 'south' }))).toEqual(['m1']);
      expect(sortedIds(await collection.find({ branch: { $in: ['west', 'south'] } }))).toEqual(['m1', 'm2']);
      expect(sortedIds(await collection.find({ branch: 'north', name: 'Fer' }))).toEqual(['m6']);
      expect(await collection.count({ branch: 'center' })).toBe(0);
      expect(sortedIds(await collection.find({ branch: null }))).toEqual(['m4']);
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
      const { docs } = await collection.findPage({}, { sort: { _id: 1 }, skip: 0, limit: 3 });
      for (const doc of docs) (doc.tags as string[]).push('hacked');
      expect(await collection.findOne({ _id: 'm1' })).toEqual(MEMBERS[0]);
      expect(await collection.findOne({ _id: 'm3' })).toEqual(MEMBERS[2]);
    });

    it('keeps its own copy of inserted documents and update values', async () => {
      const collection = context.store().collection(uniqueName('copies'));
      const doc: Doc = { _id: 'c', nested: { value: 1 } };
      await collection.insertOne(doc);
      (doc.nested as { value: number }).value = 2;
      const address = { city: 'León' };
      await collection.updateOne({ _id: 'c' }, { $set: { address } });
      address.city = 'hacked';
      expect(await collection.findOne({ _id: 'c' })).toEqual({
        _id: 'c',
        nested: { value: 1 },
        address: { city: 'León' },
      });
    });
  });
}
