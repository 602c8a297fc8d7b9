import type { RecordedEvent } from '../event-log/event-log.port.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import type { Doc, ReadStore } from '../read-store/read-store.port.js';
import { FreshCopyWriter } from './fresh-copy-writer.js';
import { ProjectionWriter } from './projection.js';
import { TimeSlice } from './time-slice.js';

/** One step of a scripted handler: every kind of write and read a projection can make. */
type Op =
  | readonly ['set' | 'upsert' | 'insert', string, string, Record<string, unknown>]
  | readonly ['remove', string, string]
  | readonly ['nullify' | 'setNested', string, string, string]
  | readonly ['updateMany', string, Record<string, unknown>, Record<string, unknown>]
  | readonly ['copyCount' | 'copyGet', string, string, string];

const COLLECTIONS = ['things', 'others'];
const identity = new Map(COLLECTIONS.map((name) => [name, name]));

async function run(writer: ProjectionWriter, op: Op): Promise<void> {
  switch (op[0]) {
    case 'set':
      return writer.update(op[1], op[2], { $set: op[3] });
    case 'upsert':
      return writer.upsert(op[1], op[2], { $set: op[3] });
    case 'insert':
      return writer.insert(op[1], { _id: op[2], ...op[3] });
    case 'remove':
      return writer.remove(op[1], op[2]);
    case 'nullify':
      return writer.update(op[1], op[2], { $set: { [op[3]]: null } });
    case 'setNested':
      return writer.update(op[1], op[2], { $set: { nested: { [op[3]]: op[3] } } });
    case 'updateMany':
      return writer.updateMany(op[1], op[2], { $set: op[3] });
    case 'copyCount':
      return writer.update(op[1], op[2], { $set: { counted: await writer.count(op[1], { group: op[3] }) } });
    case 'copyGet': {
      const source = await writer.get(op[1], op[3]);
      return writer.upsert(op[1], op[2], { $set: { copied: source?.['value'] ?? null } });
    }
  }
}

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomOp(next: () => number): Op {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const collection = pick(COLLECTIONS);
  const id = pick(['a', 'b', 'c', 'd']);
  const fields = {
    value: Math.floor(next() * 100),
    group: pick(['x', 'y']),
    [pick(['p', 'q', 'r'])]: pick([1, 'two', null, { deep: [1, 2] }]),
  };
  const kinds = [
    'set',
    'set',
    'upsert',
    'insert',
    'remove',
    'nullify',
    'setNested',
    'updateMany',
    'copyCount',
    'copyGet',
  ] as const;
  switch (pick(kinds)) {
    case 'set':
      return ['set', collection, id, fields];
    case 'upsert':
      return ['upsert', collection, id, fields];
    case 'insert':
      return ['insert', collection, id, fields];
    case 'remove':
      return ['remove', collection, id];
    case 'nullify':
      return ['nullify', collection, id, pick(['value', 'p', 'group'])];
    case 'setNested':
      return ['setNested', collection, id, pick(['k', 'l'])];
    case 'updateMany':
      // 'z' is never set, and null matches a document without `p`: filters the writer may answer itself.
      return [
        'updateMany',
        collection,
        next() < 0.5 ? { group: pick(['x', 'y', 'z']) } : { p: pick([1, 'two', null]) },
        { bulk: Math.floor(next() * 10) },
      ];
    case 'copyCount':
      return ['copyCount', collection, id, pick(['x', 'y'])];
    case 'copyGet':
      return ['copyGet', collection, id, pick(['a', 'b', 'c', 'd'])];
  }
}

function eventAt(position: number, ops: readonly Op[]): RecordedEvent {
  const metadata = {
    userId: null,
    correlationId: 'c',
    causationId: 'c',
    commandType: 'Test',
    occurredAt: '2026-11-21T10:00:00.000Z',
  };
  return {
    id: `e${position}`,
    streamId: 's',
    revision: position - 1,
    position,
    checkpoint: String(position),
    type: 'Scripted',
    data: { ops },
    metadata,
    recordedAt: new Date(0),
  };
}

async function fold(writer: ProjectionWriter, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) {
    writer.at(event);
    for (const op of event.data['ops'] as Op[]) await run(writer, op);
  }
  await writer.flush();
}

async function snapshot(store: ReadStore): Promise<Record<string, Doc[]>> {
  const entries = await Promise.all(
    COLLECTIONS.map(async (name) => [name, await store.collection(name).find({}, { sort: { _id: 1 } })] as const),
  );
  return Object.fromEntries(entries);
}

async function storeWithIndexes(): Promise<SqliteReadStore> {
  const store = SqliteReadStore.open(':memory:');
  for (const name of COLLECTIONS) await store.collection(name).createIndex({ group: 1 });
  return store;
}

describe('fresh copy writer', () => {
  it('gives what the guarded writer gives from an empty copy, whatever the handlers do', async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const next = random(seed);
      const events = Array.from({ length: 60 }, (_, index) =>
        eventAt(
          index + 1,
          Array.from({ length: 1 + Math.floor(next() * 4) }, () => randomOp(next)),
        ),
      );
      const guarded = await storeWithIndexes();
      await fold(new ProjectionWriter(guarded, identity), events);
      const fresh = await storeWithIndexes();
      await fold(new FreshCopyWriter(fresh, identity, new TimeSlice()), events);
      expect({ seed, docs: await snapshot(fresh) }).toEqual({ seed, docs: await snapshot(guarded) });
      // Holding at most two documents and updating one at a time, it writes all the time: the same result.
      const tight = await storeWithIndexes();
      await fold(new FreshCopyWriter(tight, identity, new TimeSlice(), { maxHeld: 2, updateChunk: 1 }), events);
      expect({ seed, docs: await snapshot(tight) }).toEqual({ seed, docs: await snapshot(guarded) });
    }
    // 40 seeds × three folds: a busy machine needs more than jest's 5 s.
  }, 60_000);

  it('keeps the guard’s rule that an event writes a document once, and merges later events’ $sets', async () => {
    const store = SqliteReadStore.open(':memory:');
    const writer = new FreshCopyWriter(store, identity, new TimeSlice());
    await fold(writer, [
      eventAt(1, [
        ['insert', 'things', 'a', { value: 1 }],
        ['set', 'things', 'a', { value: 2 }],
      ]),
      eventAt(2, [
        ['set', 'things', 'a', { value: 3 }],
        ['set', 'things', 'a', { value: 4 }],
      ]),
      eventAt(3, [['set', 'things', 'a', { other: true }]]),
    ]);
    expect(await store.collection('things').find({})).toEqual([{ _id: 'a', value: 3, other: true, _pos: 3 }]);
  });

  it('fails the flush when a held write fails, instead of losing it', async () => {
    const store = SqliteReadStore.open(':memory:');
    const writer = new FreshCopyWriter(store, new Map([['things', 'not$allowed']]), new TimeSlice());
    writer.at(eventAt(1, []));
    await writer.update('things', 'a', { $set: { value: 1 } });
    await expect(writer.flush()).rejects.toThrow('Invalid collection name');
  });
});
