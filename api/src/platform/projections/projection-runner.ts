import type { ProjectionCheckResult, ProjectionInfo, ProjectionStatus } from '@boxstudio/contracts';
import { conflict, notFound } from '../domain/domain-error.js';
import type { EventLog, RecordedEvent } from '../event-log/event-log.port.js';
import { SILENT, type LogSink } from '../logging/log-sink.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { CheckpointStore, type StoredCheckpoint } from './checkpoint-store.js';
import { FreshCopyWriter, MAX_HELD_DOCS } from './fresh-copy-writer.js';
import { reasonOf } from '../logging/reason-of.js';
import { measured, type LogMoment } from './log-lag.js';
import { ProjectionCheck } from './projection-check.js';
import { type ProjectionRegistry } from './projection-registry.js';
import { ProjectionTrack } from './projection-track.js';
import { declareIndexes } from './projection.js';
import { ProjectionRebuild } from './projection-rebuild.js';
import { Projections, type RebuildHandle } from './projections.js';
import { type ReadYourWrites } from './read-your-writes.js';
import { TimeSlice } from './time-slice.js';

/** Checkpoints are saved after this many events, or shortly after the log goes quiet. */
const SAVE_EVERY_EVENTS = 1000;
const SAVE_AFTER_MS = 100;

export interface ProjectionRunnerOptions {
  readonly logger?: LogSink;
  /**
   * When a command's answer may go out (ReadYourWrites): once its events are `applied` (the server
   * reads through the connection that wrote them), or once they are `committed` (it reads through
   * another connection: the projections worker's). Committed: a commit follows each batch at once.
   */
  readonly visibleWhen?: 'applied' | 'committed';
}

/**
 * Feeds the global log, in order, to every projection from its own checkpoint. One catch-up
 * subscription serves all live projections; a rebuild runs beside it on a fresh copy and is
 * swapped in between two events.
 */
export class ProjectionRunner extends Projections {
  private readonly logger: LogSink;
  private readonly visibleWhen: 'applied' | 'committed';
  private readonly tracks = new Map<string, ProjectionTrack>();
  private readonly checkpoints: CheckpointStore;
  private abort = new AbortController();
  private loop: Promise<void> | null = null;
  /** The loop has ended (stopped, or the log failed): no projection is live any more. */
  private loopEnded = false;
  private applying: Promise<void> = Promise.resolve();
  private paused: Promise<void> | null = null;
  /** Pauses run one after another: two swaps (or checks) at once must not resume each other's pause. */
  private pauses: Promise<void> = Promise.resolve();
  /** Told when a rebuild or a check starts or ends (the projections console's stream). */
  private readonly watchers = new Set<() => void>();
  private unsavedEvents = 0;
  /** Cancels the save scheduled, if one is. */
  private cancelSave: (() => void) | null = null;
  private checkpointsSavedAt = 0;
  private loopError: string | null = null;

  constructor(
    private readonly log: EventLog,
    private readonly store: ReadStore,
    private readonly registry: ProjectionRegistry,
    private readonly readYourWrites: ReadYourWrites,
    options: ProjectionRunnerOptions = {},
  ) {
    super();
    this.checkpoints = new CheckpointStore(store);
    this.logger = options.logger ?? SILENT;
    this.visibleWhen = options.visibleWhen ?? 'applied';
  }

  /**
   * Starts projecting and resolves once every projection has caught up with the log's head.
   *
   * A projection that starts from nothing (no checkpoint, empty collections: a new data folder, a
   * new projection) is filled the way a rebuild fills a fresh copy, without
   * position guards and with each document's `$set`s merged; nothing reads it before start()
   * resolves. That halves the start-up of a large log. It then goes on with guarded writes.
   */
  async start(): Promise<void> {
    if (this.loop) return;
    const loading = new TimeSlice();
    // Every projection may start from nothing at once: together they hold what one rebuild may.
    const heldPerLoader = Math.ceil(MAX_HELD_DOCS / Math.max(1, this.registry.all().length));
    for (const projection of this.registry.all()) {
      const track = new ProjectionTrack(projection, this.store);
      const saved = await this.checkpoints.load(projection.name);
      track.position = saved.position;
      track.checkpoint = saved.checkpoint;
      track.outdated = saved.position > 0 && saved.version !== track.version;
      const filling = saved.position === 0 && (await this.holdsNothing(track));
      // A read model filled from nothing gets its indexes once filled (finishLoading), or when first queried.
      await declareIndexes(this.store, projection, track.liveTargets, { deferred: filling });
      if (filling)
        track.loader = new FreshCopyWriter(this.store, track.liveTargets, loading, { maxHeld: heldPerLoader });
      this.tracks.set(projection.name, track);
    }
    const head = await this.log.headPosition();
    // Where each projection's checkpoint is, its documents are committed.
    this.readYourWrites.advance(this.lowestPosition());
    this.loopEnded = false;
    this.loop = this.run();
    const loopEnded = this.loop.then(() => {
      throw new Error(`Projections stopped before catching up: ${this.loopError ?? 'stopped'}`);
    });
    await Promise.race([this.readYourWrites.waitFor(head, null), loopEnded]);
    await this.whilePaused(() => this.finishLoading());
    for (const track of this.tracks.values()) if (track.status === 'starting') track.status = 'live';
    for (const track of this.tracks.values()) {
      if (!track.outdated) continue;
      this.logger.log(`Projection ${track.name} changed to version ${track.version}: rebuilding it`);
      void this.startRebuild(track.name).done;
    }
  }

  private async holdsNothing(track: ProjectionTrack): Promise<boolean> {
    for (const name of track.projection.collections) if ((await this.store.collection(name).count()) > 0) return false;
    return true;
  }

  /** Writes what the start-up loaders held back; from the next event on, writes are guarded. */
  private async finishLoading(): Promise<void> {
    for (const track of this.tracks.values()) {
      const { loader } = track;
      if (!loader) continue;
      track.loader = null;
      await loader.flush();
      await declareIndexes(this.store, track.projection, track.liveTargets);
    }
  }

  async stop(): Promise<void> {
    if (!this.loop) return;
    this.abort.abort();
    await this.loop;
    this.loop = null;
    this.abort = new AbortController();
    await this.saveCheckpoints(true);
  }

  get running(): boolean {
    return this.loop !== null && this.loopError === null;
  }

  get failure(): string | null {
    // A held live copy stays failed while a rebuild that would replace it runs.
    return this.loopError ?? [...this.tracks.values()].find((track) => track.held)?.error ?? null;
  }

  /**
   * Each projection's state, measured at one moment (the log's head then). Cheap enough for the
   * console's stream: no read of the log for a projection at the head, one per checkpoint otherwise.
   */
  async describe(moment?: LogMoment): Promise<ProjectionInfo[]> {
    const tracks = await measured(this.log, [...this.tracks.values()], moment);
    return tracks.map(({ reader: track, lag: { head, lag, lagSeconds, eventsPerSecond, behind } }) => ({
      name: track.name,
      collections: track.projection.collections,
      status: this.statusOf(track, behind),
      checkpoint: track.position,
      lag,
      head,
      lagSeconds,
      eventsPerSecond,
      version: track.version,
      error: track.error,
      rebuild: track.rebuild,
      check: track.check,
    }));
  }

  private statusOf(track: ProjectionTrack, behind: boolean): ProjectionStatus {
    if (track.status === 'rebuilding' || track.status === 'failed') return track.status;
    if (this.loopEnded) return 'stopped';
    return track.status === 'live' && behind ? 'behind' : track.status;
  }

  /** Calls `listener` whenever a rebuild or a consistency check starts or ends; answers how to stop. */
  watch(listener: () => void): () => void {
    this.watchers.add(listener);
    return () => void this.watchers.delete(listener);
  }

  private notify(): void {
    for (const listener of this.watchers) listener();
  }

  async rebuild(name: string): Promise<RebuildHandle> {
    const { done, track } = this.startRebuild(name);
    return { done, progress: () => track.rebuild };
  }

  /** Starts rebuilding one projection into a fresh copy; the live copy keeps serving meanwhile. */
  startRebuild(name: string): { done: Promise<void>; track: ProjectionTrack } {
    const track = this.idleTrack(name);
    const rebuild = new ProjectionRebuild(this.log, this.store, track);
    const done = rebuild
      .run((swap) => this.whilePaused(swap))
      .then(
        async () => {
          await this.checkpoints.save(name, this.checkpointOf(track));
          await this.store.commit();
        },
        (error: unknown) => this.logger.error(`Rebuild of ${name} failed: ${reasonOf(error)}`),
      )
      .finally(() => this.notify());
    this.notify();
    return { done, track };
  }

  /**
   * Checks one projection against a fresh fold of the log (ProjectionCheck); resolves with the
   * result, which the track keeps.
   */
  startCheck(name: string): Promise<ProjectionCheckResult> {
    const track = this.idleTrack(name);
    const check = new ProjectionCheck(this.log, this.store, track);
    const done = check.run((work) => this.whilePaused(work)).finally(() => this.notify());
    this.notify();
    return done;
  }

  /** The projection, when neither a rebuild nor a check runs on it: one at a time per read model. */
  private idleTrack(name: string): ProjectionTrack {
    const track = this.tracks.get(name);
    if (!track) throw notFound('PROJECTION.NOT_FOUND');
    if (track.busy) throw conflict(track.busy);
    return track;
  }

  private async run(): Promise<void> {
    const from = this.lowestTrack();
    // A catch-up (at start-up, or after a burst of appends) is a long fold: it yields on time, not
    // only between the subscription's batches, whose cost depends on the projections.
    const slice = new TimeSlice();
    try {
      const events = this.log.subscribeAll(from?.checkpoint ?? null, { signal: this.abort.signal, batchSize: 1000 });
      for await (const event of events) {
        if (this.paused) await this.paused;
        this.applying = this.applyLive(event);
        await this.applying;
        if (slice.due) await slice.yield();
      }
    } catch (error) {
      if (this.abort.signal.aborted) return;
      this.loopError = reasonOf(error);
      this.logger.error(`Projection loop stopped: ${this.loopError}`);
    } finally {
      this.loopEnded = true;
    }
  }

  private async applyLive(event: RecordedEvent): Promise<void> {
    const now = Date.now();
    for (const track of this.tracks.values()) {
      if (!track.wants(event)) continue;
      if (track.reads(event)) {
        try {
          await track.projection.apply(event, track.writer.at(event));
        } catch (error) {
          track.status = 'failed';
          track.held = true;
          track.error = `${event.type} at ${event.position}: ${reasonOf(error)}`;
          this.logger.error(`Projection ${track.name} failed on ${track.error}`);
          continue;
        }
      }
      track.advanceTo(event);
      track.taken.record(now);
    }
    if (this.visibleWhen === 'applied') this.readYourWrites.advance(Math.max(this.lowestPosition(), event.position));
    this.scheduleSave();
  }

  /** Runs `work` between two live events: nothing is applied to live copies meanwhile. */
  private whilePaused(work: () => Promise<void>): Promise<void> {
    const paused = this.pauses.then(() => this.pausedFor(work));
    this.pauses = paused.catch(() => undefined);
    return paused;
  }

  private async pausedFor(work: () => Promise<void>): Promise<void> {
    let resume = (): void => undefined;
    this.paused = new Promise<void>((resolve) => (resume = resolve));
    try {
      await this.applying;
      await work();
    } finally {
      this.paused = null;
      resume();
    }
  }

  private scheduleSave(): void {
    this.unsavedEvents += 1;
    if (this.unsavedEvents >= SAVE_EVERY_EVENTS) {
      void this.saveCheckpoints(true);
      return;
    }
    if (this.cancelSave) return;
    const save = (): void => void this.saveCheckpoints();
    // Committed visibility: the answers wait for the commit, made once the batch read is applied.
    if (this.visibleWhen === 'committed') {
      const immediate = setImmediate(save);
      this.cancelSave = () => clearImmediate(immediate);
    } else {
      const timer = setTimeout(save, SAVE_AFTER_MS);
      this.cancelSave = () => clearTimeout(timer);
    }
  }

  /**
   * Commits what was applied, with the checkpoints. Committing after each batch (committed
   * visibility), the checkpoints are written at most every SAVE_AFTER_MS (or `all` events): a
   * checkpoint behind the documents committed only replays events, applied idempotently, and each
   * commit rewriting every projection's row filled the WAL, whose copies back then took the time.
   */
  private async saveCheckpoints(all = false): Promise<void> {
    this.cancelSave?.();
    this.cancelSave = null;
    const marking = all || this.visibleWhen === 'applied' || Date.now() - this.checkpointsSavedAt >= SAVE_AFTER_MS;
    if (marking) {
      this.unsavedEvents = 0;
      this.checkpointsSavedAt = Date.now();
    }
    try {
      for (const track of marking ? this.tracks.values() : []) {
        if (track.status === 'rebuilding' && track.rebuild?.finishedAt === null) continue;
        // A loader still holds writes: a checkpoint past them would skip them after a crash.
        if (track.loader || track.outdated) continue;
        await this.checkpoints.save(track.name, this.checkpointOf(track));
      }
      // Each checkpoint becomes durable with the documents written up to it, in one transaction.
      const visible = this.lowestPosition();
      await this.store.commit();
      if (this.visibleWhen === 'committed') this.readYourWrites.advance(visible);
    } catch (error) {
      // A lost checkpoint only means a replay of events that are applied idempotently.
      this.logger.warn(`Saving projection checkpoints failed: ${String(error)}`);
    }
  }

  private checkpointOf(track: ProjectionTrack): StoredCheckpoint {
    return { position: track.position, checkpoint: track.checkpoint, version: track.version };
  }

  private lowestTrack(): ProjectionTrack | undefined {
    let lowest: ProjectionTrack | undefined;
    for (const track of this.tracks.values())
      if (!track.outdated && (!lowest || track.position < lowest.position)) lowest = track;
    return lowest;
  }

  private lowestPosition(): number {
    let lowest = Number.POSITIVE_INFINITY;
    // An outdated projection answers as it was until its rebuild is swapped in: no one waits for it.
    for (const track of this.tracks.values())
      if (!track.held && !track.outdated) lowest = Math.min(lowest, track.position);
    return Number.isFinite(lowest) ? lowest : 0;
  }
}
