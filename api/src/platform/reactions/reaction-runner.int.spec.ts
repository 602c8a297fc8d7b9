import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { gate } from '../../testing/gate.js';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import { cause } from '../aggregates/caused-command.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { defineAggregate } from '../aggregates/define-aggregate.js';
import type { DomainEvent } from '../domain/decider.js';
import { conflict } from '../domain/domain-error.js';
import { SqliteEventLog } from '../event-log/sqlite-event-log.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import { afterReadModels, defineReaction, type Reaction } from './define-reaction.js';
import { StoredReactionCheckpoints, type ReactionCheckpoints } from './reaction-checkpoints.js';
import { ReactionRunner } from './reaction-runner.js';

/** A sale, and the account that must record its payment. */
type SaleEvent = DomainEvent<
  'SaleRecorded',
  { readonly saleId: string; readonly accountId: string; readonly amount: number }
>;
const sale = defineAggregate<null, { readonly type: 'RecordSale' } & SaleEvent['data'], SaleEvent, null>({
  name: 'sale',
  initial: null,
  decide: ({ type: _type, ...data }) => [{ type: 'SaleRecorded', data }],
  evolve: (state) => state,
  toDto: () => null,
});

/** Records a payment whenever told (so only derived ids keep it from recording one twice), unless closed. */
type AccountEvent =
  | DomainEvent<'PaymentRecorded', { readonly saleId: string; readonly amount: number }>
  | DomainEvent<'AccountClosed', Record<string, never>>;
type AccountCommand =
  | { readonly type: 'RecordPayment'; readonly saleId: string; readonly amount: number }
  | { readonly type: 'CloseAccount' };
const account = defineAggregate<{ readonly closed: boolean }, AccountCommand, AccountEvent, null>({
  name: 'account',
  initial: { closed: false },
  decide: (command, state) => {
    if (command.type === 'CloseAccount') return [{ type: 'AccountClosed', data: {} }];
    if (state.closed) throw conflict('VALIDATION.INVALID_VALUE');
    return [{ type: 'PaymentRecorded', data: { saleId: command.saleId, amount: command.amount } }];
  },
  evolve: (state, event) => (event.type === 'AccountClosed' ? { closed: true } : state),
  toDto: () => null,
});

const paymentForSale: Reaction = defineReaction<SaleEvent>()({
  name: 'payment-for-sale',
  handlers: {
    SaleRecorded: ({ data }) =>
      cause(account, data.accountId, { type: 'RecordPayment', saleId: data.saleId, amount: data.amount }),
  },
});

const context = (): CommandContext => ({
  commandId: randomUUID(),
  correlationId: 'front-desk',
  userId: 'cashier',
  now: new Date(),
  freshCommandId: true,
});

describe('reactions', () => {
  let dir: string;
  let log: SqliteEventLog;
  let aggregates: AggregateStore;
  const runners: ReactionRunner[] = [];

  const memoryCheckpoints = (): ReactionCheckpoints => new StoredReactionCheckpoints(SqliteReadStore.open(':memory:'));
  const runnerWith = (checkpoints: ReactionCheckpoints = memoryCheckpoints()): ReactionRunner => {
    const runner = new ReactionRunner(
      log,
      new AggregateStore(log, new ReadYourWrites()),
      checkpoints,
      new ReadYourWrites(),
    );
    runner.register(paymentForSale);
    runners.push(runner);
    return runner;
  };
  /** Waits (at most two seconds) until the runner has handled the whole log, its own consequences included. */
  const caughtUp = async (runner: ReactionRunner): Promise<void> => {
    const behind = async () => {
      const head = await log.headPosition();
      return (await runner.describe()).some((status) => status.position < head);
    };
    for (let attempt = 0; attempt < 400 && (await behind()); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await behind()).toBe(false);
  };
  const sell = (saleId: string, accountId: string, amount = 500) =>
    aggregates.run(sale, saleId, { type: 'RecordSale', saleId, accountId, amount }, context(), {
      waitForProjections: false,
    });
  const paymentsOf = async (accountId: string) =>
    (await log.readStream(account.streamId(accountId)))
      .filter((event) => event.type === 'PaymentRecorded')
      .map((event) => event.data['saleId']);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'boxstudio-reactions-'));
    log = SqliteEventLog.open(join(dir, 'events.sqlite3'));
    aggregates = new AggregateStore(log, new ReadYourWrites());
  });

  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await log.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('looks its targets up only once the read models show the cause, held on it until they do', async () => {
    const readModels = new ReadYourWrites();
    readModels.timeoutMs = 20;
    // What a read model would know: the account a sale belongs to, once it has applied the sale.
    const known = new Map<string, string>();
    const lookedUpAt: number[] = [];
    const byLookup = defineReaction<SaleEvent>()({
      name: 'payment-by-lookup',
      handlers: {
        SaleRecorded: ({ data }, meta) =>
          afterReadModels(async () => {
            lookedUpAt.push(meta.position);
            const accountId = known.get(data.saleId);
            return accountId
              ? [cause(account, accountId, { type: 'RecordPayment', saleId: data.saleId, amount: data.amount })]
              : [];
          }),
      },
    });
    const runner = new ReactionRunner(
      log,
      new AggregateStore(log, new ReadYourWrites()),
      memoryCheckpoints(),
      readModels,
    );
    runner.retryDelayMs = 10;
    runner.register(byLookup);
    runners.push(runner);
    const { position } = await sell('s1', 'a1');
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lookedUpAt).toEqual([]);
    expect((await runner.describe())[0]).toMatchObject({
      status: 'held',
      failure: expect.stringContaining('read models have not reached'),
    });

    known.set('s1', 'a1');
    readModels.advance(position ?? 0);
    await caughtUp(runner);
    expect(await paymentsOf('a1')).toEqual(['s1']);
    expect(lookedUpAt).toEqual([position]);
  });

  it('says how far each reaction is: live, behind while an old event waits, stopped once stopped', async () => {
    const readModels = new ReadYourWrites();
    // The read models are ahead: a look-up runs at once, and this one waits for the test.
    readModels.advance(Number.MAX_SAFE_INTEGER);
    const held = gate();
    const slow: Reaction = {
      name: 'slow',
      eventTypes: ['SaleRecorded'],
      react: () =>
        afterReadModels(async () => {
          await held.pass();
          return [];
        }),
    };
    const runner = new ReactionRunner(
      log,
      new AggregateStore(log, new ReadYourWrites()),
      memoryCheckpoints(),
      readModels,
    );
    runner.register(slow);
    runners.push(runner);
    await runner.start();
    expect(await runner.describe()).toEqual([
      { name: 'slow', position: 0, failure: null, status: 'live', head: 0, lag: 0, lagSeconds: 0 },
    ]);

    await sell('s1', 'a1');
    await held.reached;
    const [waiting] = await log.readAll(null, 1);
    const head = await log.headPosition();
    const young = { head, now: (waiting?.recordedAt.getTime() ?? 0) + 200 };
    expect((await runner.describe(young))[0]).toMatchObject({ status: 'live', lag: head, lagSeconds: 0.2 });
    const old = { head, now: young.now + 2_800 };
    expect((await runner.describe(old))[0]).toMatchObject({ status: 'behind', lag: head, lagSeconds: 3 });

    held.release();
    await caughtUp(runner);
    expect((await runner.describe())[0]).toMatchObject({ status: 'live', lag: 0, lagSeconds: 0, position: head });
    await runner.stop();
    expect((await runner.describe())[0]).toMatchObject({ status: 'stopped' });
  });

  it('runs the command an event causes on another stream, tied to its cause', async () => {
    await sell('s1', 'a1', 750);
    const runner = runnerWith();
    await runner.start();
    await caughtUp(runner);

    const [payment] = await log.readStream(account.streamId('a1'));
    expect(payment).toMatchObject({ type: 'PaymentRecorded', data: { saleId: 's1', amount: 750 } });
    expect(payment?.metadata).toMatchObject({
      correlationId: 'front-desk',
      userId: 'cashier',
      commandType: 'RecordPayment',
    });
    const [cause] = await log.readStream(sale.streamId('s1'));
    expect(payment?.metadata.causationId).toContain(cause?.id);
  });

  it('records a consequence once when run again from the start of the log', async () => {
    await sell('s1', 'a1');
    await sell('s2', 'a1');
    const first = runnerWith();
    await first.start();
    await caughtUp(first);
    await first.stop();

    const replay = runnerWith();
    await replay.start();
    await caughtUp(replay);
    expect(await paymentsOf('a1')).toEqual(['s1', 's2']);
  });

  it('records a consequence once when two instances react to the same events', async () => {
    const [left, right] = [runnerWith(), runnerWith()];
    await Promise.all([left.start(), right.start()]);
    await Promise.all(['s1', 's2', 's3', 's4'].map((saleId, index) => sell(saleId, `a${index % 2}`)));
    await Promise.all([caughtUp(left), caughtUp(right)]);
    expect(await paymentsOf('a0')).toEqual(['s1', 's3']);
    expect(await paymentsOf('a1')).toEqual(['s2', 's4']);
  });

  it('logs and skips a command its target refuses, and goes on with the next event', async () => {
    await aggregates.run(account, 'closed', { type: 'CloseAccount' }, context(), { waitForProjections: false });
    await sell('s1', 'closed');
    await sell('s2', 'open');
    const runner = runnerWith();
    await runner.start();
    await caughtUp(runner);
    expect(await paymentsOf('closed')).toEqual([]);
    expect(await paymentsOf('open')).toEqual(['s2']);
    expect((await runner.describe())[0]?.failure).toBeNull();
  });

  it('resumes from the checkpoint it saved, without handling earlier events again', async () => {
    const file = join(dir, 'read-models.sqlite3');
    await sell('s1', 'a1');
    const firstStore = SqliteReadStore.open(file);
    const first = runnerWith(new StoredReactionCheckpoints(firstStore));
    await first.start();
    await caughtUp(first);
    await first.stop();
    await firstStore.close();

    await sell('s2', 'a1');
    const handled: unknown[] = [];
    const counting: Reaction = {
      ...paymentForSale,
      react: (event) => (handled.push(event.data['saleId']), paymentForSale.react(event)),
    };
    const restarted = new ReactionRunner(
      log,
      new AggregateStore(log, new ReadYourWrites()),
      new StoredReactionCheckpoints(SqliteReadStore.open(file)),
      new ReadYourWrites(),
    );
    restarted.register(counting);
    runners.push(restarted);
    await restarted.start();
    await caughtUp(restarted);
    expect(handled).toEqual(['s2']);
    expect(await paymentsOf('a1')).toEqual(['s1', 's2']);
  });
  it('reads a checkpoint an older install kept in a JSON file, until the store holds a newer one', async () => {
    const legacy = join(dir, 'reaction-checkpoints.json');
    const store = SqliteReadStore.open(':memory:');
    writeFileSync(legacy, JSON.stringify({ 'reaction:a': { position: 7, checkpoint: '7' } }));
    const checkpoints = new StoredReactionCheckpoints(store, legacy);
    expect(await checkpoints.load('reaction:a')).toEqual({ position: 7, checkpoint: '7' });
    expect(await checkpoints.load('reaction:b')).toEqual({ position: 0, checkpoint: null });
    await checkpoints.save('reaction:a', { position: 9, checkpoint: '9' });
    expect(await new StoredReactionCheckpoints(store, legacy).load('reaction:a')).toMatchObject({
      position: 9,
      checkpoint: '9',
    });
  });
});
