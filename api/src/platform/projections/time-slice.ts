import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work done between two turns of the event loop. Long folds (a rebuild, a start-up catch-up) run
 * on the same thread as HTTP: a request that arrives meanwhile waits for the slice to end. 10 ms
 * keeps that wait far below what a client notices, while the cost of a turn (~10 µs) stays noise.
 */
export const SLICE_MS = 10;

/**
 * Yields on elapsed time, not every N events: events differ in cost by orders of magnitude (a
 * branch edit sets one field, a user edit reads the document back and folds search text), so
 * a count that is right for one projection blocks for hundreds of ms on another.
 */
export class TimeSlice {
  private started = performance.now();

  constructor(private readonly sliceMs: number = SLICE_MS) {}

  /** Whether this slice is used up; cheap enough to ask after every event. */
  get due(): boolean {
    return performance.now() - this.started >= this.sliceMs;
  }

  /**
   * Gives the event loop a turn, then starts a new slice. setImmediate, not a resolved promise:
   * only a macrotask lets timers and I/O (incoming requests) run in between.
   */
  async yield(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }
}
