import type { EventLog, RecordedEvent } from '../event-log/event-log.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { ProjectionWriter } from './projection.js';
import type { ProjectionTrack } from './projection-track.js';

const BATCH_SIZE = 2000;
const FRESH_SUFFIX = '__rebuild';

/**
 * Folds the whole log into fresh copies of a projection's collections while the live copies keep
 * serving, then, with live projecting paused between two events, catches up to the head and swaps
 * the fresh copies in by renaming them over the live ones.
 */
export class ProjectionRebuild {
  private readonly targets: ReadonlyMap<string, string>;
  private position = 0;
  private checkpoint: string | null = null;
  private readonly startedAt = Date.now();

  constructor(
    private readonly log: EventLog,
    private readonly store: ReadStore,
    private readonly track: ProjectionTrack,
    private readonly declareIndexes: (targets: ReadonlyMap<string, string>) => Promise<void>,
  ) {
    this.targets = new Map(track.projection.collections.map((name) => [name, `${name}${FRESH_SUFFIX}`]));
  }

  async run(pauseLiveWhile: (swap: () => Promise<void>) => Promise<void>): Promise<void> {
    const previousStatus = this.track.status === 'failed' ? 'live' : this.track.status;
    this.track.status = 'rebuilding';
    this.track.rebuild = { done: 0, total: await this.log.headPosition(), eventsPerSecond: 0, startedAt: new Date(this.startedAt).toISOString(), finishedAt: null, error: null };
    try {
      for (const fresh of this.targets.values()) await this.store.dropCollection(fresh);
      await this.declareIndexes(this.targets);
      await this.catchUp();
      await pauseLiveWhile(async () => {
        await this.catchUp();
        for (const [live, fresh] of this.targets) await this.store.renameCollection(fresh, live);
        this.track.position = Math.max(this.track.position, this.position);
        this.track.checkpoint = this.track.position === this.position ? this.checkpoint : this.track.checkpoint;
        this.track.status = 'live';
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

  /** Applies every event after the fresh copy's position, up to the log's current head. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const batch = await this.log.readAll(this.checkpoint, BATCH_SIZE);
      if (batch.length === 0) return;
      for (const event of batch) await this.apply(event);
      this.progress(false, null);
      // Let requests (and progress reads) in between batches: a rebuild must not freeze the server.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async apply(event: RecordedEvent): Promise<void> {
    if (this.track.reads(event)) {
      await this.track.projection.apply(event, new ProjectionWriter(this.store, this.targets, event));
    }
    this.position = event.position;
    this.checkpoint = event.checkpoint;
  }

  private progress(finished: boolean, error: string | null): void {
    const seconds = Math.max((Date.now() - this.startedAt) / 1000, 0.001);
    const previous = this.track.rebuild;
    this.track.rebuild = {
      done: this.position,
      total: Math.max(previous?.total ?? 0, this.position),
      eventsPerSecond: Math.round(this.position / seconds),
      startedAt: new Date(this.startedAt).toISOString(),
      finishedAt: finished ? new Date().toISOString() : null,
      error,
    };
  }
}
