import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { defineAggregate } from '../aggregates/define-aggregate.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { claimGuard, type Hold } from './claim-guard.js';
import { Claims } from './claims.js';
import { defineClaim } from './define-claim.js';

/** A record holding one room and one unit of its month, under a holder of the revision that took the room. */
type Stay = { readonly room: string | null; readonly month: string | null; readonly holder: string };
type StayEvent = {
  readonly type: 'Moved';
  readonly data: { readonly room: string | null; readonly month: string | null; readonly holder: string };
};
type Move = { readonly type: 'Move'; readonly room: string | null; readonly month: string | null };
const stay = defineAggregate<Stay, Move, StayEvent, Stay>({
  name: 'stay',
  initial: { room: null, month: null, holder: '' },
  decide: (command, state) => [
    {
      type: 'Moved',
      data: {
        room: command.room,
        month: command.month,
        holder: command.room === state.room ? state.holder : randomUUID(),
      },
    },
  ],
  evolve: (_state, event) => event.data,
  toDto: (state) => state,
});
const rooms = defineClaim({ name: 'room' });
const months = defineClaim({ name: 'month' });
const FULL = 'RESERVATION.CLASS_FULL' as const;
const holdsOf = (state: Stay): Hold[] => [
  ...(state.room === null
    ? []
    : [{ kind: rooms, key: state.room, holderId: state.holder, terms: { limit: 1, full: FULL } }]),
  ...(state.month === null
    ? []
    : [{ kind: months, key: state.month, holderId: state.holder, terms: { limit: 1, full: FULL } }]),
];
const fresh = (): CommandContext => ({
  commandId: randomUUID(),
  correlationId: randomUUID(),
  userId: null,
  now: new Date(),
  freshCommandId: true,
});
const noWait = { waitForProjections: false };

describe('the claim guard: a move of holds, claim-then-release', () => {
  let dir: string;
  let store: AggregateStore;
  let claims: Claims;
  const holders = async (kind: typeof rooms, key: string) =>
    (await claims.holders(kind, key)).map((holder) => holder.id);
  const move = (id: string, room: string | null, month: string | null, context = fresh()) =>
    store.run(stay, id, { type: 'Move', room, month }, context, {
      ...noWait,
      guard: claimGuard(claims, holdsOf, context),
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-claim-guard-'));
    store = new AggregateStore(SqliteEventLog.open(join(dir, 'events.sqlite3')), new ReadYourWrites());
    claims = new Claims(store);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the new key before recording and gives the old one back once recorded', async () => {
    const first = (await move('s1', 'A', 'may')).dto;
    expect(await holders(rooms, 'A')).toEqual([first?.holder]);
    const second = (await move('s1', 'B', 'may')).dto;
    expect(await holders(rooms, 'A')).toEqual([]);
    expect(await holders(rooms, 'B')).toEqual([second?.holder]);
  });

  it('hands a key kept under a new holder over in one append, with no free unit needed', async () => {
    await move('s1', 'A', 'may');
    const moved = (await move('s1', 'B', 'may')).dto;
    expect(await holders(months, 'may')).toEqual([moved?.holder]);
  });

  it('records nothing and gives back what it took when a later hold is refused', async () => {
    await move('other', 'B', null);
    await expect(move('s1', 'A', null)).resolves.toBeDefined();
    await move('s2', null, 'june');
    await expect(move('s1', 'B', 'july')).rejects.toMatchObject({ code: FULL });
    expect(await holders(months, 'july')).toEqual([]);
    expect((await store.load(stay, 's1')).state.room).toBe('A');
  });

  it('gives back only its own hold when its attempt loses a race, and keeps the winning one', async () => {
    await move('s1', 'A', null);
    const context = fresh();
    let raced = false;
    const guard = claimGuard<Stay, StayEvent>(claims, holdsOf, context);
    const racing = async (change: Parameters<typeof guard>[0]) => {
      const taken = await guard(change);
      if (!raced) {
        raced = true;
        await move('s1', 'C', null);
      }
      return taken;
    };
    const result = await store.run(stay, 's1', { type: 'Move', room: 'B', month: null }, context, {
      ...noWait,
      guard: racing,
    });
    expect(await holders(rooms, 'A')).toEqual([]);
    expect(await holders(rooms, 'C')).toEqual([]);
    expect(await holders(rooms, 'B')).toEqual([result.dto?.holder]);
  });
});
