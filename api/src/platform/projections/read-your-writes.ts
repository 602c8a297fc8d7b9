import { SILENT, type LogSink } from '../logging/log-sink.js';

interface Waiter {
  readonly position: number;
  readonly resolve: () => void;
  readonly timer: NodeJS.Timeout | null;
}

/**
 * Lets a command's answer wait until the read models have applied what it appended, so a GET sent
 * right after the answer sees the change. Bounded: after the timeout the answer goes out anyway
 * (the change is durable in the log) and the delay is logged.
 */
export class ReadYourWrites {
  private applied = 0;
  private waiters: Waiter[] = [];
  timeoutMs = 5000;
  /** Told each advance (the projections worker passes them to the server's ReadYourWrites). */
  onAdvance: ((position: number) => void) | null = null;

  constructor(private readonly logger: LogSink = SILENT) {}

  get position(): number {
    return this.applied;
  }

  /** Called by the projection runner when every live projection has applied `position`. */
  advance(position: number): void {
    if (position <= this.applied) return;
    this.applied = position;
    this.onAdvance?.(position);
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= position) {
        if (waiter.timer) clearTimeout(waiter.timer);
        waiter.resolve();
      } else {
        still.push(waiter);
      }
    }
    this.waiters = still;
  }

  waitFor(position: number, timeoutMs: number | null = this.timeoutMs): Promise<void> {
    if (position <= this.applied) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer =
        timeoutMs === null
          ? null
          : setTimeout(() => {
              this.waiters = this.waiters.filter((waiter) => waiter.resolve !== resolve);
              this.logger.warn(`Read models did not reach position ${position} within ${timeoutMs} ms`);
              resolve();
            }, timeoutMs);
      this.waiters.push({ position, resolve, timer });
    });
  }
}
