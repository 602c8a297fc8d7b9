import Database from 'better-sqlite3';
import type { AppendResult, EventLog, ReadAllOptions, RecordedEvent, SubscribeOptions } from './event-log.port.js';
import { followGlobalLog, globalLogEvents, parseCheckpoint, prepareGlobalReads } from './sqlite-log-rows.js';

/**
 * The embedded log as the projections worker reads it: the global log only, on a connection of its
 * own, up to the position the server's log has made visible (`advance`, told after each WAL sync:
 * an event is never folded before it is durable). It appends nothing and keeps no stream index.
 */
export class SqliteLogReader implements EventLog {
  private readonly reads: ReturnType<typeof prepareGlobalReads>;
  private readonly waiters = new Set<() => void>();
  private closed = false;

  private constructor(
    private readonly db: Database.Database,
    private visible: number,
  ) {
    this.reads = prepareGlobalReads(db);
  }

  /** Opens the log file the server writes; `visible` is how far the server has made it visible. */
  static open(filePath: string, visible: number): SqliteLogReader {
    const db = new Database(filePath, { fileMustExist: true });
    try {
      db.pragma('query_only = 1');
      return new SqliteLogReader(db, visible);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** The server's log made every event up to `position` visible. */
  advance(position: number): void {
    if (position <= this.visible) return;
    this.visible = position;
    for (const wake of [...this.waiters]) wake();
  }

  append(): Promise<AppendResult> {
    return Promise.reject(new Error('The projections worker reads the log; the server appends'));
  }

  readStream(): Promise<RecordedEvent[]> {
    return Promise.reject(new Error('The projections worker reads the global log only'));
  }

  async readAll(after: string | null, maxCount: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    return this.readAfter(parseCheckpoint(after), maxCount, options.types);
  }

  subscribeAll(after: string | null, options: SubscribeOptions = {}): AsyncGenerator<RecordedEvent, void, undefined> {
    return followGlobalLog(
      {
        isClosed: () => this.closed,
        readAfter: (afterPosition, maxCount) => this.readAfter(afterPosition, maxCount),
        untilMore: (signal) => this.untilAdvanced(signal),
      },
      after,
      options,
    );
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    return this.visible;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const wake of [...this.waiters]) wake();
    this.db.close();
  }

  private readAfter(afterPosition: number, maxCount: number, types?: readonly string[]): RecordedEvent[] {
    const rows = types
      ? this.reads.readAllOfTypes.all(afterPosition, this.visible, JSON.stringify(types), maxCount)
      : this.reads.readAll.all(afterPosition, this.visible, maxCount);
    return globalLogEvents(rows);
  }

  private untilAdvanced(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = (): void => {
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event log is closed');
  }
}
