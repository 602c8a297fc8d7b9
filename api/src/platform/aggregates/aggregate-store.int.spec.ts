import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ReadStreamOptions } from '../event-log/event-log.port.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { AggregateStore } from './aggregate-store.js';
import type { CommandContext } from './command-context.js';
import { defineAggregate } from './define-aggregate.js';

/** A list a command adds to: enough to see which events a state was folded from. */
type ListState = { readonly items: readonly string[] };
type ListEvent = { readonly type: 'ItemAdded'; readonly data: { readonly item: string } };
type AddItem = { readonly type: 'AddItem'; readonly item: string };

const list = defineAggregate<ListState, AddItem, ListEvent, ListState>({
  name: 'list',
  initial: { items: [] },
  decide: (command) => [{ type: 'ItemAdded', data: { item: command.item } }],
  evolve: (state, event) => ({ items: [...state.items, event.data.item] }),
  toDto: (state) => state,
});

const fresh = (): CommandContext => ({
  commandId: randomUUID(),
  correlationId: randomUUID(),
  userId: null,
  now: new Date(),
  freshCommandId: true,
});
const given = (key: string): CommandContext => ({
  commandId: `someone:${key}`,
  correlationId: randomUUID(),
  userId: null,
  now: new Date(),
});
const noWait = { waitForProjections: false };

describe('the aggregate store with the states it keeps', () => {
  let dir: string;
  let log: SqliteEventLog;
  let store: AggregateStore;
  let reads: ReadStreamOptions[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-aggregates-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
    reads = [];
    const readStream = log.readStream.bind(log);
    log.readStream = (streamId, options = {}) => {
      reads.push(options);
      return readStream(streamId, options);
    };
    store = new AggregateStore(log, new ReadYourWrites());
  });

  afterEach(async () => {
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads only what was recorded since the state it kept, and decides on the whole stream', async () => {
    await store.run(list, 'l1', { type: 'AddItem', item: 'a' }, fresh(), noWait);
    await store.run(list, 'l1', { type: 'AddItem', item: 'b' }, fresh(), noWait);
    const third = await store.run(list, 'l1', { type: 'AddItem', item: 'c' }, fresh(), noWait);
    expect(third.dto).toEqual({ items: ['a', 'b', 'c'] });
    expect(third.revision).toBe(2);
    expect(reads.slice(1)).toEqual([{ fromRevision: 1 }, { fromRevision: 2 }]);
  });

  it('folds in events another writer appended after the state it kept', async () => {
    await store.run(list, 'l2', { type: 'AddItem', item: 'mine' }, fresh(), noWait);
    const metadata = {
      userId: null,
      correlationId: 'elsewhere',
      causationId: 'elsewhere',
      commandType: 'AddItem',
      occurredAt: new Date().toISOString(),
    };
    await log.append(
      list.streamId('l2'),
      [{ id: randomUUID(), type: 'ItemAdded', data: { item: 'theirs' }, metadata }],
      0,
    );
    const next = await store.run(list, 'l2', { type: 'AddItem', item: 'mine again' }, fresh(), noWait);
    expect(next.dto).toEqual({ items: ['mine', 'theirs', 'mine again'] });
    expect(next.revision).toBe(2);
  });

  it('still recognises a retry under a client-given id after the state was kept', async () => {
    const first = await store.run(list, 'l3', { type: 'AddItem', item: 'once' }, given('key-1'), noWait);
    await store.run(list, 'l3', { type: 'AddItem', item: 'other' }, fresh(), noWait);
    const retry = await store.run(list, 'l3', { type: 'AddItem', item: 'once' }, given('key-1'), noWait);
    expect(retry.recorded).toEqual([]);
    expect(retry.position).toBeNull();
    expect(first.recorded).toEqual(['ItemAdded']);
    expect((await log.readStream(list.streamId('l3'))).map((event) => event.data['item'])).toEqual(['once', 'other']);
  });

  it('decides again on the new state when another command won the race', async () => {
    await store.run(list, 'l4', { type: 'AddItem', item: 'first' }, fresh(), noWait);
    const [left, right] = await Promise.all([
      store.run(list, 'l4', { type: 'AddItem', item: 'left' }, fresh(), noWait),
      store.run(list, 'l4', { type: 'AddItem', item: 'right' }, fresh(), noWait),
    ]);
    expect([left.revision, right.revision].sort()).toEqual([1, 2]);
    const after = await store.run(list, 'l4', { type: 'AddItem', item: 'last' }, fresh(), noWait);
    expect(after.dto?.items).toHaveLength(4);
    expect(after.dto?.items.slice(0, 1)).toEqual(['first']);
    expect(after.dto?.items.at(-1)).toBe('last');
  });

  it('answers a retry made elsewhere once the read models show what the first attempt recorded', async () => {
    await store.run(list, 'l5', { type: 'AddItem', item: 'a' }, fresh(), noWait);
    const first = await store.run(list, 'l5', { type: 'AddItem', item: 'b' }, given('key-5'), noWait);
    // Another instance: its own kept states, and read models that have not caught up yet.
    const readModels = new ReadYourWrites();
    const elsewhere = new AggregateStore(log, readModels);
    let answered = false;
    const retry = elsewhere
      .run(list, 'l5', { type: 'AddItem', item: 'b' }, given('key-5'))
      .then((result) => ((answered = true), result));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    readModels.advance(first.position ?? 0);
    expect((await retry).recorded).toEqual([]);
    expect(answered).toBe(true);
  });

  it('answers a retry sent with the revision its first attempt moved on, instead of a conflict', async () => {
    await store.run(list, 'l6', { type: 'AddItem', item: 'a' }, fresh(), noWait);
    const withRevision = { ...given('key-6'), expectedRevision: 0 };
    await store.run(list, 'l6', { type: 'AddItem', item: 'b' }, withRevision, noWait);
    const retry = await store.run(list, 'l6', { type: 'AddItem', item: 'b' }, withRevision, noWait);
    expect(retry.recorded).toEqual([]);
    expect(retry.dto).toEqual({ items: ['a', 'b'] });
  });

  it('guards each attempt between deciding and appending: the loser gives back, the recorded one keeps', async () => {
    await store.run(list, 'l2', { type: 'AddItem', item: 'a' }, fresh(), noWait);
    const told: string[] = [];
    let raced = false;
    const guard = async ({ after, revision }: { after: ListState; revision: number }) => {
      told.push(`take ${after.items.join('')} at ${revision}`);
      // The first attempt loses a race: another command is recorded between its decision and its append.
      if (!raced) {
        raced = true;
        await store.run(list, 'l2', { type: 'AddItem', item: 'x' }, fresh(), noWait);
      }
      return {
        recorded: async () => void told.push(`keep ${after.items.join('')}`),
        abandoned: async () => void told.push(`give back ${after.items.join('')}`),
      };
    };
    const result = await store.run(list, 'l2', { type: 'AddItem', item: 'b' }, fresh(), { ...noWait, guard });
    expect(result.dto).toEqual({ items: ['a', 'x', 'b'] });
    expect(told).toEqual(['take ab at 0', 'give back ab', 'take axb at 1', 'keep axb']);
  });

  it('records nothing when the guard refuses', async () => {
    const guard = async () => {
      throw new Error('refused');
    };
    await expect(store.run(list, 'l3', { type: 'AddItem', item: 'a' }, fresh(), { ...noWait, guard })).rejects.toThrow(
      'refused',
    );
    expect(await log.readStream('list-l3')).toEqual([]);
  });
});
