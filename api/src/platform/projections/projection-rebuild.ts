import type { EventLog, RecordedEvent } from '../event-log/event-log.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { FreshCopyWriter } from './fresh-copy-writer.js';
import type { ProjectionTrack } from './projection-track.js';
import { TimeSlice } from './time-slice.js';

/**
 * Events per read of the log. Bigger batches measured slower: a batch stays alive while it is applied, and
 * the young-generation GC copies what is alive.
 */
const BATCH_SIZE = 2_000;
const FRESH_SUFFIX = '__rebuild';

/**
 * Folds the whole log into fresh copies of a projection's collections while the live copies keep
 * serving, then, with live projecting paused between two events, catches up to the head and swaps
 * the fresh copies in by renaming them over the live ones. The fold runs in time slices, so the
 * server keeps answering (and reporting progress) throughout.
 */
export class ProjectionRebuild {
  private readonly targets: ReadonlyMap<string, string>;
  private readonly slice = new TimeSlice();
  private readonly writer: FreshCopyWriter;
  private last: RecordedEvent | null = null;
  private scannedThrough = 0;
  private readonly startedAt = Date.now();

  constructor(
    private readonly log: EventLog,
    private readonly store: ReadStore,
    private readonly track: ProjectionTrack,
    private readonly declareIndexes: (targets: ReadonlyMap<string, string>) => Promise<void>,
  ) {
    this.targets = new Map(track.projection.collections.map((name) => [name, `${name}${FRESH_SUFFIX}`]));
    this.writer = new FreshCopyWriter(store, this.targets, this.slice);
  }

  private get position(): number {
    return this.last?.position ?? 0;
  }

  /** How far the log was read: to the last event folded, or to the head once nothing more was found. */
  private get done(): number {
    return Math.max(this.position, this.scannedThrough);
  }

  async run(pauseLiveWhile: (swap: () => Promise<void>) => Promise<void>): Promise<void> {
    const previousStatus = this.track.status === 'failed' ? 'live' : this.track.status;
    this.track.status = 'rebuilding';
    this.track.rebuild = {
      done: 0,
      total: await this.log.headPosition(),
      eventsPerSecond: 0,
      startedAt: new Date(this.startedAt).toISOString(),
      finishedAt: null,
      error: null,
    };
    try {
      for (const fresh of this.targets.values()) await this.store.dropCollection(fresh);
      await this.declareIndexes(this.targets);
      await this.catchUp();
      await pauseLiveWhile(async () => {
        await this.catchUp();
        for (const [live, fresh] of this.targets) await this.store.renameCollection(fresh, live);
        const checkpoint = this.last?.checkpoint ?? null;
        this.track.checkpoint = this.track.position <= this.position ? checkpoint : this.track.checkpoint;
        this.track.position = Math.max(this.track.position, this.position);
        this.track.status = 'live';
        this.track.outdated = false;
        this.track.error = null;
      });
      this.progress(true, null);
    } catch (error) {
      this.track.status = previousStatus;
      this.progress(true, error instanceof Error ? error.message : String(error));
      for (const fresh of this.targets.values()) await this.store.dropCollection(fresh).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Applies every event after the fresh copy's position up to the log's current head, then writes what the
   * writer held back.
   */
  private async catchUp(): Promise<void> {
    const { projection } = this.track;
    // Only what the projection folds: the log skips the rest without building it (most of a log is claims).
    const only = projection.eventTypes ? { types: projection.eventTypes } : {};
    for (;;) {
      const batch = await this.log.readAll(this.last?.checkpoint ?? null, BATCH_SIZE, only);
      if (batch.length === 0) break;
      for (const event of batch) {
        if (this.track.reads(event)) await projection.apply(event, this.writer.at(event));
        this.last = event;
        if (this.slice.due) {
          this.progress(false, null);
          await this.slice.yield();
        }
      }
      this.progress(false, null);
    }
    // Nothing more to fold up to the head: progress counts the events skipped after the last one folded.
    this.scannedThrough = Math.max(this.scannedThrough, await this.log.headPosition());
    await this.writer.flush();
    // Committed before the swap: dropping the old copy in the transaction that wrote the new one took seconds.
    await this.store.commit();
  }

  private progress(finished: boolean, error: string | null): void {
    const seconds = Math.max((Date.now() - this.startedAt) / 1000, 0.001);
    const previous = this.track.rebuild;
    this.track.rebuild = {
      done: this.done,
      total: Math.max(previous?.total ?? 0, this.done),
      eventsPerSecond: Math.round(this.done / seconds),
      startedAt: new Date(this.startedAt).toISOString(),
      finishedAt: finished ? new Date().toISOString() : null,
      error,
    };
  }
}
