import type { EventLog, RecordedEvent } from '../event-log/event-log.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { FreshCopyWriter } from './fresh-copy-writer.js';
import { declareIndexes } from './projection.js';
import type { ProjectionTrack } from './projection-track.js';
import { TimeSlice } from './time-slice.js';
import { reasonOf } from '../logging/reason-of.js';

/**
 * Events per read of the log. Bigger batches measured slower: a batch stays alive while it is applied, and
 * the young-generation GC copies what is alive (500 folded the 1M-event history as fast as 2,000 or faster).
 */
const BATCH_SIZE = 500;

/**
 * Folds the log from scratch into copies of a projection's collections that nobody reads yet (a
 * rebuild's fresh copy, a consistency check's scratch copy), through a FreshCopyWriter, in time
 * slices so the server keeps answering throughout.
 */
export class FreshFold {
  private readonly writer: FreshCopyWriter;
  private last: RecordedEvent | null = null;
  private scannedThrough = 0;

  constructor(
    private readonly log: EventLog,
    private readonly store: ReadStore,
    private readonly track: ProjectionTrack,
    /** Live collection name → the copy it is folded into. */
    readonly targets: ReadonlyMap<string, string>,
    private readonly slice: TimeSlice = new TimeSlice(),
  ) {
    this.writer = new FreshCopyWriter(store, targets, slice);
  }

  /** Log position of the last event folded. */
  get position(): number {
    return this.last?.position ?? 0;
  }

  get checkpoint(): string | null {
    return this.last?.checkpoint ?? null;
  }

  /** How far the log was read: to the last event folded, or further once nothing more was found. */
  get done(): number {
    return Math.max(this.position, this.scannedThrough);
  }

  /**
   * Empties the copies (what an earlier fold left) and declares the projection's indexes on them,
   * deferred: an index the fold's own queries need is built when they first ask, the others once
   * the copies are filled (buildIndexes), from their rows, several times faster than row by row.
   */
  async prepare(): Promise<void> {
    for (const copy of this.targets.values()) await this.store.dropCollection(copy);
    await declareIndexes(this.store, this.track.projection, this.targets, { deferred: true });
  }

  /** Drops the copies, quietly: it runs after a failure too, and must not hide it. */
  async drop(): Promise<void> {
    for (const copy of this.targets.values()) await this.store.dropCollection(copy).catch(() => undefined);
  }

  /**
   * Applies every event after the fold's position up to the log's head, or up to `bound()` (read again
   * before each batch, as the live copy it follows moves on), calling `progress` at least once a slice;
   * then writes what the writer held back and commits.
   */
  async catchUp(progress: () => void, bound: () => number = () => Number.POSITIVE_INFINITY): Promise<void> {
    const { projection } = this.track;
    // Only what the projection folds: the log skips the rest without building it (most of a log is claims).
    const only = projection.eventTypes ? { types: projection.eventTypes } : {};
    let limit = bound();
    for (;;) {
      const batch = await this.log.readAll(this.checkpoint, BATCH_SIZE, only);
      if (batch.length === 0) break;
      const passedBound = await this.applyUpTo(batch, limit, progress);
      progress();
      if (passedBound) break;
      limit = bound();
    }
    // Nothing more to fold up to the head (or the bound): progress counts the events skipped after the last one.
    this.scannedThrough = Math.max(this.scannedThrough, Math.min(limit, await this.log.headPosition()));
    progress();
    await this.writer.flush();
    // Committed before the swap: dropping the old copy in the transaction that wrote the new one took seconds.
    await this.store.commit();
  }

  /** Folds the batch's events up to `limit`; answers whether it met one past it. */
  private async applyUpTo(batch: readonly RecordedEvent[], limit: number, progress: () => void): Promise<boolean> {
    for (const event of batch) {
      if (event.position > limit) return true;
      await this.apply(event);
      if (this.slice.due) {
        progress();
        await this.slice.yield();
      }
    }
    return false;
  }

  /**
   * Builds what the copies' indexes deferred, once the fold has caught up (the embedded store on a thread
   * of its own; renaming a copy would build them too, on the event loop).
   */
  async buildIndexes(): Promise<void> {
    for (const copy of this.targets.values()) await this.store.buildIndexes(copy);
  }

  private async apply(event: RecordedEvent): Promise<void> {
    try {
      if (this.track.reads(event)) await this.track.projection.apply(event, this.writer.at(event));
    } catch (error) {
      // Said as a live failure says it (ProjectionRunner.applyLive): which event, then why.
      throw new Error(`${event.type} at ${event.position}: ${reasonOf(error)}`, { cause: error });
    }
    this.last = event;
  }
}
