import type { EventLog } from '../event-log/event-log.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { reasonOf } from '../logging/reason-of.js';
import { FreshFold } from './fresh-fold.js';
import type { ProjectionTrack } from './projection-track.js';

const FRESH_SUFFIX = '__rebuild';

/**
 * Folds the whole log into fresh copies of a projection's collections while the live copies keep
 * serving, then, with live projecting paused between two events, catches up to the head and swaps
 * the fresh copies in by renaming them over the live ones. The fold runs in time slices, so the
 * server keeps answering (and reporting progress) throughout. A fold that fails leaves the live
 * copies serving as they were, and the track says why (`error`).
 */
export class ProjectionRebuild {
  private readonly fold: FreshFold;
  private readonly startedAt = Date.now();
  /**
   * The log's head when the rebuild started: what `done` grows to (past it, as events arrive). Until
   * the head is read, the live copy's position, which it is at least.
   */
  private total: number;

  constructor(
    private readonly log: EventLog,
    private readonly store: ReadStore,
    private readonly track: ProjectionTrack,
  ) {
    this.total = track.position;
    const targets = new Map(track.projection.collections.map((name) => [name, `${name}${FRESH_SUFFIX}`]));
    this.fold = new FreshFold(this.log, store, track, targets);
  }

  async run(pauseLiveWhile: (swap: () => Promise<void>) => Promise<void>): Promise<void> {
    const previousStatus = this.track.status;
    this.track.status = 'rebuilding';
    // Set before the first await: whoever started the rebuild sees its progress, not the last one's.
    this.progress(false, null);
    try {
      this.total = await this.log.headPosition();
      await this.fold.prepare();
      await this.fold.catchUp(() => this.progress(false, null));
      // Live projecting waits meanwhile: its writes would wait for each index on the store's lock.
      await pauseLiveWhile(() => this.fold.buildIndexes());
      await pauseLiveWhile(async () => {
        await this.fold.catchUp(() => this.progress(false, null));
        for (const [live, fresh] of this.fold.targets) await this.store.renameCollection(fresh, live);
        const { position, checkpoint } = this.fold;
        this.track.checkpoint = this.track.position <= position ? checkpoint : this.track.checkpoint;
        this.track.position = Math.max(this.track.position, position);
        this.track.status = 'live';
        this.track.outdated = false;
        this.track.held = false;
        this.track.error = null;
      });
      this.progress(true, null);
    } catch (error) {
      // The live copies were not touched: they serve as before, a failed one still held on its event.
      this.track.status = previousStatus;
      this.progress(true, reasonOf(error));
      // A held copy keeps saying why it is held; a serving one says why the rebuild that left it failed.
      if (!this.track.held) this.track.error = `Rebuild failed: ${reasonOf(error)}`;
      await this.fold.drop();
      throw error;
    }
  }

  private progress(finished: boolean, error: string | null): void {
    const done = this.fold.done;
    const seconds = Math.max((Date.now() - this.startedAt) / 1000, 0.001);
    this.total = Math.max(this.total, done);
    this.track.rebuild = {
      done,
      total: this.total,
      eventsPerSecond: Math.round(done / seconds),
      startedAt: new Date(this.startedAt).toISOString(),
      finishedAt: finished ? new Date().toISOString() : null,
      error,
    };
  }
}
