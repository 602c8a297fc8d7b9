import type { ProjectionCheckResult, ProjectionRebuildProgress, ProjectionStatus } from '@boxstudio/contracts';
import type { RecordedEvent } from '../event-log/event-log.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { ProjectionWriter, type Projection } from './projection.js';
import { RateMeter } from './rate-meter.js';

/** The runner's bookkeeping for one projection. */
export class ProjectionTrack {
  position = 0;
  checkpoint: string | null = null;
  /** What it is doing; `behind` and `stopped` are worked out when it is described (ProjectionRunner.describe). */
  status: Exclude<ProjectionStatus, 'behind' | 'stopped'> = 'starting';
  /** Why it failed, or why its last rebuild failed. */
  error: string | null = null;
  /**
   * The live copy stopped on an event it could not apply: nothing more is applied to it (it would
   * miss that event) until a rebuild replaces it, even while the rebuild runs.
   */
  held = false;
  rebuild: ProjectionRebuildProgress | null = null;
  /** The last consistency check; a check is running while its `finishedAt` is null. */
  check: ProjectionCheckResult | null = null;
  /** The events the live copy takes in (those it has no handler for too), for its rate. */
  readonly taken = new RateMeter();
  /**
   * Its stored documents were written by another version of the projection: they keep serving as
   * they are, and nothing is applied to them, until a rebuild's fresh copies replace them.
   */
  outdated = false;
  private readonly types: ReadonlySet<string> | null;
  /** Live collection names mapped to themselves: where the live copy is written. */
  readonly liveTargets: ReadonlyMap<string, string>;
  /** Writes the live copy; one for all events, moved along with `at(event)`. */
  readonly liveWriter: ProjectionWriter;
  /**
   * Writes the live copy instead while it is first filled at start-up (ProjectionRunner.start),
   * as a rebuild fills a fresh copy: no position guards, and the `$set`s a document receives merged.
   */
  loader: ProjectionWriter | null = null;

  constructor(
    readonly projection: Projection,
    store: ReadStore,
  ) {
    this.types = projection.eventTypes ? new Set(projection.eventTypes) : null;
    this.liveTargets = new Map(projection.collections.map((name) => [name, name]));
    this.liveWriter = new ProjectionWriter(store, this.liveTargets);
  }

  /** Where the next live event is written. */
  get writer(): ProjectionWriter {
    return this.loader ?? this.liveWriter;
  }

  get name(): string {
    return this.projection.name;
  }

  get version(): number {
    return this.projection.version ?? 1;
  }

  /** Whether the live copy should get this event now. */
  wants(event: RecordedEvent): boolean {
    return !this.outdated && !this.held && event.position > this.position;
  }

  /** A rebuild or a consistency check is running: one at a time per read model. */
  get busy(): 'PROJECTION.ALREADY_REBUILDING' | 'PROJECTION.ALREADY_CHECKING' | null {
    if (this.status === 'rebuilding') return 'PROJECTION.ALREADY_REBUILDING';
    return this.check?.finishedAt === null ? 'PROJECTION.ALREADY_CHECKING' : null;
  }

  reads(event: RecordedEvent): boolean {
    return this.types === null || this.types.has(event.type);
  }

  advanceTo(event: RecordedEvent): void {
    this.position = event.position;
    this.checkpoint = event.checkpoint;
  }
}
