import { randomUUID } from 'node:crypto';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type EventLog,
  type NewEvent,
  type RecordedEvent,
} from './event-log.port.js';

export interface OpenedEventLog {
  readonly log: EventLog;
  /** Closes nothing itself: the test closes `log` first, then asks for a fresh instance on the same data. */
  readonly reopen?: () => Promise<EventLog>;
  readonly cleanup: () => Promise<void>;
}

/**
 * The behaviour every EventLog adapter must have. Stream names get a random suffix and reads of the
 * global log are filtered to this test's streams, so the suite can run against a shared server
 * that other tests (or people) write to at the same time.
 */
export function describeEventLogContract(adapterName: string, open: () => Promise<OpenedEventLog>): void {
  describe(`EventLog contract: ${adapterName}`, () => {
    let opened: OpenedEventLog;
    let log: EventLog;
    let testId: string;

    beforeEach(async () => {
      opened = await open();
      log = opened.log;
      testId = randomUUID().slice(0, 8);
    });

    afterEach(async () => {
      await opened.cleanup();
    });

    const stream = (name: string): string => `${name}-${testId}`;
    const ownedByThisTest = (event: RecordedEvent): boolean => event.streamId.endsWith(`-${testId}`);

    /** An event in the log right now, so later reads of the global log can start after it. */
    async function markCheckpoint(): Promise<string> {
      await log.append(stream('marker'), [newEvent('Marker')], 'any');
      const events = await log.readStream(stream('marker'));
      const last = events[events.length - 1];
      if (!last) throw new Error('marker event missing');
      return last.checkpoint;
    }

    /** Reads the global log after `checkpoint` to its end, keeping this test's events. */
    async function readOwnEventsAfter(checkpoint: string, pageSize = 100): Promise<RecordedEvent[]> {
      const own: RecordedEvent[] = [];
      let cursor = checkpoint;
      for (;;) {
        const page = await log.readAll(cursor, pageSize);
        const last = page[page.length - 1];
        if (!last) return own;
        // Fail rather than loop forever on an adapter that hands back the checkpoint's own event.
        if (page.some((event) => event.checkpoint === cursor))
          throw new Error(`readAll returned the event at ${cursor}`);
        own.push(...page.filter((event) => ownedByThisTest(event) && event.streamId !== stream('marker')));
        cursor = last.checkpoint;
      }
    }

    describe('append and readStream', () => {
      it('appends to a new stream with no-stream and reads back every field', async () => {
        const before = Date.now();
        const first = newEvent('MembershipCreated', { planId: 'plan-1', price: 4500, tags: ['a', 'b'] });
        const second = newEvent('MembershipActivated', { nested: { ok: true, none: null } });
        const result = await log.append(stream('membership'), [first, second], 'no-stream');
        const after = Date.now();

        expect(result.nextRevision).toBe(1);
        const events = await log.readStream(stream('membership'));
        expect(events).toHaveLength(2);
        const [storedFirst, storedSecond] = events as [RecordedEvent, RecordedEvent];
        expect(storedFirst).toMatchObject({
          id: first.id,
          streamId: stream('membership'),
          revision: 0,
          type: 'MembershipCreated',
          data: first.data,
          metadata: first.metadata,
        });
        expect(storedSecond).toMatchObject({
          id: second.id,
          revision: 1,
          type: 'MembershipActivated',
          data: second.data,
        });
        expect(storedSecond.position).toBe(result.position);
        expect(storedFirst.position).toBeLessThan(storedSecond.position);
        expect(typeof storedFirst.checkpoint).toBe('string');
        expect(storedFirst.recordedAt).toBeInstanceOf(Date);
        // A server's clock may differ a little from ours.
        expect(storedFirst.recordedAt.getTime()).toBeGreaterThanOrEqual(before - CLOCK_SKEW_MS);
        expect(storedFirst.recordedAt.getTime()).toBeLessThanOrEqual(after + CLOCK_SKEW_MS);
      });

      it('answers an empty array for a stream that does not exist', async () => {
        await expect(log.readStream(stream('missing'))).resolves.toEqual([]);
      });

      it('rejects an append without events', async () => {
        await expect(log.append(stream('empty'), [], 'any')).rejects.toThrow(Error);
        await expect(log.readStream(stream('empty'))).resolves.toEqual([]);
      });

      it('appends when the expected revision is the current one', async () => {
        await log.append(stream('class'), [newEvent('A')], 'no-stream');
        const result = await log.append(stream('class'), [newEvent('B'), newEvent('C')], 0);
        expect(result.nextRevision).toBe(2);
        const third = await log.append(stream('class'), [newEvent('D')], 2);
        expect(third.nextRevision).toBe(3);
        expect((await log.readStream(stream('class'))).map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
      });

      it('rejects a stale expected revision with the actual one and writes nothing', async () => {
        await log.append(stream('class'), [newEvent('A'), newEvent('B')], 'no-stream');
        const error = await rejectionOf(log.append(stream('class'), [newEvent('C')], 0));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ streamId: stream('class'), expected: 0, actual: 1 });
        expect(await log.readStream(stream('class'))).toHaveLength(2);
      });

      it('rejects an expected revision ahead of the stream', async () => {
        await log.append(stream('class'), [newEvent('A')], 'no-stream');
        const error = await rejectionOf(log.append(stream('class'), [newEvent('B')], 5));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 5, actual: 0 });
      });

      it('rejects a numeric expected revision on a missing stream, reporting no-stream', async () => {
        const error = await rejectionOf(log.append(stream('ghost'), [newEvent('A')], 0));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 0, actual: 'no-stream' });
        expect(await log.readStream(stream('ghost'))).toEqual([]);
      });

      it('rejects no-stream on a stream that exists', async () => {
        await log.append(stream('email'), [newEvent('EmailClaimed')], 'no-stream');
        const error = await rejectionOf(log.append(stream('email'), [newEvent('EmailClaimed')], 'no-stream'));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 'no-stream', actual: 0 });
        expect(await log.readStream(stream('email'))).toHaveLength(1);
      });

      it("appends with 'any' to a new and to an existing stream", async () => {
        const created = await log.append(stream('audit'), [newEvent('A')], 'any');
        expect(created.nextRevision).toBe(0);
        const appended = await log.append(stream('audit'), [newEvent('B')], 'any');
        expect(appended.nextRevision).toBe(1);
        expect(appended.position).toBeGreaterThan(created.position);
      });

      it('treats a retried append with the same ids as a no-op answering the original result', async () => {
        const events = [newEvent('ReservationMade'), newEvent('SeatTaken')];
        const original = await log.append(stream('reservation'), events, 'no-stream');
        const retried = await log.append(stream('reservation'), events, 'no-stream');
        expect(retried).toEqual(original);
        const stored = await log.readStream(stream('reservation'));
        expect(stored.map((event) => event.id)).toEqual(events.map((event) => event.id));
      });

      it('treats a retry made with the current revision, as after reloading the stream, as a no-op', async () => {
        const events = [newEvent('SeatBooked'), newEvent('CreditUsed')];
        await log.append(stream('booking'), [newEvent('ClassScheduled')], 'no-stream');
        const original = await log.append(stream('booking'), events, 0);
        await expect(log.append(stream('booking'), events, 2)).resolves.toEqual(original);
        await log.append(stream('booking'), [newEvent('SeatCancelled')], 2);
        await expect(log.append(stream('booking'), events, 3)).resolves.toEqual(original);
        const stored = await log.readStream(stream('booking'));
        expect(stored.map((event) => event.type)).toEqual([
          'ClassScheduled',
          'SeatBooked',
          'CreditUsed',
          'SeatCancelled',
        ]);
      });

      it('treats a retried single-event append after later events as a no-op', async () => {
        const first = newEvent('A');
        const original = await log.append(stream('plan'), [first], 'no-stream');
        await log.append(stream('plan'), [newEvent('B')], 0);
        await expect(log.append(stream('plan'), [first], 'no-stream')).resolves.toEqual(original);
        expect(await log.readStream(stream('plan'))).toHaveLength(2);
      });

      it('rejects a partly repeated append with DuplicateEventIdError and writes nothing', async () => {
        const [a, b, c] = [newEvent('A'), newEvent('B'), newEvent('C')];
        await log.append(stream('membership'), [a, b], 'no-stream');
        await expect(log.append(stream('membership'), [a, c], 'no-stream')).rejects.toBeInstanceOf(
          DuplicateEventIdError,
        );
        expect((await log.readStream(stream('membership'))).map((event) => event.id)).toEqual([a.id, b.id]);
      });

      it('reads a stream up to a revision', async () => {
        await log.append(stream('class'), [newEvent('A'), newEvent('B'), newEvent('C')], 'no-stream');
        expect((await log.readStream(stream('class'), { toRevision: 1 })).map((event) => event.type)).toEqual([
          'A',
          'B',
        ]);
        expect((await log.readStream(stream('class'), { toRevision: 0 })).map((event) => event.type)).toEqual(['A']);
        expect(await log.readStream(stream('class'), { toRevision: 9 })).toHaveLength(3);
      });

      it('reads a stream from a revision, alone or up to another', async () => {
        await log.append(stream('class'), [newEvent('A'), newEvent('B'), newEvent('C'), newEvent('D')], 'no-stream');
        expect(
          (await log.readStream(stream('class'), { fromRevision: 2 })).map((event) => [event.type, event.revision]),
        ).toEqual([
          ['C', 2],
          ['D', 3],
        ]);
        expect(
          (await log.readStream(stream('class'), { fromRevision: 1, toRevision: 2 })).map((event) => event.type),
        ).toEqual(['B', 'C']);
        expect((await log.readStream(stream('class'), { fromRevision: 0 })).map((event) => event.type)).toEqual([
          'A',
          'B',
          'C',
          'D',
        ]);
        expect(await log.readStream(stream('class'), { fromRevision: 4 })).toEqual([]);
        expect(await log.readStream(stream('class'), { fromRevision: 3, toRevision: 2 })).toEqual([]);
        expect(await log.readStream(stream('nothing'), { fromRevision: 1 })).toEqual([]);
      });

      it('reads a stream as of an instant', async () => {
        await log.append(stream('membership'), [newEvent('A')], 'no-stream');
        const [first] = await log.readStream(stream('membership'));
        if (!first) throw new Error('first event missing');
        // Waits on both clocks, so the next event is recorded later whichever one runs ahead.
        await waitUntilClockPasses(Math.max(first.recordedAt.getTime(), Date.now()) + 5);
        await log.append(stream('membership'), [newEvent('B')], 0);

        const asOfFirst = await log.readStream(stream('membership'), { until: first.recordedAt });
        expect(asOfFirst.map((event) => event.type)).toEqual(['A']);
        const beforeFirst = await log.readStream(stream('membership'), {
          until: new Date(first.recordedAt.getTime() - 1),
        });
        expect(beforeFirst).toEqual([]);
        const later = await log.readStream(stream('membership'), { until: new Date(Date.now() + CLOCK_SKEW_MS) });
        expect(later.map((event) => event.type)).toEqual(['A', 'B']);
        const both = await log.readStream(stream('membership'), { until: first.recordedAt, toRevision: 5 });
        expect(both).toHaveLength(1);
      });
    });

    describe('readAll', () => {
      it('reads the global log from the start when the checkpoint is null', async () => {
        const result = await log.append(stream('branch'), [newEvent('A'), newEvent('B')], 'no-stream');
        const fromStart = await log.readAll(null, 5);
        expect(fromStart.length).toBeGreaterThan(0);
        expect(fromStart.length).toBeLessThanOrEqual(5);
        expect(fromStart[0]!.position).toBeLessThanOrEqual(result.position - 1);
        expectStrictlyIncreasing(fromStart.map((event) => event.position));

        const firstTwo = await log.readAll(null, 2);
        const rest = await log.readAll(firstTwo[firstTwo.length - 1]!.checkpoint, 3);
        expect([...firstTwo, ...rest].map((event) => event.id)).toEqual(fromStart.map((event) => event.id));
      });

      it('reads after a checkpoint, in order, at most maxCount at a time', async () => {
        const checkpoint = await markCheckpoint();
        await log.append(stream('a'), [newEvent('A1'), newEvent('A2')], 'no-stream');
        await log.append(stream('b'), [newEvent('B1')], 'no-stream');
        await log.append(stream('a'), [newEvent('A3')], 1);
        await log.append(stream('b'), [newEvent('B2')], 0);

        const page = await log.readAll(checkpoint, 3);
        expect(page).toHaveLength(3);
        expectStrictlyIncreasing(page.map((event) => event.position));

        const own = await readOwnEventsAfter(checkpoint, 2);
        expect(own.map((event) => event.type)).toEqual(['A1', 'A2', 'B1', 'A3', 'B2']);
        expect(own.map((event) => event.revision)).toEqual([0, 1, 0, 2, 1]);
        expect(own[0]).toMatchObject({ streamId: stream('a'), data: { type: 'A1' } });
      });

      it('reads only events of the types asked, paging by their checkpoints', async () => {
        const checkpoint = await markCheckpoint();
        const [kept, other] = [`Kept${stream('t')}`, `Other${stream('t')}`];
        await log.append(stream('t'), [newEvent(kept), newEvent(other), newEvent(other), newEvent(kept)], 'no-stream');
        await log.append(stream('u'), [newEvent(other), newEvent(kept), newEvent(other)], 'no-stream');

        const first = await log.readAll(checkpoint, 2, { types: [kept] });
        const rest = await log.readAll(first.at(-1)!.checkpoint, 10, { types: [kept] });
        expect(first).toHaveLength(2);
        expect([...first, ...rest].map((event) => [event.type, event.streamId, event.revision])).toEqual([
          [kept, stream('t'), 0],
          [kept, stream('t'), 3],
          [kept, stream('u'), 1],
        ]);
        expect(await log.readAll(rest.at(-1)!.checkpoint, 10, { types: [kept] })).toEqual([]);
      });

      it('answers an empty array at the end of the log', async () => {
        await log.append(stream('tail'), [newEvent('A')], 'no-stream');
        const [last] = await log.readStream(stream('tail'));
        const after = await log.readAll(last!.checkpoint, 10);
        expect(after.filter(ownedByThisTest)).toEqual([]);
      });

      it('gives the same event the same position and checkpoint in readStream and readAll', async () => {
        const checkpoint = await markCheckpoint();
        await log.append(stream('x'), [newEvent('X1'), newEvent('X2')], 'no-stream');
        const fromStream = await log.readStream(stream('x'));
        const fromAll = await readOwnEventsAfter(checkpoint);
        expect(fromAll.map(({ id, position, checkpoint: cp }) => ({ id, position, cp }))).toEqual(
          fromStream.map(({ id, position, checkpoint: cp }) => ({ id, position, cp })),
        );
      });

      it('rejects a malformed checkpoint', async () => {
        await expect(log.readAll('not-a-checkpoint', 10)).rejects.toThrow(Error);
      });

      it('orders positions strictly across streams', async () => {
        const results = [];
        for (let index = 0; index < 6; index += 1) {
          results.push(await log.append(stream(`s${index % 3}`), [newEvent(`E${index}`)], 'any'));
        }
        expectStrictlyIncreasing(results.map((result) => result.position));
      });
    });

    describe('subscribeAll', () => {
      it('delivers stored events, then live ones, in order and without gaps', async () => {
        const checkpoint = await markCheckpoint();
        await log.append(stream('live'), [newEvent('E0'), newEvent('E1'), newEvent('E2')], 'no-stream');
        const controller = new AbortController();
        const received: RecordedEvent[] = [];
        const liveAppends: Promise<unknown>[] = [];

        for await (const event of log.subscribeAll(checkpoint, { batchSize: 2, signal: controller.signal })) {
          if (!ownedByThisTest(event) || event.streamId === stream('marker')) continue;
          received.push(event);
          // Once the stored events are in, the next ones can only arrive live.
          if (received.length === 3) liveAppends.push(log.append(stream('live'), [newEvent('E3'), newEvent('E4')], 2));
          if (received.length === 5) liveAppends.push(log.append(stream('live'), [newEvent('E5')], 4));
          if (received.length === 6) controller.abort();
        }
        await Promise.all(liveAppends);

        expect(received.map((event) => event.type)).toEqual(['E0', 'E1', 'E2', 'E3', 'E4', 'E5']);
        expect(received.map((event) => event.revision)).toEqual([0, 1, 2, 3, 4, 5]);
        expectStrictlyIncreasing(received.map((event) => event.position));
      });

      it('resumes from an earlier checkpoint with what was appended while nobody listened', async () => {
        const checkpoint = await markCheckpoint();
        await log.append(stream('resume'), [newEvent('R0'), newEvent('R1')], 'no-stream');
        const firstRun = await takeOwnEvents(log.subscribeAll(checkpoint), 2, ownedByThisTest, stream('marker'));
        expect(firstRun.map((event) => event.type)).toEqual(['R0', 'R1']);

        await log.append(stream('resume'), [newEvent('R2')], 1);
        await log.append(stream('other'), [newEvent('O0')], 'no-stream');
        await log.append(stream('resume'), [newEvent('R3')], 2);

        const resumeFrom = firstRun[firstRun.length - 1]!.checkpoint;
        const secondRun = await takeOwnEvents(log.subscribeAll(resumeFrom), 3, ownedByThisTest, stream('marker'));
        expect(secondRun.map((event) => event.type)).toEqual(['R2', 'O0', 'R3']);
      });

      it('misses nothing while appends run concurrently with the subscription', async () => {
        const checkpoint = await markCheckpoint();
        const controller = new AbortController();
        const expectedIds = new Set<string>();
        const received: RecordedEvent[] = [];
        const subscription = (async () => {
          for await (const event of log.subscribeAll(checkpoint, { batchSize: 7, signal: controller.signal })) {
            if (!ownedByThisTest(event) || event.streamId === stream('marker')) continue;
            received.push(event);
            if (received.length === 120) controller.abort();
          }
        })();
        const appends = Array.from({ length: 40 }, async (_, index) => {
          await pause(index % 4);
          const events = [newEvent('C0'), newEvent('C1'), newEvent('C2')];
          for (const event of events) expectedIds.add(event.id);
          await log.append(stream(`concurrent${index}`), events, 'no-stream');
        });
        await Promise.all(appends);
        await withTimeout(subscription, 10_000);

        expect(received).toHaveLength(120);
        expect(new Set(received.map((event) => event.id))).toEqual(expectedIds);
        expectStrictlyIncreasing(received.map((event) => event.position));
      });

      it('ends when aborted while waiting for new events', async () => {
        const checkpoint = await markCheckpoint();
        const controller = new AbortController();
        let received = 0;
        const subscription = (async () => {
          for await (const event of log.subscribeAll(checkpoint, { signal: controller.signal })) {
            if (ownedByThisTest(event)) received += 1;
          }
        })();
        await log.append(stream('idle'), [newEvent('A')], 'no-stream');
        await waitFor(() => received === 1);
        controller.abort();
        await withTimeout(subscription, 2_000);
        expect(received).toBe(1);
      });

      it('ends at once when the signal is already aborted', async () => {
        await log.append(stream('idle'), [newEvent('A')], 'no-stream');
        const received: RecordedEvent[] = [];
        const iterate = async (): Promise<void> => {
          for await (const event of log.subscribeAll(null, { signal: AbortSignal.abort() })) received.push(event);
        };
        await withTimeout(iterate(), 2_000);
        expect(received).toEqual([]);
      });
    });

    describe('headPosition', () => {
      it('is the position of the newest event', async () => {
        const result = await log.append(stream('head'), [newEvent('A'), newEvent('B')], 'no-stream');
        const head = await log.headPosition();
        expect(head).toBeGreaterThanOrEqual(result.position);
        const later = await log.append(stream('head'), [newEvent('C')], 1);
        expect(await log.headPosition()).toBeGreaterThanOrEqual(later.position);
        expect(later.position).toBeGreaterThan(head);
      });
    });

    describe('concurrency', () => {
      it('lets exactly one of 50 concurrent appends with the same expected revision win', async () => {
        await log.append(stream('capacity'), [newEvent('ClassScheduled')], 'no-stream');
        const attempts = Array.from({ length: 50 }, () => log.append(stream('capacity'), [newEvent('SeatBooked')], 0));
        const outcomes = await Promise.allSettled(attempts);

        const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const losers = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
        );
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(49);
        for (const error of losers) {
          expect(error).toBeInstanceOf(WrongExpectedRevisionError);
          expect(error).toMatchObject({ expected: 0, actual: 1 });
        }
        expect(await log.readStream(stream('capacity'))).toHaveLength(2);
      });

      it('accepts 200 concurrent appends to different streams with distinct positions', async () => {
        const results = await Promise.all(
          Array.from({ length: 200 }, (_, index) =>
            log.append(stream(`user${index}`), [newEvent('UserRegistered')], 'no-stream'),
          ),
        );
        expect(new Set(results.map((result) => result.position)).size).toBe(200);
        for (const [index, result] of results.entries()) {
          expect(result.nextRevision).toBe(0);
          const [stored] = await log.readStream(stream(`user${index}`));
          expect(stored?.position).toBe(result.position);
        }
      });
    });

    describe('durability', () => {
      it('keeps everything acknowledged after close and reopen', async () => {
        // Both adapters in this repository provide reopen; an adapter without it cannot be checked here.
        if (!opened.reopen) return;
        const checkpoint = await markCheckpoint();
        const appended = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            log.append(stream(`keep${index}`), [newEvent('Kept', { index })], 'no-stream'),
          ),
        );
        const headBefore = await log.headPosition();
        const ownBefore = await readOwnEventsAfter(checkpoint);
        await log.close();

        log = await opened.reopen();
        expect(await readOwnEventsAfter(checkpoint)).toEqual(ownBefore);
        expect(ownBefore).toHaveLength(20);
        expect(await log.headPosition()).toBeGreaterThanOrEqual(headBefore);
        const [kept] = await log.readStream(stream('keep7'));
        expect(kept).toMatchObject({ data: { index: 7 }, position: appended[7]!.position });
        await expect(log.append(stream('keep7'), [newEvent('AfterReopen')], 0)).resolves.toMatchObject({
          nextRevision: 1,
        });
      });
    });
  });
}

/** Server clocks may differ from this machine's; recordedAt is only checked within this margin. */
const CLOCK_SKEW_MS = 60_000;

export function newEvent(type: string, data: Record<string, unknown> = { type }): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      userId: 'user-1',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      commandType: `Do${type}`,
      occurredAt: new Date().toISOString(),
    },
  };
}

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

function expectStrictlyIncreasing(values: readonly number[]): void {
  for (let index = 1; index < values.length; index += 1) expect(values[index]).toBeGreaterThan(values[index - 1]!);
}

async function takeOwnEvents(
  events: AsyncIterable<RecordedEvent>,
  count: number,
  owned: (event: RecordedEvent) => boolean,
  markerStream: string,
): Promise<RecordedEvent[]> {
  const taken: RecordedEvent[] = [];
  const collect = async (): Promise<void> => {
    // Leaving the loop early calls return() on the iterator, which ends the subscription.
    for await (const event of events) {
      if (!owned(event) || event.streamId === markerStream) continue;
      taken.push(event);
      if (taken.length === count) break;
    }
  };
  await withTimeout(collect(), 5_000);
  return taken;
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntilClockPasses(instantMs: number): Promise<void> {
  while (Date.now() <= instantMs) await pause(1);
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await pause(5);
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
