import { closeSync, fdatasync, openSync } from 'node:fs';

/** Makes a file's written data durable; `fdatasync` on the thread pool unless a test gives another. */
export type SyncFile = (fd: number) => Promise<void>;

export const fdatasyncOffThread: SyncFile = (fd) =>
  new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Syncs the log's write-ahead file on Node's thread pool instead of inside SQLite's commit.
 *
 * With `synchronous = FULL` SQLite fsyncs the WAL inside every commit, on the event loop: about a
 * fifth of the server's time under a steady stream of commands, during which nothing else ran.
 * With `synchronous = NORMAL` SQLite still syncs around checkpoints (so the database file is never
 * left half-copied) but not at commit; this class does that sync, off the event loop, and the log
 * acknowledges an append only once it is done. Requests made while a sync runs share the next
 * one, so, as with the group commit, one fsync serves everything written before it started.
 */
export class WalSync {
  private fd: number | null = null;
  private running = false;
  private waiting: Waiter[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly walPath: string,
    private readonly syncFile: SyncFile = fdatasyncOffThread,
  ) {}

  /** Resolves once everything written to the WAL before this call is on disk. */
  sync(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.running) this.run();
    });
  }

  /** Resolves when no sync is running or waiting (before the file is closed). */
  idle(): Promise<void> {
    if (!this.running && this.waiting.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private run(): void {
    // Everything asked for so far was written before this sync starts, so this one sync covers it.
    const served = this.waiting;
    this.waiting = [];
    this.running = true;
    let started: Promise<void>;
    try {
      // Opened on first use: SQLite creates the WAL with the first write. fsync applies to the file,
      // whichever descriptor asks.
      this.fd ??= openSync(this.walPath, 'r');
      started = this.syncFile(this.fd);
    } catch (error) {
      started = Promise.reject(error);
    }
    started
      .then(
        () => served.forEach((waiter) => waiter.resolve()),
        (error: unknown) => served.forEach((waiter) => waiter.reject(error)),
      )
      .finally(() => {
        this.running = false;
        if (this.waiting.length > 0) return this.run();
        for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
  }
}
