import { Inject, Injectable } from '@nestjs/common';
import { conflict, DomainError } from '../domain/domain-error.js';
import type { DomainEvent, EventMeta } from '../domain/decider.js';
import { EVENT_LOG, WrongExpectedRevisionError } from '../event-log/event-log.port.js';
import type { EventLog, NewEvent, RecordedEvent } from '../event-log/event-log.port.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import type { CommandContext } from './command-context.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';
import { deterministicEventId } from './event-ids.js';
import { FoldedStates } from './folded-states.js';

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

export interface RunOptions {
  /** Wait until the read models show the change (default true): read your writes. */
  readonly waitForProjections?: boolean;
  /**
   * Attempts at deciding while other commands change the stream in between (default 5), then
   * 409. A contended stream (a claim) allows more: each lost attempt is another command recorded.
   */
  readonly attempts?: number;
}

const DEFAULT_ATTEMPTS = 5;

/** Events in the log are the ones deciders produced: decoding trusts the log's own types. */
export function decodeEvent<Event extends DomainEvent>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as unknown as Event;
}

export function metaOf(recorded: RecordedEvent): EventMeta {
  return { occurredAt: recorded.metadata.occurredAt, revision: recorded.revision };
}

/** Folds recorded events into an aggregate's state. */
export function foldRecorded<State, Event extends DomainEvent>(
  aggregate: Pick<Aggregate<State, TypedCommand, Event, unknown>, 'initial' | 'evolve'>,
  events: readonly RecordedEvent[],
  from: State = aggregate.initial,
): State {
  let state = from;
  for (const recorded of events) state = aggregate.evolve(state, decodeEvent<Event>(recorded), metaOf(recorded));
  return state;
}

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

  async load<State, Event extends DomainEvent>(aggregate: Aggregate<State, TypedCommand, Event, unknown>, id: string): Promise<LoadedAggregate<State>> {
    const streamId = aggregate.streamId(id);
    const events = await this.log.readStream(streamId);
    const loaded = { state: foldRecorded(aggregate, events), revision: events.length - 1, events };
    if (loaded.revision >= 0) this.folded.remember(streamId, loaded.state, loaded.revision);
    return loaded;
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
    context: CommandContext,
  ): Promise<LoadedAggregate<State>> {
    const kept = context.freshCommandId ? this.folded.get<State>(aggregate.streamId(id)) : undefined;
    if (!kept) return this.load(aggregate, id);
    const events = await this.log.readStream(aggregate.streamId(id), { fromRevision: kept.revision + 1 });
    return { state: foldRecorded(aggregate, events, kept.state), revision: events.at(-1)?.revision ?? kept.revision, events };
  }

  async run<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    id: string,
    command: Command,
    context: CommandContext,
    options: RunOptions = {},
  ): Promise<CommandResult<Dto, Event>> {
    const { result, shownAt } = await this.decideAndAppend(aggregate, id, command, context, options.attempts ?? DEFAULT_ATTEMPTS);
    if (shownAt !== null && options.waitForProjections !== false) await this.readYourWrites.waitFor(shownAt);
    return result;
  }

  private async decideAndAppend<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    id: string,
    command: Command,
    context: CommandContext,
    attemptsLeft: number,
  ): Promise<Decided<Dto, Event>> {
    const streamId = aggregate.streamId(id);
    const loaded = await this.loadForCommand(aggregate, id, context);
    const unchanged = (shownAt: number | null): Decided<Dto, Event> => ({
      result: { dto: aggregate.toDto(loaded.state), events: [], recorded: [], revision: loaded.revision, position: null },
      shownAt,
    });
    // A retried command (same Idempotency-Key, another instance, a replayed reaction): append
    // nothing, and answer once the read models show what the first attempt recorded. Before the
    // If-Match check: the first attempt is what moved the revision on.
    const original = context.freshCommandId ? null : originalPosition(loaded.events, context, streamId);
    if (original !== null) return unchanged(original);
    if (context.expectedRevision !== undefined && context.expectedRevision !== loaded.revision) throw conflict('HTTP.CONFLICT');
    const events = aggregate.decide(command, loaded.state);
    if (events.length === 0) return unchanged(null);
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
    try {
      const result = await this.log.append(streamId, newEvents, loaded.revision < 0 ? 'no-stream' : loaded.revision);
      const occurredAt = context.now.toISOString();
      const state = events.reduce((current, event, index) => aggregate.evolve(current, event, { occurredAt, revision: loaded.revision + 1 + index }), loaded.state);
      this.folded.remember(streamId, state, result.nextRevision);
      return {
        result: { dto: aggregate.toDto(state), events, recorded: events.map((event) => event.type), revision: result.nextRevision, position: result.position },
        shownAt: result.position,
      };
    } catch (error) {
      const retryable = error instanceof WrongExpectedRevisionError && context.expectedRevision === undefined;
      if (retryable && attemptsLeft > 1) return this.decideAndAppend(aggregate, id, command, context, attemptsLeft - 1);
      if (error instanceof WrongExpectedRevisionError) throw conflict('HTTP.CONFLICT');
      throw error;
    }
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
  if (recordedFor !== undefined && context.requestFingerprint !== undefined && recordedFor !== context.requestFingerprint) {
    throw new DomainError('HTTP.IDEMPOTENCY_KEY_REUSED', 'unprocessable');
  }
  // The command's events were appended together, in order: the last of them follows the first.
  let last = first;
  while (events[last + 1]?.id === deterministicEventId(commandId, streamId, last + 1 - first)) last += 1;
  return (events[last] as RecordedEvent).position;
}
