import { Inject, Injectable } from '@nestjs/common';
import { conflict, DomainError } from '../domain/domain-error.js';
import type { DomainEvent } from '../domain/decider.js';
import { EVENT_LOG, WrongExpectedRevisionError } from '../event-log/event-log.port.js';
import type { EventLog, NewEvent, RecordedEvent } from '../event-log/event-log.port.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import type { CommandContext } from './command-context.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';
import { deterministicEventId } from './event-ids.js';
import { FoldedStates } from './folded-states.js';
import { foldRecorded } from './recorded-events.js';

export interface LoadedAggregate<State> {
  readonly state: State;
  /** Revision of the stream's last event; -1 when the stream does not exist. */
  readonly revision: number;
  readonly events: readonly RecordedEvent[];
}

/** What a command did: the public DTO after it, and what it recorded. */
export interface CommandResult<Dto, Event extends DomainEvent> {
  readonly dto: Dto | null;
  readonly events: readonly Event[];
  /** The event types recorded, in order; empty when the command changed nothing. */
  readonly recorded: readonly Event['type'][];
  readonly revision: number;
  /** Global position of the last appended event; null when the command changed nothing. */
  readonly position: number | null;
}

export interface RunOptions<State = unknown, Event extends DomainEvent = DomainEvent> {
  /** Wait until the read models show the change (default true): read your writes. */
  readonly waitForProjections?: boolean;
  /**
   * Attempts at deciding while other commands change the stream in between (default 5), then
   * 409. A contended stream (a claim) allows more: each lost attempt is another command recorded.
   */
  readonly attempts?: number;
  /**
   * Runs between deciding and appending, on every attempt: takes what the decided change needs
   * on other streams (the seat a move goes to, the days a renewal adds to a client's calendar)
   * before it is recorded. It may refuse by throwing (nothing is recorded); what it answers is
   * told whether the change was recorded or abandoned (another attempt decides again).
   */
  readonly guard?: AppendGuard<State, Event> | undefined;
}

/** A decided change about to be appended: the state before and after it, and its events. */
export interface DecidedChange<State, Event extends DomainEvent> {
  readonly before: State;
  readonly after: State;
  readonly events: readonly Event[];
  /** Revision of the stream the change was decided on (-1: a new stream); its first event gets the next. */
  readonly revision: number;
}

/** What a guard took, to keep once the change is recorded or to give back when it is abandoned. */
export interface GuardedTake {
  recorded(): Promise<void>;
  abandoned(): Promise<void>;
}

export type AppendGuard<State, Event extends DomainEvent> = (
  change: DecidedChange<State, Event>,
) => Promise<GuardedTake | void>;

const DEFAULT_ATTEMPTS = 5;

/**
 * Runs commands against event-sourced aggregates: load the stream, decide, append with the
 * expected revision (deciding again on a lost race), wait for the read models, answer the DTO.
 */
@Injectable()
export class AggregateStore {
  private readonly folded = new FoldedStates();

  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async load<State, Event extends DomainEvent>(
    aggregate: Aggregate<State, TypedCommand, Event, unknown>,
    id: string,
  ): Promise<LoadedAggregate<State>> {
    const streamId = aggregate.streamId(id);
    const events = await this.log.readStream(streamId);
    const loaded = { state: foldRecorded(aggregate, events), revision: events.length - 1, events };
    if (loaded.revision >= 0) this.folded.remember(streamId, loaded.state, loaded.revision, aggregate.immutableStates);
    return loaded;
  }

  /**
   * A stream's state as the log holds it now, for a decision another stream's command takes (is
   * this class still active, does this reservation still hold that seat). Never a read model:
   * it starts from the state kept for the stream and reads only what was recorded since.
   *
   * The state answered is read-only: it may be the kept one itself, not a copy (a booking reads
   * its class and its client two times each; copying them was most of that cost).
   */
  async current<State, Event extends DomainEvent>(
    aggregate: Aggregate<State, TypedCommand, Event, unknown>,
    id: string,
  ): Promise<LoadedAggregate<State>> {
    const streamId = aggregate.streamId(id);
    const kept = this.folded.peek<State>(streamId);
    if (!kept) return this.load(aggregate, id);
    const events = await this.log.readStream(streamId, { fromRevision: kept.revision + 1 });
    if (events.length === 0) return { state: kept.state, revision: kept.revision, events };
    // Evolving never changes the state it is given, so folding on from the kept one leaves it as it was.
    const state = foldRecorded(aggregate, events, kept.state);
    const revision = events.at(-1)?.revision ?? kept.revision;
    this.folded.remember(streamId, state, revision, aggregate.immutableStates);
    return { state, revision, events };
  }

  /**
   * The stream as a command decides on it. A command with a fresh id starts from the state kept
   * for the stream (folded-states.ts) and reads only what was recorded since; `events` then holds
   * only those. A command whose id a client gave (a possible retry) reads the whole stream, so
   * its own earlier events can be found.
   */
  private async loadForCommand<State, Event extends DomainEvent>(
    aggregate: Aggregate<State, TypedCommand, Event, unknown>,
    id: string,
    context: Pick<CommandContext, 'freshCommandId'>,
  ): Promise<LoadedAggregate<State>> {
    const kept = context.freshCommandId
      ? this.folded.get<State>(aggregate.streamId(id), aggregate.immutableStates)
      : undefined;
    if (!kept) return this.load(aggregate, id);
    const events = await this.log.readStream(aggregate.streamId(id), { fromRevision: kept.revision + 1 });
    return {
      state: foldRecorded(aggregate, events, kept.state),
      revision: events.at(-1)?.revision ?? kept.revision,
      events,
    };
  }

  async run<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    id: string,
    command: Command,
    context: CommandContext,
    options: RunOptions<State, Event> = {},
  ): Promise<CommandResult<Dto, Event>> {
    const { result, shownAt } = await this.decideAndAppend(
      aggregate,
      id,
      command,
      context,
      options.attempts ?? DEFAULT_ATTEMPTS,
      options.guard,
    );
    if (shownAt !== null && options.waitForProjections !== false) await this.readYourWrites.waitFor(shownAt);
    return result;
  }

  private async decideAndAppend<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    id: string,
    command: Command,
    context: CommandContext,
    attemptsLeft: number,
    guard: AppendGuard<State, Event> | undefined,
  ): Promise<Decided<Dto, Event>> {
    const streamId = aggregate.streamId(id);
    const loaded = await this.loadForCommand(aggregate, id, context);
    const unchanged = (shownAt: number | null): Decided<Dto, Event> => ({
      result: {
        dto: aggregate.toDto(loaded.state),
        events: [],
        recorded: [],
        revision: loaded.revision,
        position: null,
      },
      shownAt,
    });
    // A retried command (same Idempotency-Key, another instance, a replayed reaction): append
    // nothing, and answer once the read models show what the first attempt recorded. Before the
    // If-Match check: the first attempt is what moved the revision on.
    const original = context.freshCommandId ? null : originalPosition(loaded.events, context, streamId);
    if (original !== null) return unchanged(original);
    if (context.expectedRevision !== undefined && context.expectedRevision !== loaded.revision)
      throw conflict('HTTP.CONFLICT');
    const events = aggregate.decide(command, loaded.state);
    if (events.length === 0) return unchanged(null);
    const occurredAt = context.now.toISOString();
    const state = events.reduce(
      (current, event, index) =>
        aggregate.evolve(current, event, { occurredAt, revision: loaded.revision + 1 + index }),
      loaded.state,
    );
    const taken = guard
      ? await guard({ before: loaded.state, after: state, events, revision: loaded.revision })
      : undefined;
    const newEvents = events.map((event, index): NewEvent => ({
      id: deterministicEventId(context.commandId, streamId, index),
      type: event.type,
      data: { ...event.data },
      metadata: {
        userId: context.userId,
        correlationId: context.correlationId,
        causationId: context.commandId,
        commandType: command.type,
        occurredAt: context.now.toISOString(),
        ...(context.requestFingerprint === undefined ? {} : { requestFingerprint: context.requestFingerprint }),
      },
    }));
    let appended: Awaited<ReturnType<EventLog['append']>>;
    try {
      appended = await this.log.append(streamId, newEvents, loaded.revision < 0 ? 'no-stream' : loaded.revision);
    } catch (error) {
      if (taken) await taken.abandoned();
      const retryable = error instanceof WrongExpectedRevisionError && context.expectedRevision === undefined;
      if (retryable && attemptsLeft > 1)
        return this.decideAndAppend(aggregate, id, command, context, attemptsLeft - 1, guard);
      if (error instanceof WrongExpectedRevisionError) throw conflict('HTTP.CONFLICT');
      throw error;
    }
    if (taken) await taken.recorded();
    this.folded.remember(streamId, state, appended.nextRevision, aggregate.immutableStates);
    return {
      result: {
        dto: aggregate.toDto(state),
        events,
        recorded: events.map((event) => event.type),
        revision: appended.nextRevision,
        position: appended.position,
      },
      shownAt: appended.position,
    };
  }
}

/** A decided command, and the position the read models must reach to show it (null: nothing to wait for). */
interface Decided<Dto, Event extends DomainEvent> {
  readonly result: CommandResult<Dto, Event>;
  readonly shownAt: number | null;
}

/**
 * Global position of the last event the command recorded in the stream earlier; null when it
 * recorded none. The same command id recorded for another request (an Idempotency-Key reused with
 * another body or route) is refused (422), whether or not this instance remembers the key.
 */
function originalPosition(events: readonly RecordedEvent[], context: CommandContext, streamId: string): number | null {
  // A new stream (every create) holds nothing to find: no id to derive.
  if (events.length === 0) return null;
  const { commandId } = context;
  const firstId = deterministicEventId(commandId, streamId, 0);
  const first = events.findIndex((event) => event.id === firstId);
  if (first < 0) return null;
  const recordedFor = (events[first] as RecordedEvent).metadata.requestFingerprint;
  if (
    recordedFor !== undefined &&
    context.requestFingerprint !== undefined &&
    recordedFor !== context.requestFingerprint
  ) {
    throw new DomainError('HTTP.IDEMPOTENCY_KEY_REUSED', 'unprocessable');
  }
  // The command's events were appended together, in order: the last of them follows the first.
  let last = first;
  while (events[last + 1]?.id === deterministicEventId(commandId, streamId, last + 1 - first)) last += 1;
  return (events[last] as RecordedEvent).position;
}
