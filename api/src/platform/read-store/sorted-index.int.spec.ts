import { EmbeddedReadStore } from './embedded-read-store.js';
import type { Doc, Filter, SortSpec } from './read-store.port.js';
import { randomSource } from './read-store-fixtures.contract.js';
import {
  expectSameAnswers,
  randomWrite,
  SORTED_FILTERS,
  SORTED_INDEXES,
  sortedDoc,
} from './read-store-sorted.contract.js';
import type { Entry } from './entry.js';
import { SortedIndex } from './sorted-index.js';
import { SortedList } from './sorted-list.js';

describe('SortedList', () => {
  it('keeps order, ranks and cursors right through thousands of inserts and removes across blocks', () => {
    const random = randomSource(99);
    const list = new SortedList<number>((left, right) => left - right);
    const reference: number[] = [];
    for (let i = 0; i < 6000; i++) {
      const value = Math.floor(random() * 4000) + random();
      if (random() < 0.3 && reference.length > 0) {
        const [removed] = reference.splice(Math.floor(random() * reference.length), 1);
        expect(list.remove(removed as number)).toBe(true);
      } else {
        list.insert(value);
        reference.push(value);
      }
    }
    reference.sort((left, right) => left - right);
    expect(list.size).toBe(reference.length);
    expect(list.remove(-1)).toBe(false);
    const all = list.cursor(0, list.size, false);
    expect(Array.from({ length: list.size }, () => all.next())).toEqual(reference);
    for (const [low, high] of [
      [0, 10],
      [1000, 1010.5],
      [2500, 4000],
      [3999, 5000],
    ] as const) {
      const probe = (bound: number) => (item: number) => item - bound;
      const from = list.bound(probe(low), false);
      const to = list.bound(probe(high), true);
      const expected = reference.filter((value) => value >= low && value <= high);
      expect(to - from).toBe(expected.length);
      const backwards = list.cursor(from, to, true);
      expect(Array.from({ length: to - from }, () => backwards.next())).toEqual([...expected].reverse());
      expect(backwards.next()).toBeUndefined();
    }
  });
});

describe('SortedIndex', () => {
  it('settles a bulk of writes by a sort and a merge, then follows moves and removals', () => {
    const random = randomSource(5);
    const index = new SortedIndex({ k: 1, g: -1 });
    const entries: Entry[] = Array.from({ length: 70_000 }, (_, seq) => ({
      seq,
      doc: { _id: `e${seq}`, k: Math.floor(random() * 500), g: seq % 3 },
    }));
    // Past 65,536 pending writes settle without a read (one sort); the rest merge in at the read.
    for (const entry of entries) index.add(entry);
    for (const entry of entries.slice(0, 3000)) {
      const before = entry.doc;
      entry.doc = { ...before, k: before.k === 7 ? 8 : 7 };
      index.replace(entry, before, entry.doc);
    }
    for (const entry of entries.slice(3000, 4000)) index.remove(entry);
    const live = entries.slice(0, 3000).concat(entries.slice(4000));
    for (const k of [7, 8, 499]) {
      const expected = live
        .filter((entry) => entry.doc.k === k)
        .sort((left, right) => Number(right.doc.g) - Number(left.doc.g) || left.seq - right.seq);
      const [from, to] = index.range([k]);
      const cursor = index.cursor(from, to, false);
      expect(Array.from({ length: to - from }, () => cursor.next()?.entry.seq)).toEqual(
        expected.map((entry) => entry.seq),
      );
    }
    expect(index.range([])).toEqual([0, live.length]);
  });
});

describe('EmbeddedReadStore sorted indexes', () => {
  it('order ties by insertion like the scan, also walking backwards and after delete + re-insert', async () => {
    const random = randomSource(314);
    const store = new EmbeddedReadStore();
    const indexed = store.collection('indexed');
    const plain = store.collection('plain');
    for (const fields of SORTED_INDEXES) await indexed.createIndex(fields);
    for (let i = 0; i < 1200; i++) await randomWrite(random, [indexed, plain], 700);
    // No _id at the end: documents whose keys all tie come back in insertion order.
    const sorts: SortSpec[] = [
      { k: 1 },
      { k: -1 },
      { g: 1, k: -1 },
      { g: -1, k: 1 },
      { flag: 1, g: 1 },
      { flag: -1 },
      { 'nested.v': -1 },
      { k: -1, g: 1 },
      { name: -1 },
    ];
    expect(await expectSameAnswers(indexed, plain, SORTED_FILTERS, sorts)).toBeGreaterThan(150);
  });

  it('walks the declared index for list sorts and counts equality filters from index ranges', async () => {
    const store = new EmbeddedReadStore();
    const users = store.collection('users_fresh');
    const indexes: Record<string, 1 | -1>[] = [{ role: 1 }, { createdAt: -1 }, { isActive: 1, nameSort: 1 }];
    for (const fields of indexes) await users.createIndex(fields);
    await users.insertMany(
      Array.from({ length: 50 }, (_, i) => ({
        _id: `u${i}`,
        role: i % 5 ? 'CLIENT' : 'ADMIN',
        isActive: i % 3 > 0,
        isDeleted: false,
        nameSort: `n${i % 7}`,
        createdAt: `2026-01-${10 + (i % 20)}`,
      })),
    );
    await store.renameCollection('users_fresh', 'users');
    const state = store.existing('users');
    expect(state?.walkPlan({ isDeleted: false, role: { $in: ['CLIENT'] } }, { createdAt: -1, _id: 1 })).toMatchObject({
      served: 1,
      reverse: false,
      depth: 0,
    });
    expect(state?.walkPlan({}, { createdAt: 1 })).toMatchObject({ served: 1, reverse: true });
    expect(state?.walkPlan({ isActive: true }, { nameSort: 1, _id: 1 })).toMatchObject({ served: 1, depth: 1 });
    expect(state?.walkPlan({}, { nameSort: 1 })).toBeUndefined();
    expect(state?.knownCount({ role: 'CLIENT' })).toBe(40);
    expect(state?.knownCount({ isActive: true })).toBe(33);
    expect(state?.knownCount({ role: { $in: ['CLIENT', 'ADMIN', 'CLIENT'] } })).toBe(50);
    expect(state?.knownCount({ role: 'CLIENT', isDeleted: false })).toBeUndefined();
  });

  it('keeps the total of a repeated list filter exact through writes, without indexes', async () => {
    const collection = new EmbeddedReadStore().collection('people');
    const filter: Filter = { isDeleted: false, role: { $in: ['CLIENT'] } };
    const page = async () =>
      (await collection.findPage(filter, { sort: { createdAt: -1, _id: 1 }, skip: 0, limit: 3 })).total;
    const actual = async () => (await collection.find(filter)).length;
    const person = (i: number, role = 'CLIENT'): Doc => ({ _id: `p${i}`, role, isDeleted: false, createdAt: `t${i}` });
    await collection.insertMany(Array.from({ length: 20 }, (_, i) => person(i, i % 4 ? 'CLIENT' : 'ADMIN')));
    expect(await page()).toBe(15);
    const writes: (() => Promise<unknown>)[] = [
      () => collection.insertOne(person(100)),
      () => collection.updateOne({ _id: 'p1' }, { $set: { isDeleted: true } }),
      () => collection.updateOne({ _id: 'p0' }, { $set: { role: 'CLIENT' } }),
      () => collection.updateMany({ role: 'ADMIN' }, { $set: { role: 'CLIENT' } }),
      () => collection.deleteOne({ _id: 'p2' }),
      () => collection.deleteMany({ isDeleted: true }),
      () => collection.updateOne({ _id: 'p5' }, { $set: { isDeleted: false } }),
      () => collection.deleteMany({}),
      () => collection.insertMany([person(1), person(2, 'ADMIN')]),
    ];
    for (const write of writes) {
      await write();
      expect(await page()).toBe(await actual());
      expect(await collection.count(filter)).toBe(await actual());
    }
  });

  it('keeps the total of a repeated search exact through writes', async () => {
    const collection = new EmbeddedReadStore().collection('branches');
    await collection.createIndex({ nameSort: 1 });
    const filter: Filter = { $or: [{ nameSort: { $regex: 'centro' } }, { cityFold: { $regex: 'centro' } }] };
    const page = async () =>
      (await collection.findPage(filter, { sort: { nameSort: 1, _id: 1 }, skip: 0, limit: 2 })).total;
    const actual = async () => (await collection.find(filter)).length;
    const branch = (i: number, name: string, city = 'lerma'): Doc => ({ _id: `b${i}`, nameSort: name, cityFold: city });
    await collection.insertMany(Array.from({ length: 30 }, (_, i) => branch(i, i % 3 ? `norte ${i}` : `centro ${i}`)));
    expect(await page()).toBe(10);
    const writes: (() => Promise<unknown>)[] = [
      () => collection.insertOne(branch(100, 'sur', 'centro historico')),
      () => collection.updateOne({ _id: 'b1' }, { $set: { nameSort: 'plaza centro' } }),
      () => collection.updateOne({ _id: 'b0' }, { $set: { nameSort: 'oriente' } }),
      () => collection.updateMany({ cityFold: 'lerma' }, { $set: { cityFold: 'toluca' } }),
      () => collection.deleteOne({ _id: 'b3' }),
      () => collection.deleteMany({ nameSort: { $regex: '^norte' } }),
      () => collection.deleteMany({}),
      () => collection.insertMany([branch(1, 'centro'), branch(2, 'sur')]),
    ];
    for (const write of writes) {
      await write();
      expect(await page()).toBe(await actual());
      expect(await collection.count(filter)).toBe(await actual());
    }
  });

  it('answers repeated searches from their kept matches as a fresh scan does, through random writes', async () => {
    const random = randomSource(2026_1125);
    const live = new EmbeddedReadStore().collection('searched');
    for (const fields of SORTED_INDEXES) await live.createIndex(fields);
    await live.insertMany(Array.from({ length: 400 }, (_, i) => sortedDoc(random, `d${i}`)));
    const searches: Filter[] = [
      { name: { $regex: 'a' } },
      { name: { $regex: '^a', $options: 'i' } },
      { $or: [{ name: { $regex: 'Ruiz' } }, { g: 'a' }] },
      { flag: true, name: { $regex: 'Díaz' } },
    ];
    const sorts: SortSpec[] = [{ name: 1, _id: 1 }, { k: -1, _id: -1 }, { g: 1, k: -1, _id: 1 }, { _id: -1 }];
    let compared = 0;
    for (let round = 0; round < 25; round++) {
      for (let write = 0; write < 12; write++) await randomWrite(random, [live], 500);
      const stored = await live.find();
      for (const filter of searches) {
        for (const sort of sorts) {
          for (const [skip, limit] of [
            [0, 10],
            [4, 3],
          ] as const) {
            // A store that never saw the search: one scan, no kept matches.
            const fresh = new EmbeddedReadStore().collection('fresh');
            await fresh.insertMany(stored);
            const context = JSON.stringify({ round, filter, sort, skip });
            const expected = await fresh.findPage(filter, { sort, skip, limit });
            expect({ context, page: await live.findPage(filter, { sort, skip, limit }) }).toEqual({
              context,
              page: expected,
            });
            if (expected.docs.length > 0) compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('builds an index over documents already stored, strays included', async () => {
    const random = randomSource(7);
    const collection = new EmbeddedReadStore().collection('late');
    const docs = Array.from({ length: 1500 }, (_, i) => sortedDoc(random, `d${i}`));
    await collection.insertMany(docs);
    const unindexed = await collection.find({ g: 'a' }, { sort: { k: -1, _id: 1 }, skip: 3, limit: 40 });
    await collection.createIndex({ k: 1 });
    await collection.createIndex({ k: 1 });
    expect(await collection.find({ g: 'a' }, { sort: { k: -1, _id: 1 }, skip: 3, limit: 40 })).toEqual(unindexed);
  });
});
