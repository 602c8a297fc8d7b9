import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ProjectionsSnapshot } from '@boxstudio/contracts';
import { EVENT_LOG, type EventLog } from '../../platform/event-log/event-log.port.js';
import type { EventStream } from '../../platform/http/event-stream.js';
import { momentOf } from '../../platform/projections/log-lag.js';
import { Projections } from '../../platform/projections/projections.js';
import { ReactionRunner } from '../../platform/reactions/reaction-runner.js';
import { SnapshotFollower } from './snapshot-follower.js';

/** The projections console's live streams (`GET /admin/projections/stream`), one per client following it. */
@Injectable()
export class ProjectionsStreams implements BeforeApplicationShutdown {
  private readonly open = new Map<EventStream, SnapshotFollower>();

  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly projections: Projections,
    private readonly reactions: ReactionRunner,
  ) {}

  /** How many clients follow the console now. */
  get following(): number {
    return this.open.size;
  }

  /** The projections and reactions, measured at one moment: one head for all. */
  async snapshot(): Promise<ProjectionsSnapshot> {
    const moment = await momentOf(this.log);
    const [projections, reactions] = await Promise.all([
      this.projections.describe(moment),
      this.reactions.describe(moment),
    ]);
    return { at: new Date(moment.now).toISOString(), head: moment.head, projections, reactions };
  }

  /** Sends the stream snapshots until the client goes away. */
  follow(stream: EventStream): void {
    const follower = new SnapshotFollower(
      stream,
      () => this.snapshot(),
      (listener) => this.projections.watch(listener),
    );
    this.open.set(stream, follower);
    stream.onClose(() => this.open.delete(stream));
    follower.start();
  }

  /** Ends every stream before the server closes: an open one would keep the server from closing. */
  beforeApplicationShutdown(): void {
    for (const [stream, follower] of this.open) {
      follower.close();
      stream.end();
    }
  }
}
