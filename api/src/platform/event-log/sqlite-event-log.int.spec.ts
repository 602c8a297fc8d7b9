import { existsSync, fstatSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createEventLog } from './create-event-log.js';
import { describeEventLogContract, newEvent } from './event-log.contract.js';
import { DuplicateEventIdError, WrongExpectedRevisionError, type RecordedEvent } from './event-log.port.js';
import { SqliteEventLog, type SqliteEventLogOptions } from './sqlite-event-log.js';
import { fdatasyncOffThread } from './wal-sync.js';

interface TempLogFile {
  readonly filePath: string;
  /** Every instance opened on the file, so cleanup can close whichever is still open. */
  readonly instances: SqliteEventLog[];
  open(options?: SqliteEventLogOptions): SqliteEventLog;
  cleanup(): Promise<void>;
}

function tempLogFile(): TempLogFile {
  const dir = mkdtempSync(join(tmpdir(), 'boxstudio-event-log-'));
  const filePath = join(dir, 'events.sqlite3');
  const instances: SqliteEventLog[] = [];
  return {
    filePath,
    instances,
    open(options) {
      const log = SqliteEventLog.open(filePath, options);
      instances.push(log);
      return log;
    },
    async cleanup() {
      for (const log of instances) await log.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeEventLogContract('SqliteEventLog', async () => {
  const file = tempLogFile();
  return { log: file.open(), reopen: async () => file.open(), cleanup: () => file.cleanup() };
});

describe('SqliteEventLog', () => {
  let file: TempLogFile;
  let log: SqliteEventLog;

  beforeEach(() => {
    file = tempLogFile();
    log = file.open();
  });

  afterEach(async () => {
    await file.cleanup();
  });

  describe('group commit', () => {
    it('writes concurrent appends in far fewer transactions than appends', async () => {
      const before = log.committedTransactions;
      await Promise.all(
        Array.from({ length: 100 }, (_, index) => log.append(`user-${index}`, [newEvent('A')], 'no-stream')),
      );
      const transactions = log.committedTransactions - before;
      expect(transactions).toBeGreaterThanOrEqual(1);
      expect(transactions).toBeLessThanOrEqual(5);
      expect(await log.headPosition()).toBe(100);
    });

    it('commits sequential appends one transaction each', async () => {
      const before = log.committedTransactions;
      for (let index = 0; index < 3; index += 1) await log.append('stream-1', [newEvent('A')], 'any');
      expect(log.committedTransactions - before).toBe(3);
    });

    it('fails only the failing append of a batch and keeps the others', async () => {
      await log.append('class-1', [newEvent('Scheduled')], 'no-stream');
      const stale = log.append('class-1', [newEvent('Stale')], 'no-stream');
      const good = log.append('class-2', [newEvent('Scheduled')], 'no-stream');
      const next = log.append('class-1', [newEvent('Booked')], 0);
      const before = log.committedTransactions;

      const [staleOutcome, goodOutcome, nextOutcome] = await Promise.allSettled([stale, good, next]);
      expect(log.committedTransactions - before).toBe(1);
      expect(staleOutcome.status).toBe('rejected');
      expect(staleOutcome.status === 'rejected' && staleOutcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(goodOutcome).toMatchObject({ status: 'fulfilled', value: { nextRevision: 0 } });
      expect(nextOutcome).toMatchObject({ status: 'fulfilled', value: { nextRevision: 1 } });
      expect((await log.readStream('class-1')).map((event) => event.type)).toEqual(['Scheduled', 'Booked']);
    });

    it('checks each append of a batch against the earlier appends of the same batch', async () => {
      const outcomes = await Promise.allSettled([
        log.append('seat-1', [newEvent('A')], 'no-stream'),
        log.append('seat-1', [newEvent('B')], 0),
        log.append('seat-1', [newEvent('C')], 0),
        log.append('seat-1', [newEvent('D')], 1),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((await log.readStream('seat-1')).map((event) => event.type)).toEqual(['A', 'B', 'D']);
    });

    it('rolls back every row of an append that fails half way, keeping its batch neighbours', async () => {
      failInsertsOfType(file.filePath, 'Broken');
      const [partial, neighbour] = await Promise.allSettled([
        log.append('member-1', [newEvent('A'), newEvent('B'), newEvent('Broken')], 'no-stream'),
        log.append('member-2', [newEvent('C')], 'no-stream'),
      ]);
      expect(partial.status === 'rejected' && String(partial.reason)).toMatch(/disk trouble/);
      expect(neighbour.status).toBe('fulfilled');
      expect(await log.readStream('member-1')).toEqual([]);
      expect((await log.readAll(null, 10)).map((event) => event.streamId)).toEqual(['member-2']);
      // Nothing of the failed append is remembered either: the stream starts at revision 0.
      await expect(log.append('member-1', [newEvent('A')], 'no-stream')).resolves.toEqual({
        nextRevision: 0,
        position: 2,
      });
    });

    it('rejects a payload that cannot be serialised without touching the batch', async () => {
      const circular: Record<string, unknown> = {};
      circular['self'] = circular;
      const bad = log.append('bad-1', [newEvent('Bad', circular)], 'no-stream');
      const good = log.append('good-1', [newEvent('Good')], 'no-stream');
      await expect(bad).rejects.toThrow(TypeError);
      await expect(good).resolves.toMatchObject({ nextRevision: 0 });
    });

    it('resolves an append only once its transaction is committed', async () => {
      const pending = log.append('durable-1', [newEvent('A')], 'no-stream');
      const observer = new Database(file.filePath, { readonly: true });
      try {
        const count = observer.prepare<[], number>('SELECT COUNT(*) FROM events').pluck();
        expect(count.get()).toBe(0);
        await pending;
        expect(count.get()).toBe(1);
      } finally {
        observer.close();
      }
    });
  });

  describe('idempotency', () => {
    it('answers the original result for a retry whatever its expected revision', async () => {
      const events = [newEvent('A'), newEvent('B')];
      const original = await log.append('membership-1', events, 'no-stream');
      await log.append('membership-1', [newEvent('C')], 1);
      const before = log.committedTransactions;
      await expect(log.append('membership-1', events, 0)).resolves.toEqual(original);
      await expect(log.append('membership-1', events, 'any')).resolves.toEqual(original);
      expect(await log.readStream('membership-1')).toHaveLength(3);
      expect(await log.headPosition()).toBe(3);
      expect(log.committedTransactions - before).toBe(2);
    });

    it('recognises a retry queued in the same batch as the original append', async () => {
      const events = [newEvent('A')];
      const [first, retry] = await Promise.all([
        log.append('plan-1', events, 'no-stream'),
        log.append('plan-1', events, 'no-stream'),
      ]);
      expect(retry).toEqual(first);
      expect(await log.readStream('plan-1')).toHaveLength(1);
    });

    it('keeps event ids unique per stream, as EventStoreDB does', async () => {
      const event = newEvent('A');
      const first = await log.append('stream-a', [event], 'no-stream');
      await expect(log.append('stream-b', [event], 'no-stream')).resolves.toEqual({ nextRevision: 0, position: 2 });
      await expect(log.append('stream-a', [event], 'any')).resolves.toEqual(first);
      expect((await log.readStream('stream-b')).map((stored) => stored.id)).toEqual([event.id]);
    });

    it('rejects a retry whose ids are stored in a different order', async () => {
      const [a, b] = [newEvent('A'), newEvent('B')];
      await log.append('stream-a', [a, b], 'no-stream');
      await expect(log.append('stream-a', [b, a], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
      await expect(log.append('stream-a', [a, b, newEvent('C')], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
      // The first id is new, so this is no retry; the stored id further on still makes it a duplicate.
      await expect(log.append('stream-a', [newEvent('C'), a], 1)).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect(await log.readStream('stream-a')).toHaveLength(2);
    });

    it('rejects the same id twice in one append', async () => {
      const event = newEvent('A');
      await expect(log.append('stream-a', [event, event], 'no-stream')).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect(await log.readStream('stream-a')).toEqual([]);
    });
  });

  describe('global log', () => {
    it('numbers positions from 1 with no gaps and reports 0 for an empty log', async () => {
      expect(await log.headPosition()).toBe(0);
      expect(await log.readAll(null, 10)).toEqual([]);
      await log.append('a-1', [newEvent('A'), newEvent('B')], 'no-stream');
      await log.append('b-1', [newEvent('C')], 'no-stream');
      const events = await log.readAll(null, 10);
      expect(events.map((event) => [event.position, event.checkpoint])).toEqual([
        [1, '1'],
        [2, '2'],
        [3, '3'],
      ]);
      expect(await log.headPosition()).toBe(3);
      expect((await log.readAll('1', 10)).map((event) => event.position)).toEqual([2, 3]);
      expect(await log.readAll('3', 10)).toEqual([]);
    });

    it.each(['-1', '1.5', 'abc', '', ' 1', '01', '1/2', '99999999999999999999'])(
      'rejects the checkpoint %p',
      async (checkpoint) => {
        await expect(log.readAll(checkpoint, 10)).rejects.toThrow(/checkpoint/);
      },
    );

    it('rejects a non-positive maxCount', async () => {
      await expect(log.readAll(null, 0)).rejects.toThrow(/maxCount/);
    });

    it('records the time of the commit', async () => {
      const before = Date.now();
      await log.append('time-1', [newEvent('A')], 'no-stream');
      const after = Date.now();
      const [event] = await log.readStream('time-1');
      expect(event?.recordedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(event?.recordedAt.getTime()).toBeLessThanOrEqual(after);
    });
  });

  describe('subscriptions', () => {
    it('reads one batch at a time, only when the consumer asks for more', async () => {
      await log.append(
        'many-1',
        Array.from({ length: 10 }, (_, index) => newEvent(`E${index}`)),
        'no-stream',
      );
      const iterator = log.subscribeAll(null, { batchSize: 4 })[Symbol.asyncIterator]();
      const first = await iterator.next();
      expect(first.value).toMatchObject({ position: 1 });
      // Appended after the first batch was read: the subscription must still reach it, in order.
      await log.append('many-1', [newEvent('E10')], 9);
      const rest: RecordedEvent[] = [];
      while (rest.length < 10) {
        const next = await iterator.next();
        if (next.done) break;
        rest.push(next.value);
      }
      await iterator.return?.();
      expect(rest.map((event) => event.position)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    });

    it('pulls the next batch only when the consumer has taken the previous one', async () => {
      await log.append(
        'many-1',
        Array.from({ length: 10 }, (_, index) => newEvent(`E${index}`)),
        'no-stream',
      );
      const reads = jest.spyOn(
        log as unknown as { readAfter: (after: number, maxCount: number) => RecordedEvent[] },
        'readAfter',
      );
      const iterator = log.subscribeAll(null, { batchSize: 4 })[Symbol.asyncIterator]();
      for (let taken = 1; taken <= 4; taken += 1) {
        await iterator.next();
        expect(reads).toHaveBeenCalledTimes(1);
      }
      await iterator.next();
      expect(reads).toHaveBeenCalledTimes(2);
      expect(reads).toHaveBeenLastCalledWith(4, 4);
      await iterator.return();
    });

    it('wakes a caught-up subscription on an append of this instance without waiting for the poll', async () => {
      const slowPolling = SqliteEventLog.open(file.filePath, { pollIntervalMs: 60_000 });
      file.instances.push(slowPolling);
      const controller = new AbortController();
      const started = Date.now();
      const received: string[] = [];
      const subscription = (async () => {
        for await (const event of slowPolling.subscribeAll(null, { signal: controller.signal })) {
          received.push(event.type);
          controller.abort();
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await slowPolling.append('wake-1', [newEvent('Woken')], 'no-stream');
      await subscription;
      expect(received).toEqual(['Woken']);
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('sees events written by another process through polling', async () => {
      const other = file.open();
      const controller = new AbortController();
      const received: string[] = [];
      const subscription = (async () => {
        for await (const event of log.subscribeAll(null, { signal: controller.signal })) {
          received.push(event.type);
          if (received.length === 2) controller.abort();
        }
      })();
      await other.append('other-1', [newEvent('FromOther')], 'no-stream');
      await other.append('other-1', [newEvent('FromOtherAgain')], 0);
      await subscription;
      expect(received).toEqual(['FromOther', 'FromOtherAgain']);
    });

    it('ends a waiting subscription on close', async () => {
      let ended = false;
      const subscription = (async () => {
        for await (const event of log.subscribeAll(null)) void event;
        ended = true;
      })();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(ended).toBe(false);
      await log.close();
      await subscription;
      expect(ended).toBe(true);
    });
  });

  describe('close and reopen', () => {
    it('flushes appends still queued when close is called', async () => {
      const pending = Array.from({ length: 10 }, (_, index) =>
        log.append(`queued-${index}`, [newEvent('A')], 'no-stream'),
      );
      await log.close();
      await expect(Promise.all(pending)).resolves.toHaveLength(10);
      const reopened = file.open();
      expect(await reopened.headPosition()).toBe(10);
    });

    it('keeps streams, revisions, positions and payloads after reopening', async () => {
      const event = newEvent('MembershipCreated', { price: 4500, plan: { id: 'p-1' } });
      await log.append('membership-9', [event], 'no-stream');
      await log.append('membership-9', [newEvent('Renewed')], 0);
      const before = await log.readAll(null, 10);
      await log.close();

      const reopened = file.open();
      expect(await reopened.readAll(null, 10)).toEqual(before);
      await expect(reopened.append('membership-9', [newEvent('Late')], 0)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(reopened.append('membership-9', [event], 'no-stream')).resolves.toEqual({
        nextRevision: 0,
        position: 1,
      });
      await expect(reopened.append('membership-9', [newEvent('Late')], 1)).resolves.toEqual({
        nextRevision: 2,
        position: 3,
      });
    });

    it('saves where each stream is at close, so a start reads that and not the log', async () => {
      await log.append('membership-1', [newEvent('A'), newEvent('B')], 'no-stream');
      await log.append('reservation-1', [newEvent('C')], 'no-stream');
      // Not closed, as after a kill: nothing saved yet, the next instance reads the log.
      const killed = file.open();
      expect(killed.rowsIndexed).toBe(3);
      await log.close();
      expect(existsSync(`${file.filePath}.streams`)).toBe(true);

      const reopened = file.open();
      expect(reopened.rowsIndexed).toBe(0);
      expect((await reopened.readStream('membership-1')).map((event) => event.type)).toEqual(['A', 'B']);
      await expect(reopened.append('membership-1', [newEvent('Late')], 0)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(reopened.append('reservation-1', [newEvent('D')], 0)).resolves.toEqual({
        nextRevision: 1,
        position: 4,
      });
    });

    it('refuses to work once closed', async () => {
      await log.close();
      await expect(log.append('x-1', [newEvent('A')], 'any')).rejects.toThrow(/closed/);
      await expect(log.readStream('x-1')).rejects.toThrow(/closed/);
      await expect(log.close()).resolves.toBeUndefined();
    });

    it('stores the database in WAL mode', () => {
      const observer = new Database(file.filePath, { readonly: true });
      try {
        expect(observer.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        observer.close();
      }
    });
  });

  describe('durability: the WAL synced before an append is acknowledged', () => {
    /** A sync that waits until the test lets it finish (or fail). */
    function heldSyncs() {
      const held: { fd: number; finish: () => void; fail: (error: Error) => void }[] = [];
      const syncFile = (fd: number) => new Promise<void>((finish, fail) => held.push({ fd, finish, fail }));
      const started = async (count: number) => {
        for (let turn = 0; turn < 100 && held.length < count; turn++)
          await new Promise((resolve) => setImmediate(resolve));
        expect(held).toHaveLength(count);
      };
      return { held, syncFile, started };
    }

    it('acknowledges appends, shown to the global log only once synced; the stream sees them at once', async () => {
      const syncs = heldSyncs();
      const held = file.open({ syncFile: syncs.syncFile });
      const acknowledged: string[] = [];
      const first = held.append('a-1', [newEvent('A')], 'no-stream').then(() => acknowledged.push('a-1'));
      await syncs.started(1);
      // Committed, not yet durable: the next command on the stream decides on it, nobody else sees it.
      expect(await held.readStream('a-1')).toHaveLength(1);
      expect(await held.readAll(null, 10)).toEqual([]);
      const second = held.append('b-1', [newEvent('B')], 'no-stream').then(() => acknowledged.push('b-1'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(await held.readStream('b-1')).toHaveLength(1);
      // Written while the first sync ran, the second append waits for a sync of its own.
      syncs.held[0]!.finish();
      await first;
      expect(acknowledged).toEqual(['a-1']);
      expect((await held.readAll(null, 10)).map((event) => event.streamId)).toEqual(['a-1']);
      await syncs.started(2);
      syncs.held[1]!.finish();
      await second;
      expect(acknowledged).toEqual(['a-1', 'b-1']);
      expect((await held.readAll(null, 10)).map((event) => event.streamId)).toEqual(['a-1', 'b-1']);
    });

    it('syncs the WAL file itself, on the thread pool', async () => {
      const synced: number[] = [];
      const spied = file.open({ syncFile: (fd) => (synced.push(fstatSync(fd).ino), fdatasyncOffThread(fd)) });
      await spied.append('a-1', [newEvent('A')], 'no-stream');
      expect(synced).toEqual([statSync(`${file.filePath}-wal`).ino]);
    });

    it('takes no more appends after a failed sync and never shows what it could not make durable', async () => {
      const syncs = heldSyncs();
      const failing = file.open({ syncFile: syncs.syncFile });
      const lost = [
        failing.append('a-1', [newEvent('A')], 'no-stream'),
        failing.append('b-1', [newEvent('B')], 'no-stream'),
      ];
      await syncs.started(1);
      syncs.held[0]!.fail(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
      for (const append of lost) await expect(append).rejects.toThrow(/could not make its file durable/);
      await expect(failing.append('c-1', [newEvent('C')], 'no-stream')).rejects.toThrow(
        /could not make its file durable/,
      );
      expect(await failing.readAll(null, 10)).toEqual([]);
    });

    it('waits for the last sync before closing', async () => {
      const syncs = heldSyncs();
      const closing = file.open({ syncFile: syncs.syncFile });
      const appended = closing.append('a-1', [newEvent('A')], 'no-stream');
      await syncs.started(1);
      let closed = false;
      const close = closing.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(closed).toBe(false);
      syncs.held[0]!.finish();
      await Promise.all([appended, close]);
      expect((await file.open().readAll(null, 10)).map((event) => event.streamId)).toEqual(['a-1']);
    });
  });

  describe('two instances on one file', () => {
    it('checks appends against what the other instance wrote, and reads its events', async () => {
      const other = file.open();
      await log.append('shared-1', [newEvent('A')], 'no-stream');
      const retried = newEvent('B');
      await other.append('shared-1', [retried], 0);
      await expect(log.append('shared-1', [newEvent('Stale')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(log.append('shared-1', [retried], 'any')).resolves.toEqual({ nextRevision: 1, position: 2 });
      expect((await log.readStream('shared-1')).map((event) => event.type)).toEqual(['A', 'B']);
      await expect(other.append('shared-1', [newEvent('C')], 1)).resolves.toEqual({ nextRevision: 2, position: 3 });
      expect((await log.readStream('shared-1', { toRevision: 1 })).map((event) => event.type)).toEqual(['A', 'B']);
    });
  });

  describe('logs written with the earlier indexed schema', () => {
    it('drops the indexes on open and keeps every event, position and revision', async () => {
      await log.close();
      rmSync(file.filePath, { force: true });
      writeIndexedSchemaLog(file.filePath);

      const reopened = file.open();
      const all = await reopened.readAll(null, 10);
      expect(all.map((event) => [event.position, event.streamId, event.revision, event.type])).toEqual([
        [1, 'branch-1', 0, 'BranchCreated'],
        [2, 'branch-2', 0, 'BranchCreated'],
        [4, 'branch-1', 1, 'BranchUpdated'],
      ]);
      expect((await reopened.readStream('branch-1')).map((event) => event.data)).toEqual([{ n: 1 }, { n: 3 }]);
      await expect(reopened.append('branch-1', [newEvent('BranchDeactivated')], 1)).resolves.toEqual({
        nextRevision: 2,
        position: 6,
      });
      const observer = new Database(file.filePath, { readonly: true });
      try {
        expect(
          observer.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events'").all(),
        ).toEqual([]);
      } finally {
        observer.close();
      }
    });
  });

  describe('createEventLog', () => {
    it('opens the embedded log in the data directory, creating it, when no EventStoreDB URL is set', async () => {
      const dataDir = join(file.filePath, '..', 'nested', 'data');
      const created = await createEventLog({ dataDir });
      try {
        expect(created).toBeInstanceOf(SqliteEventLog);
        await created.append('config-1', [newEvent('A')], 'no-stream');
        expect(existsSync(join(dataDir, 'events.sqlite3'))).toBe(true);
      } finally {
        await created.close();
      }
    });
  });
});

/** Makes every insert of an event of this type fail, as a disk error would, from another connection. */
function failInsertsOfType(filePath: string, type: string): void {
  const db = new Database(filePath);
  try {
    db.exec(
      `CREATE TRIGGER fail_${type} BEFORE INSERT ON events WHEN NEW.type = '${type}' ` +
        "BEGIN SELECT RAISE(ABORT, 'disk trouble'); END",
    );
  } finally {
    db.close();
  }
}

/**
 * A log as the earlier schema wrote it: unique event ids and a stream index. Position 3 was used
 * and is gone, and position 5 was taken and deleted at the end: neither may be given out again.
 */
function writeIndexedSchemaLog(filePath: string): void {
  const db = new Database(filePath);
  try {
    db.pragma('journal_mode = WAL');
    db.exec(`
      CREATE TABLE events (
        position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
        event_id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
        recorded_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX events_stream_revision ON events (stream_id, revision);
    `);
    const insert = db.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const metadata = JSON.stringify({
      userId: null,
      correlationId: 'c',
      causationId: 'c',
      commandType: 'X',
      occurredAt: '2026-01-01T00:00:00.000Z',
    });
    insert.run(1, 'branch-1', 0, 'e-1', 'BranchCreated', '{"n":1}', metadata, 1);
    insert.run(2, 'branch-2', 0, 'e-2', 'BranchCreated', '{"n":2}', metadata, 2);
    insert.run(4, 'branch-1', 1, 'e-3', 'BranchUpdated', '{"n":3}', metadata, 3);
    insert.run(5, 'branch-2', 1, 'e-4', 'BranchUpdated', '{"n":4}', metadata, 4);
    db.prepare('DELETE FROM events WHERE position = 5').run();
  } finally {
    db.close();
  }
}
