import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReactionInfo } from '@boxstudio/contracts';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import { runCaused, type CausedCommand } from '../aggregates/caused-command.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../event-log/event-log.port.js';
import { reasonOf } from '../logging/reason-of.js';
import { measured, type LogMoment } from '../projections/log-lag.js';
import { RateMeter } from '../projections/rate-meter.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import type { CommandLookup, Reaction } from './define-reaction.js';
import { REACTION_CHECKPOINTS, type ReactionCheckpoints } from './reaction-checkpoints.js';

/** Checkpoints are saved this long after the last event handled, and on stop. */
const SAVE_AFTER_MS = 100;

/** How long an answer waits for the consequences of its events at most (then it goes out, and the delay is logged). */
const SETTLE_TIMEOUT_MS = 5000;

interface SettleWaiter {
  readonly position: number;
  readonly resolve: () => void;
}

class ReactionTrack {
  position = 0;
  checkpoint: string | null = null;
  failure: string | null = null;
  saveTimer: NodeJS.Timeout | null = null;
  /** Its loop runs: between start() and stop(). */
  following = false;
  /** The events it reads past, for its rate (whether it is behind). */
  readonly taken = new RateMeter();
  private readonly types: ReadonlySet<string>;

  constructor(readonly reaction: Reaction) {
    this.types = new Set(reaction.eventTypes);
  }

  reads(event: RecordedEvent): boolean {
    return this.types.has(event.type);
  }
}

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Feeds each reaction the global log from its own checkpoint, in order, and runs the commands it
 * causes. A command's id is derived from the causing event, its reaction and its target stream,
 * so a replay (a lost checkpoint, a crash before saving it) or a second instance is recognised by
 * the event log instead of recorded again. A refused command is logged and skipped; any other
 * failure holds the reaction on that event and retries it, since skipping would lose the
 * consequence. Reactions are never rebuilt: they write no read model, only commands, which are
 * recorded once.
 */
@Injectable()
export class ReactionRunner {
  private readonly logger = new Logger(ReactionRunner.name);
  private readonly tracks = new Map<string, ReactionTrack>();
  private abort = new AbortController();
  private loops: Promise<void>[] = [];
  private settleWaiters: SettleWaiter[] = [];
  retryDelayMs = 1000;

  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly aggregates: AggregateStore,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly readModels: ReadYourWrites,
  ) {}

  /** Called by the owning module while the app initialises. */
  register(reaction: Reaction): void {
    if (this.tracks.has(reaction.name)) throw new Error(`Reaction ${reaction.name} registered twice`);
    this.tracks.set(reaction.name, new ReactionTrack(reaction));
  }

  /** Starts following the log; resolves once every reaction has started, not caught up. */
  async start(): Promise<void> {
    if (this.loops.length > 0) return;
    for (const track of this.tracks.values()) {
      const saved = await this.checkpoints.load(this.checkpointName(track));
      track.position = saved.position;
      track.checkpoint = saved.checkpoint;
    }
    this.loops = [...this.tracks.values()].map((track) => this.follow(track));
  }

  async stop(): Promise<void> {
    if (this.loops.length === 0) return;
    this.abort.abort();
    await Promise.all(this.loops);
    this.loops = [];
    this.abort = new AbortController();
    for (const track of this.tracks.values()) await this.save(track);
  }

  /**
   * Resolves once every reaction has handled the log up to `position` and the read models show
   * what they caused: a command whose consequences must be in place before it answers (a class
   * deactivated answers once its upcoming bookings are cancelled) waits here. Bounded: a reaction
   * held on a failure delays the answer by at most a few seconds.
   */
  async settled(position: number | null): Promise<void> {
    if (position === null || this.loops.length === 0) return;
    if (!this.passed(position)) {
      const reached = new Promise<boolean>((resolve) =>
        this.settleWaiters.push({ position, resolve: () => resolve(true) }),
      );
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS).unref());
      if (!(await Promise.race([reached, late])))
        this.logger.warn(`Reactions did not pass position ${position} within ${SETTLE_TIMEOUT_MS} ms`);
    }
    await this.readModels.waitFor(await this.log.headPosition());
  }

  private passed(position: number): boolean {
    return [...this.tracks.values()].every((track) => track.position >= position);
  }

  private wakeSettled(): void {
    if (this.settleWaiters.length === 0) return;
    const waiting: SettleWaiter[] = [];
    for (const waiter of this.settleWaiters) {
      if (this.passed(waiter.position)) waiter.resolve();
      else waiting.push(waiter);
    }
    this.settleWaiters = waiting;
  }

  /**
   * How far each reaction has read, and why one is held (`GET /api/admin/reactions`), measured at one
   * moment; as cheap as the projections' (ProjectionRunner.describe).
   */
  async describe(moment?: LogMoment): Promise<ReactionInfo[]> {
    const tracks = await measured(this.log, [...this.tracks.values()], moment);
    return tracks.map(({ reader: track, lag: { head, lag, lagSeconds, behind } }) => ({
      name: track.reaction.name,
      position: track.position,
      failure: track.failure,
      // Stopped first: a reaction no longer following the log retries nothing.
      status: !track.following ? 'stopped' : track.failure !== null ? 'held' : behind ? 'behind' : 'live',
      head,
      lag,
      lagSeconds,
    }));
  }

  private async follow(track: ReactionTrack): Promise<void> {
    track.following = true;
    try {
      await this.followLog(track);
    } finally {
      track.following = false;
    }
  }

  private async followLog(track: ReactionTrack): Promise<void> {
    const { signal } = this.abort;
    while (!signal.aborted) {
      try {
        for await (const event of this.log.subscribeAll(track.checkpoint, { signal, batchSize: 100 })) {
          if (track.reads(event)) await this.handle(track.reaction, event);
          track.position = event.position;
          track.checkpoint = event.checkpoint;
          track.failure = null;
          track.taken.record(Date.now());
          this.scheduleSave(track);
          this.wakeSettled();
        }
        return;
      } catch (error) {
        if (signal.aborted) return;
        track.failure = reasonOf(error);
        this.logger.error(`Reaction ${track.reaction.name} held at position ${track.position}: ${track.failure}`);
        // Read again from the last event handled: the failed one comes back.
        await delay(this.retryDelayMs, signal);
      }
    }
  }

  private async handle(reaction: Reaction, event: RecordedEvent): Promise<void> {
    const seen = new Map<string, number>();
    const caused = reaction.react(event);
    for (const command of 'lookUp' in caused ? await this.lookUp(caused, event) : caused) {
      const repeat = seen.get(command.streamId) ?? 0;
      seen.set(command.streamId, repeat + 1);
      const refusal = await runCaused(command, this.aggregates, this.contextFor(reaction, event, command, repeat));
      if (refusal)
        this.logger.warn(
          `Reaction ${reaction.name}: ${command.commandType} on ${command.streamId}, ` +
            `caused by ${event.type} ${event.id}, was refused (${refusal.code})`,
        );
    }
  }

  /** Once the read models show the cause, the commands they say it causes. */
  private async lookUp(lookup: CommandLookup, event: RecordedEvent): Promise<readonly CausedCommand[]> {
    await this.readModels.waitFor(event.position);
    // Not there yet (a rebuild, a slow store): held on this event and tried again, never skipped.
    if (this.readModels.position < event.position)
      throw new Error(`the read models have not reached position ${event.position} yet`);
    return lookup.lookUp();
  }

  /**
   * Ids from the cause and the target (not the order of the handler's list), never fresh ones. What
   * a reaction records happened with its cause (a sale's payment when the sale was made), whenever
   * the reaction gets to it: its events carry the cause's time, so the audit's and the reports'
   * "as of" never show one without the other.
   */
  private contextFor(reaction: Reaction, event: RecordedEvent, command: CausedCommand, repeat: number): CommandContext {
    return {
      commandId: `reaction:${reaction.name}:${event.id}>${command.streamId}${repeat === 0 ? '' : `#${repeat}`}`,
      correlationId: event.metadata.correlationId,
      userId: event.metadata.userId,
      now: new Date(event.metadata.occurredAt),
    };
  }

  private scheduleSave(track: ReactionTrack): void {
    if (track.saveTimer) return;
    track.saveTimer = setTimeout(() => void this.save(track), SAVE_AFTER_MS);
  }

  private async save(track: ReactionTrack): Promise<void> {
    if (track.saveTimer) clearTimeout(track.saveTimer);
    track.saveTimer = null;
    try {
      await this.checkpoints.save(this.checkpointName(track), {
        position: track.position,
        checkpoint: track.checkpoint,
      });
    } catch (error) {
      // A lost checkpoint only replays events whose commands the log recognises.
      this.logger.warn(`Saving the checkpoint of reaction ${track.reaction.name} failed: ${String(error)}`);
    }
  }

  private checkpointName(track: ReactionTrack): string {
    return `reaction:${track.reaction.name}`;
  }
}
