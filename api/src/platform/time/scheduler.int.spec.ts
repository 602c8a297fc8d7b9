import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../../testing/manual-clock.js';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import { cause } from '../aggregates/caused-command.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { defineAggregate } from '../aggregates/define-aggregate.js';
import type { DomainEvent } from '../domain/decider.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { ProjectionRegistry } from '../projections/projection-registry.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import { defineSchedule, type Schedule } from './define-schedule.js';
import { Scheduler } from './scheduler.js';

/**
 * A trial pass that ends at a set time. Its decider records an expiry whenever asked, so only the
 * scheduler's derived command ids keep a second run from recording a second expiry.
 */
type TrialEvent =
  | DomainEvent<'TrialStarted', { readonly trialId: string; readonly endsAt: string }>
  | DomainEvent<'TrialExtended', { readonly trialId: string; readonly endsAt: string }>
  | DomainEvent<'TrialExpired', { readonly trialId: string; readonly dueAt: string }>;
type TrialCommand =
  | { readonly type: 'StartTrial' | 'ExtendTrial'; readonly trialId: string; readonly endsAt: string }
  | { readonly type: 'ExpireTrial'; readonly trialId: string; readonly dueAt: string };

const trial = defineAggregate<{ readonly endsAt: string | null }, TrialCommand, TrialEvent, null>({
  name: 'trial',
  initial: { endsAt: null },
  decide: (command) => {
    const { trialId } = command;
    if (command.type === 'ExpireTrial') return [{ type: 'TrialExpired', data: { trialId, dueAt: command.dueAt } }];
    return [
      {
        type: command.type === 'StartTrial' ? 'TrialStarted' : 'TrialExtended',
        data: { trialId, endsAt: command.endsAt },
      },
    ];
  },
  evolve: (state, event) => ('endsAt' in event.data ? { endsAt: event.data.endsAt } : state),
  toDto: () => null,
});

/** Nothing clears a due time here: what stops a second expiry is the scheduler alone. */
const trialEnds = defineSchedule<TrialEvent>()({
  name: 'trial-end',
  handlers: {
    TrialStarted: ({ data }) => ({ id: data.trialId, dueAt: data.endsAt }),
    TrialExtended: ({ data }) => ({ id: data.trialId, dueAt: data.endsAt }),
  },
  command: (trialId, dueAt) => cause(trial, trialId, { type: 'ExpireTrial', trialId, dueAt }),
});

const T0 = '2030-03-01T09:00:00.000Z';
const HOUR = 3_600_000;
const later = (hours: number): string => new Date(Date.parse(T0) + hours * HOUR).toISOString();

describe('the scheduler', () => {
  // Several cases start and expire thousands of trials on the real log: seconds on a busy machine.
  jest.setTimeout(60_000);
  let dir: string;
  let log: SqliteEventLog;
  const running: { stop(): Promise<void> }[] = [];

  /** One API instance: its own read store and projections over the shared log, on `clock`. */
  async function instance(clock: ManualClock, schedule: Schedule = trialEnds) {
    const readStore = SqliteReadStore.open(':memory:');
    const readYourWrites = new ReadYourWrites();
    const registry = new ProjectionRegistry();
    const aggregates = new AggregateStore(log, readYourWrites);
    const scheduler = new Scheduler(aggregates, readStore, log, readYourWrites, registry, clock);
    scheduler.register(schedule);
    const runner = new ProjectionRunner(log, readStore, registry, readYourWrites);
    await runner.start();
    const stop = async () => {
      await scheduler.stop();
      await runner.stop();
    };
    running.push({ stop });
    return { scheduler, aggregates };
  }

  const context = (clock: ManualClock): CommandContext => ({
    commandId: `c-${Math.random()}`,
    correlationId: 'test',
    userId: null,
    now: clock.now(),
    freshCommandId: true,
  });
  const expiries = async (id: string) =>
    (await log.readStream(trial.streamId(id)))
      .filter((event) => event.type === 'TrialExpired')
      .map((event) => event.data['dueAt']);
  /** `count` trials ending at `endsAt`, started together (their appends share group commits). */
  const startTrials = async (
    aggregates: AggregateStore,
    clock: ManualClock,
    count: number,
    endsAt: string,
  ): Promise<string[]> => {
    const ids = Array.from({ length: count }, (_, index) => `many-${index}`);
    await Promise.all(
      ids.map((id) => aggregates.run(trial, id, { type: 'StartTrial', trialId: id, endsAt }, context(clock))),
    );
    return ids;
  };
  /** How many TrialExpired each trial has, from the whole log. */
  const expiryCounts = async (): Promise<Map<string, number>> => {
    const counts = new Map<string, number>();
    for (const event of await log.readAll(null, 1_000_000)) {
      if (event.type === 'TrialExpired')
        counts.set(String(event.data['trialId']), (counts.get(String(event.data['trialId'])) ?? 0) + 1);
    }
    return counts;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-scheduler-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
  });

  afterEach(async () => {
    for (const started of running.splice(0)) await started.stop();
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('appends the due command once the clock passes its due time, and once only', async () => {
    const clock = new ManualClock(T0);
    const { scheduler, aggregates } = await instance(clock);
    await aggregates.run(trial, 't1', { type: 'StartTrial', trialId: 't1', endsAt: later(2) }, context(clock));

    clock.advance(2 * HOUR - 1);
    expect(await scheduler.runDue()).toBe(0);
    clock.advance(1);
    expect(await scheduler.runDue()).toBe(1);
    expect(await scheduler.runDue()).toBe(0);
    expect(await expiries('t1')).toEqual([later(2)]);
  });

  it('follows a due time the events moved', async () => {
    const clock = new ManualClock(T0);
    const { scheduler, aggregates } = await instance(clock);
    await aggregates.run(trial, 't2', { type: 'StartTrial', trialId: 't2', endsAt: later(1) }, context(clock));
    await aggregates.run(trial, 't2', { type: 'ExtendTrial', trialId: 't2', endsAt: later(5) }, context(clock));

    clock.set(later(3));
    expect(await scheduler.runDue()).toBe(0);
    clock.set(later(5));
    expect(await scheduler.runDue()).toBe(1);
    expect(await expiries('t2')).toEqual([later(5)]);
  });

  it('records nothing again after a restart whose read model still shows the item due', async () => {
    const clock = new ManualClock(T0);
    const first = await instance(clock);
    await first.aggregates.run(trial, 't3', { type: 'StartTrial', trialId: 't3', endsAt: later(1) }, context(clock));
    clock.set(later(1));
    await first.scheduler.runDue();
    for (const started of running.splice(0)) await started.stop();

    clock.advance(HOUR);
    const restarted = await instance(clock);
    expect(await restarted.scheduler.runDue()).toBe(1);
    expect(await expiries('t3')).toEqual([later(1)]);
  });

  it('records a due command once when two instances run it at the same moment', async () => {
    const clock = new ManualClock(T0);
    const left = await instance(clock);
    const right = await instance(clock);
    for (const id of ['a', 'b', 'c'])
      await left.aggregates.run(trial, id, { type: 'StartTrial', trialId: id, endsAt: later(1) }, context(clock));

    clock.set(later(1));
    await Promise.all([left.scheduler.runDue(), right.scheduler.runDue()]);
    for (const id of ['a', 'b', 'c']) expect(await expiries(id)).toEqual([later(1)]);
  });

  it('polls on its own at the configured interval until stopped', async () => {
    const clock = new ManualClock(T0);
    const { scheduler, aggregates } = await instance(clock);
    scheduler.pollIntervalMs = 10;
    await aggregates.run(trial, 't4', { type: 'StartTrial', trialId: 't4', endsAt: later(1) }, context(clock));
    await aggregates.run(trial, 't5', { type: 'StartTrial', trialId: 't5', endsAt: later(2) }, context(clock));
    scheduler.start();

    clock.set(later(1));
    for (let attempt = 0; attempt < 200 && (await expiries('t4')).length === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await expiries('t4')).toEqual([later(1)]);

    await scheduler.stop();
    clock.set(later(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await expiries('t5')).toEqual([]);
  });

  it('runs many items due at once each once, several at a time, their appends sharing commits', async () => {
    const clock = new ManualClock(T0);
    const { scheduler, aggregates } = await instance(clock);
    // More than one read of due items (2,048 each) and many times the commands in flight.
    const ids = await startTrials(aggregates, clock, 2_500, later(1));

    clock.set(later(1));
    const commitsBefore = log.committedTransactions;
    expect(await scheduler.runDue()).toBe(ids.length);
    // One commit per command would be 2,500: run together, they share them.
    expect(log.committedTransactions - commitsBefore).toBeLessThan(ids.length / 8);
    expect(await scheduler.runDue()).toBe(0);
    const counts = await expiryCounts();
    expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([]);
  });

  it('leaves a failed item, and those not started, due for the next poll; the others are done', async () => {
    const clock = new ManualClock(T0);
    // The log unreachable for one item's first attempt (not a refusal: the item must be tried again).
    let failing = true;
    const flaky = defineSchedule<TrialEvent>()({
      name: 'trial-end-flaky',
      handlers: { TrialStarted: ({ data }) => ({ id: data.trialId, dueAt: data.endsAt }) },
      command: (trialId, dueAt) => {
        const command = cause(trial, trialId, { type: 'ExpireTrial', trialId, dueAt });
        if (trialId !== 'many-150') return command;
        return {
          ...command,
          run: async (store, context) => {
            if (!failing) return command.run(store, context);
            failing = false;
            throw new Error('the event log is unreachable');
          },
        };
      },
    });
    const { scheduler, aggregates } = await instance(clock, flaky);
    const ids = await startTrials(aggregates, clock, 400, later(1));

    clock.set(later(1));
    await expect(scheduler.runDue()).rejects.toThrow('the event log is unreachable');
    const afterFailure = await expiryCounts();
    expect(afterFailure.get('many-150')).toBeUndefined();
    expect(afterFailure.size).toBeGreaterThan(0);
    expect(afterFailure.size).toBeLessThan(ids.length);

    // The next poll runs the failed item and every one left, and nothing again.
    expect(await scheduler.runDue()).toBe(ids.length - afterFailure.size);
    const counts = await expiryCounts();
    expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([]);
  });

  it('stop() waits for the commands in flight and starts no more; the rest run after a restart', async () => {
    const clock = new ManualClock(T0);
    const first = await instance(clock);
    const ids = await startTrials(first.aggregates, clock, 3_000, later(1));
    const startedAt = await log.headPosition();
    first.scheduler.pollIntervalMs = 10;
    first.scheduler.start();

    clock.set(later(1));
    while ((await log.headPosition()) === startedAt) await new Promise((resolve) => setImmediate(resolve));
    await first.scheduler.stop();
    const atStop = await log.headPosition();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing was still running: no expiry appended after stop() resolved.
    expect(await log.headPosition()).toBe(atStop);
    expect(atStop - startedAt).toBeLessThan(ids.length);

    for (const started of running.splice(0)) await started.stop();
    const restarted = await instance(clock);
    await restarted.scheduler.runDue();
    const counts = await expiryCounts();
    expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([]);
  });
});
