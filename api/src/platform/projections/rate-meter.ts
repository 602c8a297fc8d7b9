/** How long a rate is measured over: long enough to smooth a burst, short enough to show a stall. */
export const RATE_WINDOW_MS = 5_000;
const BUCKET_MS = 500;
const BUCKETS = RATE_WINDOW_MS / BUCKET_MS;

/**
 * Events per second over a sliding window, counted in half-second buckets: recording one is an
 * addition (it runs for every event a projection takes in), and the rate reads ten numbers.
 */
export class RateMeter {
  private readonly counts = new Array<number>(BUCKETS).fill(0);
  /** Which half-second each bucket counts (its start, in ms since the epoch divided by BUCKET_MS). */
  private readonly slots = new Array<number>(BUCKETS).fill(-1);

  record(now: number, events = 1): void {
    const slot = Math.floor(now / BUCKET_MS);
    const index = slot % BUCKETS;
    if (this.slots[index] !== slot) {
      this.slots[index] = slot;
      this.counts[index] = 0;
    }
    this.counts[index] = (this.counts[index] ?? 0) + events;
  }

  /** Events per second over the window ending at `now`, to one decimal. */
  perSecond(now: number): number {
    const current = Math.floor(now / BUCKET_MS);
    let events = 0;
    for (let index = 0; index < BUCKETS; index += 1) {
      const slot = this.slots[index] ?? -1;
      if (slot > current - BUCKETS && slot <= current) events += this.counts[index] ?? 0;
    }
    return Math.round((events * 10_000) / RATE_WINDOW_MS) / 10;
  }
}
