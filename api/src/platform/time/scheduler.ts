import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AggregateStore } from '../aggregates/aggregate-store.js';
import { runCaused } from '../aggregates/caused-command.js';
import type { CommandContext } from '../aggregates/command-context.js';
import { EVENT_LOG, type EventLog } from '../event-log/event-log.port.js';
import { ProjectionRegistry } from '../projections/projection-registry.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import { READ_STORE, type Doc, type ReadCollection, type ReadStore } from '../read-store/read-store.port.js';
import { Clock } from './clock.js';
import type { Schedule } from './define-schedule.js';

/** Due items read per query; a poll reads on until none is left. */
const BATCH = 2048;

/**
 * Due commands in flight at once. Each waits for its own durable append; run together, their
 * appends share the event log's group commits (one WAL sync for many), where one at a time each
 * paid a sync of its own. Bounded, so a wave of due items never queues more work than a commit
 * round takes and requests still get their turns between rounds.
 */
const CONCURRENCY = 64;

/**
 * Runs each schedule's due commands once the injected clock passes their due time. Every
 * `pollIntervalMs` it waits for the read models to reach the log's head (a due time the log has
 * just moved is not run on an old copy), runs what is due, up to CONCURRENCY at once, and marks
 * each run item done. A command id derived from (schedule, stream, due time) makes a second run,
 * by a restart, a rebuilt read model or another instance, recognised by the event log instead of
 * recorded again.
 */
@Injectable()
export class Scheduler {
  private readonly logger = new Logger(Scheduler.name);
  private readonly schedules = new Map<string, Schedule>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<unknown> = Promise.resolve();
  private running = false;
  /** Set while stop() waits: the poll finishes the commands in flight and takes no new ones. */
  private stopping = false;
  pollIntervalMs = 1000;

  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly readYourWrites: ReadYourWrites,
    private readonly projections: ProjectionRegistry,
    private readonly clock: Clock,
  ) {}

  /** Called by the owning module while the app initialises; registers the schedule's read model too. */
  register(schedule: Schedule): void {
    if (this.schedules.has(schedule.name)) throw new Error(`Schedule ${schedule.name} registered twice`);
    this.schedules.set(schedule.name, schedule);
    this.projections.register(schedule.projection);
  }

  /** Starts polling (after the projections have caught up with the log). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.plan(0);
  }

  /** Stops polling; resolves once the commands already running have ended (the rest stay due). */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopping = true;
    try {
      await this.polling;
    } finally {
      this.stopping = false;
    }
  }

  /** Runs every command due by the clock's now; answers how many ran. */
  async runDue(): Promise<number> {
    if (this.schedules.size === 0) return 0;
    const head = await this.log.headPosition();
    await this.readYourWrites.waitFor(head, this.pollIntervalMs);
    if (this.readYourWrites.position < head) return 0;
    const now = this.clock.now();
    let ran = 0;
    for (const schedule of this.schedules.values()) ran += await this.runSchedule(schedule, now);
    return ran;
  }

  private plan(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.polling = this.runDue()
        .catch((error: unknown) =>
          this.logger.error(`Scheduled commands stopped until the next poll: ${String(error)}`),
        )
        .finally(() => this.plan(this.pollIntervalMs));
    }, delayMs);
  }

  private async runSchedule(schedule: Schedule, now: Date): Promise<number> {
    const due = this.store.collection(schedule.collection);
    let ran = 0;
    while (!this.stopping) {
      // Every item of the previous batch is marked done (or the poll threw): none is read twice.
      const items = await due.find(
        { dueAt: { $lte: now.toISOString() } },
        { sort: { dueAt: 1, _id: 1 }, limit: BATCH },
      );
      ran += await this.runBatch(schedule, due, items, now);
      if (items.length < BATCH) break;
      // A macrotask between batches: requests that arrived meanwhile are read before the next one.
      await nextTurn();
    }
    return ran;
  }

  /**
   * Runs a batch's items with at most CONCURRENCY in flight. After a failure no further item
   * starts; the ones running end (and are marked done if they succeeded), then the failure is
   * thrown: the failed item, and every one not started, stay due for the next poll.
   */
  private async runBatch(schedule: Schedule, due: ReadCollection, items: readonly Doc[], now: Date): Promise<number> {
    let next = 0;
    let ran = 0;
    // Kept to throw once the commands still running have ended.
    const failures: unknown[] = [];
    const worker = async (): Promise<void> => {
      while (failures.length === 0 && !this.stopping && next < items.length) {
        const { _id: id, dueAt } = items[next++] as Doc;
        try {
          await this.runOne(schedule, id, String(dueAt), now);
          // Done only once its command ran or was refused, unless the events moved the due time meanwhile.
          await due.updateOne({ _id: id, dueAt }, { $set: { dueAt: null } });
          ran += 1;
        } catch (error) {
          failures.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
    // What was marked done stays so after a restart.
    if (items.length > 0) await this.store.commit();
    if (failures.length > 0) throw failures[0];
    return ran;
  }

  private async runOne(schedule: Schedule, id: string, dueAt: string, now: Date): Promise<void> {
    const command = schedule.command(id, dueAt);
    // Derived from what the command is about: any second run is recognised by the event log.
    const commandId = `schedule:${schedule.name}:${command.streamId}@${dueAt}`;
    const context: CommandContext = { commandId, correlationId: commandId, userId: null, now };
    // A failure other than a refusal leaves the item due, tried again at the next poll.
    const refusal = await runCaused(command, this.aggregates, context);
    if (refusal)
      this.logger.warn(
        `Schedule ${schedule.name}: ${command.commandType} due at ${dueAt} for ${id} was refused (${refusal.code})`,
      );
  }
}
