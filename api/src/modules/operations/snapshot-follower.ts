import { Logger } from '@nestjs/common';
import type { ProjectionsSnapshot } from '@boxstudio/contracts';
import { reasonOf } from '../../platform/logging/reason-of.js';

/** How often a snapshot goes out while a rebuild or a check runs, and otherwise. */
export const BUSY_EVERY_MS = 500;
export const IDLE_EVERY_MS = 2_000;

/** Where snapshots go: one client's event stream (platform/http/event-stream.ts). */
export interface SnapshotSink {
  send(event: string, data: unknown): void;
  onClose(listener: () => void): void;
}

const isBusy = (snapshot: ProjectionsSnapshot): boolean =>
  snapshot.projections.some(
    (projection) => projection.status === 'rebuilding' || (projection.check !== null && !projection.check.finishedAt),
  );

/**
 * Sends one client the projections' snapshots: at once, then every half second while a rebuild or a
 * check runs and every two seconds otherwise, and at once again when one starts or ends. It holds at
 * most one timer, and a watch on the runner; both go when the client does.
 */
export class SnapshotFollower {
  private readonly logger = new Logger(SnapshotFollower.name);
  private timer: NodeJS.Timeout | null = null;
  private sending = false;
  /** Something started or ended while a snapshot was being taken: another goes out right after it. */
  private again = false;
  private closed = false;
  private unwatch: () => void = () => undefined;

  constructor(
    private readonly sink: SnapshotSink,
    private readonly take: () => Promise<ProjectionsSnapshot>,
    private readonly watch: (listener: () => void) => () => void,
  ) {}

  start(): void {
    this.sink.onClose(() => this.close());
    if (this.closed) return;
    this.unwatch = this.watch(() => this.sendNow());
    this.sendNow();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearTimer();
    this.unwatch();
  }

  private sendNow(): void {
    if (this.closed) return;
    if (this.sending) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.sending = true;
    void this.send();
  }

  private async send(): Promise<void> {
    let every = IDLE_EVERY_MS;
    try {
      const snapshot = await this.take();
      if (!this.closed) this.sink.send('snapshot', snapshot);
      if (isBusy(snapshot)) every = BUSY_EVERY_MS;
    } catch (error) {
      // The next one tries again: the log may answer by then.
      this.logger.warn(`A projections snapshot could not be taken: ${reasonOf(error)}`);
    }
    this.sending = false;
    if (this.closed) return;
    if (this.again) {
      this.again = false;
      this.sendNow();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.sendNow();
    }, every);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
