import type { RecordedEvent } from '../event-log/event-log.port.js';
import type { DomainEvent } from '../domain/decider.js';
import type { Doc, Filter, ReadStore } from '../read-store/read-store.port.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import { AsOfStore } from './as-of-store.js';
import { collection, defineProjection, type ViewDoc } from './define-projection.js';
import { historyName } from './doc-history.js';
import { FreshCopyWriter } from './fresh-copy-writer.js';
import { POSITION_FIELD, ProjectionWriter } from './projection.js';
import { TimeSlice } from './time-slice.js';

/** A stand-in for a report's grain: one tally per day, created by its first sale, corrected later. */
type TallyEvent =
  | DomainEvent<'Sold', { day: string; cents: number }>
  | DomainEvent<'Corrected', { day: string; cents: number }>
  | DomainEvent<'Flagged', { day: string; flagged: boolean }>;
interface TallyDoc extends ViewDoc {
  readonly day: string;
  readonly cents: number;
  readonly sales: number;
  readonly flagged: boolean;
}
const TALLIES = collection<TallyDoc>('tallies', [{ day: 1 }], { history: { keys: ['day'] } });
const talliesProjection = defineProjection<TallyEvent>()({
  name: 'tallies',
  collections: { tallies: TALLIES },
  handlers: {
    Sold: async ({ data }, { tallies }) => {
      const tally = await tallies.get(data.day);
      await tallies.upsert(data.day, {
        day: data.day,
        cents: (tally?.cents ?? 0) + data.cents,
        sales: (tally?.sales ?? 0) + 1,
        flagged: tally?.flagged ?? false,
      });
    },
    Corrected: async ({ data }, { tallies }) => {
      const tally = await tallies.get(data.day);
      if (tally) await tallies.set(data.day, { cents: tally.cents - data.cents });
    },
    Flagged: ({ data }, { tallies }) => tallies.set(data.day, { flagged: data.flagged }),
  },
});

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

function history(seed: number, length: number): RecordedEvent[] {
  const next = random(seed);
  return Array.from({ length }, (_, index) => {
    const day = DAYS[Math.floor(next() * DAYS.length)] as string;
    const roll = next();
    const [type, data] =
      roll < 0.6
        ? ['Sold', { day, cents: 100 + Math.floor(next() * 900) }]
        : roll < 0.85
          ? ['Corrected', { day, cents: Math.floor(next() * 300) }]
          : ['Flagged', { day, flagged: next() < 0.5 }];
    // Some events share an instant, as events appended together do.
    const at = new Date(T0 + Math.floor(index / 2) * 60_000);
    return {
      id: `e${index + 1}`,
      streamId: `tally-${day}`,
      revision: 0,
      position: index + 1,
      checkpoint: String(index + 1),
      type,
      data,
      metadata: {
        userId: null,
        correlationId: 'c',
        causationId: 'c',
        commandType: 'Test',
        occurredAt: at.toISOString(),
      },
      // The log records an event a moment after it happened: as of an instant counts when it happened.
      recordedAt: new Date(at.getTime() + 5_000),
    };
  });
}

async function fold(writer: ProjectionWriter, events: readonly RecordedEvent[]): Promise<void> {
  for (const event of events) await talliesProjection.apply(event, writer.at(event));
  await writer.flush();
}

async function folded(events: readonly RecordedEvent[]): Promise<SqliteReadStore> {
  const store = SqliteReadStore.open(':memory:');
  await fold(new ProjectionWriter(store, new Map()), events);
  return store;
}

const withoutPosition = (docs: Doc[]) => docs.map(({ [POSITION_FIELD]: _position, ...doc }) => doc);

/** What a report asks of its grain. */
async function answers(store: ReadStore, filter: Filter) {
  const tallies = store.collection('tallies');
  return {
    docs: withoutPosition(await tallies.find(filter, { sort: { day: 1 } })),
    count: await tallies.count(filter),
    cents: await tallies.sum('cents', filter),
    first: await tallies.readOne(filter, (doc) => doc['day'], { cents: -1, day: 1 }),
  };
}

const FILTERS: Filter[] = [
  {},
  { day: { $gte: '2026-03-02', $lte: '2026-03-04' } },
  { flagged: true },
  { day: { $lte: '2026-03-03' }, flagged: false },
  { cents: { $gt: 1_000 } },
];

describe('a read model as of an instant (AsOfStore)', () => {
  it('answers what a fold of the events recorded until then answers, for any filter', async () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const events = history(seed, 80);
      const live = await folded(events);
      const histories = new Map([['tallies', { keys: ['day'] }]]);
      for (const minutes of [-1, 0, 3, 10, 19, 27, 39, 45]) {
        const at = new Date(T0 + minutes * 60_000);
        const then = await folded(events.filter((event) => Date.parse(event.metadata.occurredAt) <= at.getTime()));
        for (const filter of FILTERS) {
          const asOf = await answers(new AsOfStore(live, at, histories), filter);
          expect({ seed, minutes, filter, ...asOf }).toEqual({
            seed,
            minutes,
            filter,
            ...(await answers(then, filter)),
          });
        }
      }
    }
  });

  it('keeps the same history when a rebuild writes the fresh copy', async () => {
    const events = history(7, 120);
    const live = await folded(events);
    const fresh = SqliteReadStore.open(':memory:');
    await fold(new FreshCopyWriter(fresh, new Map(), new TimeSlice(), { maxHeld: 3 }), events);
    const all = (store: ReadStore, name: string) => store.collection(name).find({}, { sort: { _id: 1 } });
    expect(await all(fresh, historyName('tallies'))).toEqual(await all(live, historyName('tallies')));
    expect(await all(fresh, 'tallies')).toEqual(await all(live, 'tallies'));
  });

  it('records nothing twice when an event is applied again', async () => {
    const events = history(3, 40);
    const store = await folded(events);
    const before = await store.collection(historyName('tallies')).count();
    await fold(new ProjectionWriter(store, new Map()), events.slice(10, 30));
    expect(await store.collection(historyName('tallies')).count()).toBe(before);
  });

  it('cannot be written', async () => {
    const asOf = new AsOfStore(await folded([]), new Date(T0), new Map([['tallies', { keys: ['day'] }]]));
    await expect(asOf.collection('tallies').insertOne({ _id: 'x' })).rejects.toThrow('cannot be written');
  });
});
