import { Query } from 'mingo';
import { EmbeddedReadStore } from './embedded-read-store.js';
import type { Doc, Filter, ReadCollection } from './read-store.port.js';
import { randomSource } from './read-store-fixtures.contract.js';
import { containsFilter } from './search-text.js';
import { literalOf, textSearch } from './text-columns.js';

describe('text columns: which searches they serve', () => {
  it('reads the literal out of an escaped "contains" pattern, and nothing out of a real pattern', () => {
    expect(literalOf(containsFilter('f', 'García (centro) 1.5*')['f'])).toBe('garcia (centro) 1.5*');
    expect(literalOf({ $regex: 'abc', $options: 'm' })).toBe('abc');
    for (const condition of [
      { $regex: 'a.c' },
      { $regex: '^abc' },
      { $regex: 'ab|c' },
      { $regex: '\\d+' },
      { $regex: 'a\\b' },
      { $regex: 'abc', $options: 'i' },
      { $regex: '' },
      { $regex: /abc/ },
      { $regex: 'abc', $ne: 'x' },
      'abc',
    ]) {
      expect({ condition, literal: literalOf(condition) }).toEqual({ condition, literal: undefined });
    }
  });

  it('finds the terms a match must contain: one at the top level, or one per $or clause', () => {
    expect(textSearch({ status: 'active', searchText: { $regex: 'ana' }, n: 1 })).toEqual({
      terms: [{ field: 'searchText', literal: 'ana' }],
      rest: { status: 'active', n: 1 },
    });
    expect(textSearch({ $or: [{ a: { $regex: 'x' } }, { b: { $regex: 'y' } }], status: 'active' })).toEqual({
      terms: [
        { field: 'a', literal: 'x' },
        { field: 'b', literal: 'y' },
      ],
      rest: { status: 'active' },
    });
    expect(textSearch({ $or: [{ a: { $regex: 'x' } }, { b: 'y' }] })).toBeUndefined();
    expect(textSearch({ $or: [{ a: { $regex: 'x' }, c: 1 }] })).toBeUndefined();
    expect(textSearch({ 'a.b': { $regex: 'x' } })).toBeUndefined();
    expect(textSearch({ a: 'x' })).toBeUndefined();
  });
});

describe('text columns: answers through writes', () => {
  const random = randomSource(2026_1125_2);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const WORDS = ['ana', 'garcía', 'garcia', 'lópez', 'ruiz', 'an', 'x\u0000ana', 'centro', 'a.b', ''];

  /** Strings mostly; now and then what a regex must not or cannot match as a string. */
  function randomText(): unknown {
    const roll = random();
    if (roll < 0.05) return undefined;
    if (roll < 0.08) return null;
    if (roll < 0.1) return 42;
    if (roll < 0.13) return ['ana', 'ruiz'];
    if (roll < 0.15) return { ana: 1 };
    return `${pick(WORDS)} ${pick(WORDS)}`;
  }

  function randomDoc(id: string): Doc {
    const doc: Doc = { _id: id, status: pick(['active', 'inactive']), n: Math.floor(random() * 1000) };
    const text = randomText();
    if (text !== undefined) doc['text'] = text;
    const other = randomText();
    if (other !== undefined) doc['other'] = other;
    return doc;
  }

  async function randomWrite(collection: ReadCollection, ids: number): Promise<void> {
    const id = `d${Math.floor(random() * ids)}`;
    const roll = random();
    if (roll < 0.35) await collection.insertOne(randomDoc(id));
    else if (roll < 0.7) await collection.updateOne({ _id: id }, { $set: { text: randomText() ?? 'ana' } });
    else if (roll < 0.8) await collection.updateOne({ _id: id }, { $unset: { other: '' } });
    else if (roll < 0.95) await collection.deleteOne({ _id: id });
    else if (roll < 0.985) await collection.deleteMany({ status: 'inactive', n: { $lt: 100 } });
    else if (roll < 0.988) await collection.deleteMany({});
    else await collection.insertMany(Array.from({ length: 700 }, (_, i) => randomDoc(`d${i}`)));
  }

  const searches: Filter[] = [
    containsFilter('text', 'ana'),
    containsFilter('text', 'garcia'),
    containsFilter('text', 'a.b'),
    { status: 'active', ...containsFilter('text', 'lopez') },
    { text: { $regex: 'ruiz' }, n: { $gte: 500 } },
    { $or: [containsFilter('text', 'ana'), containsFilter('other', 'centro')] },
    { $or: [containsFilter('other', 'ruiz'), containsFilter('text', 'ruiz')], status: 'inactive' },
  ];

  it('finds, counts and pages exactly what a filtered scan would, through random writes across chunks', async () => {
    const live = new EmbeddedReadStore().collection('searched');
    await live.createIndex({ n: 1 });
    await live.insertMany(Array.from({ length: 1100 }, (_, i) => randomDoc(`d${i}`)));
    const queries = searches.map((filter) => new Query(filter, {}));
    let compared = 0;
    // A few writes between searches, so that most chunks are left as the last search saw them.
    for (let round = 0; round < 80; round++) {
      for (let write = 0; write < 3; write++) await randomWrite(live, 1200);
      // Every stored document in insertion order (no filter: no column involved), judged by mingo.
      const stored = await live.find();
      for (const [i, filter] of searches.entries()) {
        const expected = stored.filter((doc) => queries[i]!.test(doc));
        const context = JSON.stringify({ round, filter });
        expect({ context, found: await live.find(filter) }).toEqual({ context, found: expected });
        expect({ context, count: await live.count(filter) }).toEqual({ context, count: expected.length });
        const sorted = [...expected].sort(
          (a, b) => (a['n'] as number) - (b['n'] as number) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
        );
        const page = await live.findPage(filter, { sort: { n: 1, _id: 1 }, skip: 3, limit: 7 });
        expect({ context, page }).toEqual({ context, page: { docs: sorted.slice(3, 10), total: expected.length } });
        if (expected.length > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});
