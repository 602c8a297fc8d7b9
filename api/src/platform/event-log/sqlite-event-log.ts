import Database from 'better-sqlite3';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventLog,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './event-log.port.js';
import { eventsTableSql } from './sqlite-events-table.js';
import {
  EVENT_COLUMNS,
  followGlobalLog,
  globalLogEvents,
  prepareGlobalReads,
  parseCheckpoint,
  parseJsonObject,
  type EventRow,
} from './sqlite-log-rows.js';
import { migrateToUnindexedSchema } from './sqlite-schema-migration.js';
import { SqliteStreamIndex } from './sqlite-stream-index.js';
import { type SyncFile, WalSync } from './wal-sync.js';

export interface SqliteEventLogOptions {
  /**
   * How often a caught-up subscription looks for events written by another process. Appends made
   * through this instance wake subscriptions at once and never wait for it.
   */
  readonly pollIntervalMs?: number;
  /** How the WAL is made durable before an append is acknowledged (tests hold or fail it). */
  readonly syncFile?: SyncFile;
}

const DEFAULT_POLL_INTERVAL_MS = 200;
// Large enough to stand for "no limit" in a bound parameter, small enough to stay a safe integer.
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** An event already serialised, so a bad payload fails its own append before it reaches the queue. */
interface SerializedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

interface PendingAppend {
  readonly streamId: string;
  readonly events: readonly SerializedEvent[];
  readonly expected: ExpectedRevision;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

type AppendOutcome =
  { readonly ok: true; readonly result: AppendResult } | { readonly ok: false; readonly error: unknown };

/** One group commit: each append's outcome, and the first position the batch could have written. */
interface BatchOutcome {
  readonly firstPosition: number;
  readonly outcomes: readonly AppendOutcome[];
}

function prepareStatements(db: Database.Database) {
  return {
    insert: db.prepare<[string, number, string, string, string, string, number]>(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    // The positions as one JSON array: one statement whatever the length of the stream.
    readPositions: db
      .prepare<[string, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events ` +
          'WHERE position IN (SELECT value FROM json_each(?)) AND recorded_at <= ? ORDER BY position',
      )
      .raw(),
    ...prepareGlobalReads(db),
    headPosition: db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
  };
}

type Statements = ReturnType<typeof prepareStatements>;

/**
 * The embedded event log: one SQLite file, durable on acknowledgement. Appends are queued and
 * committed together (group commit), because one fsync per append would cap throughput at the
 * disk's fsync rate. The WAL is then synced off the event loop (wal-sync.ts) and only after that
 * are the appends acknowledged and the log's subscriptions shown the new events; reading a
 * stream sees them as soon as they are committed, so the next command on it decides on them.
 */
export class SqliteEventLog implements EventLog {
  private readonly statements: Statements;
  private readonly streams: SqliteStreamIndex;
  private readonly writeBatch: (batch: readonly PendingAppend[], recordedAt: number) => BatchOutcome;
  private readonly appendOne: (pending: PendingAppend, recordedAt: number) => AppendResult;
  private queue: PendingAppend[] = [];
  private scheduledFlush: NodeJS.Immediate | null = null;
  private readonly commitWaiters = new Set<() => void>();
  private readonly visibleListeners = new Set<(position: number) => void>();
  private transactionsCommitted = 0;
  private closed = false;
  /** The first position each committed batch wrote, while its WAL sync is pending: subscriptions stop before. */
  private readonly unsynced: number[] = [];
  /** A failed sync: what was committed may not be on disk, and no further append is taken. */
  private syncFailure: Error | null = null;

  private constructor(
    private readonly db: Database.Database,
    private readonly pollIntervalMs: number,
    private readonly walSync: WalSync | null,
  ) {
    this.statements = prepareStatements(db);
    this.streams = new SqliteStreamIndex(db, { snapshotFile: db.memory ? null : `${db.name}.streams` });
    // Called inside writeBatch, better-sqlite3 turns this into a SAVEPOINT: a failing append
    // rolls back only its own rows.
    this.appendOne = db.transaction((pending: PendingAppend, recordedAt: number) =>
      this.applyAppend(pending, recordedAt),
    );
    const batchTransaction = db.transaction((batch: readonly PendingAppend[], recordedAt: number) => {
      // Under the write lock: whatever another process appended is in the index before we check.
      this.streams.catchUp();
      const firstPosition = this.streams.indexedPosition + 1;
      const outcomes = batch.map((pending): AppendOutcome => {
        try {
          // One event needs no savepoint: everything before its single insert only reads, and a
          // failing insert is undone by SQLite on its own. It saves two statements per append.
          const result =
            pending.events.length === 1 ? this.applyAppend(pending, recordedAt) : this.appendOne(pending, recordedAt);
          return { ok: true, result };
        } catch (error) {
          return { ok: false, error };
        }
      });
      return { firstPosition, outcomes };
    });
    // IMMEDIATE takes the write lock up front, so a second process cannot make us fail mid-batch
    // with SQLITE_BUSY when upgrading a read lock.
    this.writeBatch = batchTransaction.immediate;
  }

  static open(filePath: string, options: SqliteEventLogOptions = {}): SqliteEventLog {
    const db = new Database(filePath);
    try {
      db.pragma('journal_mode = WAL');
      // Commits are synced by WalSync before they are acknowledged; NORMAL keeps SQLite's own syncs around checkpoints.
      db.pragma('synchronous = NORMAL');
      db.exec(eventsTableSql('events'));
      migrateToUnindexedSchema(db);
      const walSync = db.memory ? null : new WalSync(`${db.name}-wal`, options.syncFile);
      return new SqliteEventLog(db, options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS, walSync);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** The log's file (`:memory:` for one in memory). */
  get file(): string {
    return this.db.name;
  }

  /** Transactions committed by the group commit; lets tests and benchmarks see the grouping. */
  get committedTransactions(): number {
    return this.transactionsCommitted;
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    this.assertOpen();
    if (this.syncFailure) throw this.syncFailure;
    assertExpectedRevision(expected);
    if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
    const serialized = events.map(serializeEvent);
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, events: serialized, expected, resolve, reject });
      this.scheduledFlush ??= setImmediate(() => this.flush());
    });
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const until = options.until?.getTime() ?? NO_LIMIT;
    this.streams.catchUpForRead();
    const positions = this.streams.positions(streamId, options.toRevision ?? NO_LIMIT, options.fromRevision ?? 0);
    if (positions.length === 0) return [];
    return this.statements.readPositions.all(JSON.stringify(positions), until).map(toRecordedEvent);
  }

  async readAll(after: string | null, maxCount: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    assertPositiveInteger(maxCount, 'maxCount');
    return this.readAfter(parseCheckpoint(after), maxCount, options.types);
  }

  subscribeAll(after: string | null, options: SubscribeOptions = {}): AsyncGenerator<RecordedEvent, void, undefined> {
    return followGlobalLog(
      {
        isClosed: () => this.closed,
        readAfter: (afterPosition, maxCount) => this.readAfter(afterPosition, maxCount),
        untilMore: (signal) => this.waitForCommitOrPoll(signal),
      },
      after,
      options,
    );
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    return this.statements.headPosition.get() ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    if (this.scheduledFlush) clearImmediate(this.scheduledFlush);
    this.flush();
    this.closed = true;
    // The last appends are acknowledged once durable, as every other.
    await this.walSync?.idle();
    this.wakeSubscriptions();
    this.saveStreamIndex();
    this.db.close();
    this.walSync?.close();
  }

  private flush(): void {
    this.scheduledFlush = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let written: BatchOutcome;
    this.streams.beginBatch();
    try {
      written = this.writeBatch(batch, Date.now());
    } catch (error) {
      // The batch transaction itself failed (disk full, I/O error): nothing was committed.
      this.streams.rollbackBatch();
      for (const pending of batch) pending.reject(error);
      return;
    }
    this.streams.commitBatch();
    this.transactionsCommitted += 1;
    const { firstPosition, outcomes } = written;
    const settle = (): void => {
      batch.forEach((pending, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) pending.resolve(outcome.result);
        else pending.reject(outcome ? outcome.error : new Error('append lost its outcome'));
      });
      this.wakeSubscriptions();
    };
    if (!this.walSync) return settle();
    this.unsynced.push(firstPosition);
    this.walSync.sync().then(
      () => {
        this.unsynced.splice(this.unsynced.indexOf(firstPosition), 1);
        settle();
      },
      (error: unknown) => {
        // The batch stays unsynced, so subscriptions never show it; the log takes no more appends.
        this.syncFailure ??= new Error(
          'The event log could not make its file durable (the WAL sync failed); restart the server',
          { cause: error },
        );
        for (const pending of batch) pending.reject(this.syncFailure);
      },
    );
  }

  /** Runs inside the batch transaction, so it sees the earlier appends of the same batch. */
  private applyAppend({ streamId, events, expected }: PendingAppend, recordedAt: number): AppendResult {
    const original = this.findOriginalAppend(streamId, events);
    if (original) return original;
    const lastRevision = this.streams.lastRevision(streamId);
    const actual = lastRevision ?? 'no-stream';
    if (expected !== 'any' && expected !== actual) throw new WrongExpectedRevisionError(streamId, expected, actual);
    let revision = lastRevision ?? -1;
    const positions: number[] = [];
    for (const event of events) {
      revision += 1;
      positions.push(this.insertEvent(streamId, revision, event, recordedAt));
    }
    // Only once every row is in: an append that fails half way is rolled back by its savepoint.
    events.forEach((event, index) => this.streams.add(streamId, positions[index] as number, event.id));
    return { nextRevision: revision, position: positions.at(-1) as number };
  }

  /**
   * A retry stores nothing and answers what the first attempt answered. Only an exact repeat
   * counts: the same ids, consecutive, in this stream and in this order. Any other id already in
   * the stream, or an id repeated within the append, is a DuplicateEventIdError. Event ids are
   * unique per stream, as in EventStoreDB.
   */
  private findOriginalAppend(streamId: string, events: readonly SerializedEvent[]): AppendResult | null {
    const seen = new Set<string>();
    for (const event of events) {
      if (seen.has(event.id)) throw new DuplicateEventIdError(streamId, event.id);
      seen.add(event.id);
    }
    const revisions = events.map((event) => this.streams.revisionOf(streamId, event.id));
    const [firstRevision] = revisions;
    if (firstRevision === undefined) {
      const repeated = events.find((_, index) => revisions[index] !== undefined);
      if (repeated) throw new DuplicateEventIdError(streamId, repeated.id);
      return null;
    }
    revisions.forEach((revision, index) => {
      if (revision !== firstRevision + index)
        throw new DuplicateEventIdError(streamId, (events[index] as SerializedEvent).id);
    });
    const lastRevision = firstRevision + events.length - 1;
    return { nextRevision: lastRevision, position: this.streams.positionAt(streamId, lastRevision) as number };
  }

  private insertEvent(streamId: string, revision: number, event: SerializedEvent, recordedAt: number): number {
    const { lastInsertRowid } = this.statements.insert.run(
      streamId,
      revision,
      event.id,
      event.type,
      event.data,
      event.metadata,
      recordedAt,
    );
    return Number(lastInsertRowid);
  }

  /** Events after a position, up to the first one still waiting for its sync. */
  private readAfter(afterPosition: number, maxCount: number, types?: readonly string[]): RecordedEvent[] {
    const [firstUnsynced] = this.unsynced;
    const through = firstUnsynced === undefined ? NO_LIMIT : firstUnsynced - 1;
    const rows = types
      ? this.statements.readAllOfTypes.all(afterPosition, through, JSON.stringify(types), maxCount)
      : this.statements.readAll.all(afterPosition, through, maxCount);
    return globalLogEvents(rows);
  }

  /** The last position subscriptions may show: every append up to it is durable (readAfter's bound). */
  get visiblePosition(): number {
    const [firstUnsynced] = this.unsynced;
    return firstUnsynced === undefined ? this.streams.indexedPosition : firstUnsynced - 1;
  }

  /** Calls `listener` whenever appends become visible to subscriptions; answers how to stop. */
  watchVisible(listener: (position: number) => void): () => void {
    this.visibleListeners.add(listener);
    return () => void this.visibleListeners.delete(listener);
  }

  /** Resolves on the next commit of this instance, after the poll interval, on abort or on close. */
  private waitForCommitOrPoll(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.commitWaiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.commitWaiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private wakeSubscriptions(): void {
    for (const wake of [...this.commitWaiters]) wake();
    if (this.visibleListeners.size === 0) return;
    const position = this.visiblePosition;
    for (const listener of this.visibleListeners) listener(position);
  }

  /** Saves where each stream's events are, so the next start reads that and not the whole log. */
  private saveStreamIndex(): void {
    try {
      this.streams.save();
    } catch {
      // Not saved (disk full, read-only folder): the next start indexes the log itself, as at first.
    }
  }

  /** Log rows read to index streams since the log was opened: a start from a saved index reads only the newer ones. */
  get rowsIndexed(): number {
    return this.streams.rowsRead;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event log is closed');
  }
}

function serializeEvent(event: NewEvent): SerializedEvent {
  if (typeof event.id !== 'string' || event.id === '') throw new Error('An event needs a non-empty id');
  if (typeof event.type !== 'string' || event.type === '') throw new Error(`Event ${event.id} needs a non-empty type`);
  return { id: event.id, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) };
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  const [position, streamId, revision, id, type, data, metadata, recordedAt] = row;
  return {
    id,
    streamId,
    revision,
    position,
    checkpoint: String(position),
    type,
    data: parseJsonObject(data),
    // Written by serializeEvent from an EventMetadata, so the shape is known.
    metadata: parseJsonObject(metadata) as unknown as EventMetadata,
    recordedAt: new Date(recordedAt),
  };
}

function assertExpectedRevision(expected: ExpectedRevision): void {
  if (expected === 'any' || expected === 'no-stream') return;
  if (!Number.isSafeInteger(expected) || expected < 0)
    throw new Error(`Invalid expected revision: ${String(expected)}`);
}

function assertPositiveInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
}
