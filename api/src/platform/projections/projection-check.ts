import type { ProjectionCheckResult } from '@boxstudio/contracts';
import type { EventLog } from '../event-log/event-log.port.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { CopyComparison } from './copy-comparison.js';
import { reasonOf } from '../logging/reason-of.js';
import { FreshFold } from './fresh-fold.js';
import type { ProjectionTrack } from './projection-track.js';
import { TimeSlice } from './time-slice.js';

const SCRATCH_SUFFIX = '__check';
/** Differences a result lists; it says when there were more (`truncated`). */
export const DIFFERENCES_KEPT = 100;

/**
 * A consistency check: folds the log from scratch into scratch copies of a projection's collections,
 * never past the live copy's position, then, with live projecting paused between two events, folds
 * the rest up to exactly that position and compares both copies document by document. Comparing at
 * one position is what makes a difference mean something; the pause lasts the comparison, which
 * yields in time slices, so reads keep answering (a command's answer waits for it, as for a swap).
 * The scratch copies are dropped at the end, whatever happened.
 */
export class ProjectionCheck {
  private readonly slice = new TimeSlice();
  private readonly fold: FreshFold;
  private readonly comparison = new CopyComparison(this.slice, DIFFERENCES_KEPT);
  private readonly startedAt = new Date().toISOString();
  /** Where the scratch copy has got to; once compared, where both copies stood. */
  private position = 0;

  constructor(
    log: EventLog,
    private readonly store: ReadStore,
    private readonly track: ProjectionTrack,
  ) {
    const targets = new Map(track.projection.collections.map((name) => [name, `${name}${SCRATCH_SUFFIX}`]));
    this.fold = new FreshFold(log, store, track, targets, this.slice);
  }

  /** Never rejects: a check that cannot finish says why in its result's `error`. */
  async run(pauseLiveWhile: (work: () => Promise<void>) => Promise<void>): Promise<ProjectionCheckResult> {
    // Set before the first await: the track is busy from the moment the check is asked for.
    this.report(false, null);
    let error: string | null = null;
    try {
      await this.fold.prepare();
      const progress = (): void => void this.report(false, null);
      // The live copy moves on meanwhile: the scratch copy follows it, never passing it.
      await this.fold.catchUp(progress, () => this.track.position);
      await pauseLiveWhile(async () => {
        await this.fold.catchUp(progress, () => this.track.position);
        this.position = this.track.position;
        for (const [live, scratch] of this.fold.targets)
          await this.comparison.compare(live, this.store.collection(live), this.store.collection(scratch), progress);
      });
    } catch (failure) {
      error = reasonOf(failure);
    }
    await this.fold.drop();
    // Finished only once the scratch copies are gone: the next check of this read model starts afresh.
    return this.report(true, error);
  }

  private report(finished: boolean, error: string | null): ProjectionCheckResult {
    const { documents, differences, found } = this.comparison;
    const result: ProjectionCheckResult = {
      name: this.track.name,
      position: finished || this.position > 0 ? this.position : this.fold.position,
      startedAt: this.startedAt,
      finishedAt: finished ? new Date().toISOString() : null,
      documents,
      consistent: finished && error === null && differences === 0,
      differences: [...found],
      truncated: differences > found.length,
      error,
    };
    this.track.check = result;
    return result;
  }
}
