import { Inject, Injectable } from '@nestjs/common';
import { conflict } from '../domain/domain-error.js';
import type { Decider, DomainEvent } from '../domain/decider.js';
import { EVENT_LOG, WrongExpectedRevisionError } from '../event-log/event-log.port.js';
import type { EventLog, NewEvent, RecordedEvent } from '../event-log/event-log.port.js';
import { ReadYourWrites } from '../projections/read-your-writes.js';
import type { CommandContext } from './command-context.js';
import { deterministicEventId } from './event-ids.js';

export interface LoadedAggregate<State> {
  readonly state: State;
  /** Revision of the stream's last event; -1 when the stream does not exist. */
  readonly revision: number;
  readonly events: readonly RecordedEvent[];
}

export interface CommandOutcome<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
  readonly revision: number;
  /** Global position of the last appended event; null when the command changed nothing. */
  readonly position: number | null;
}

export interface HandleInput<State, Command, Event extends DomainEvent> {
  readonly streamId: string;
  readonly decider: Decider<State, Command, Event>;
  readonly command: Command;
  readonly commandType: string;
  readonly context: CommandContext;
  /** Wait until the read models show the change (default true): read your writes. */
  readonly waitForProjections?: boolean;
}

/** Attempts at a command whose stream another command changed in between; then 409. */
const MAX_ATTEMPTS = 5;

/** Events stored in the log are the ones deciders produced: decoding trusts the log's own types. */
export function toDomainEvent<Event extends DomainEvent>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as unknown as Event;
}

/** Runs commands against event-sourced aggregates: load, decide, append with expected revision. */
@Injectable()
export class AggregateStore {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async load<State, Event extends DomainEvent>(
    streamId: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<LoadedAggregate<State>> {
    const events = await this.log.readStream(streamId);
    let state = decider.initialState;
    for (const recorded of events) state = decider.evolve(state, toDomainEvent<Event>(recorded));
    return { state, revision: events.length - 1, events };
  }

  async handle<State, Command, Event extends DomainEvent>(
    input: HandleInput<State, Command, Event>,
  ): Promise<CommandOutcome<State, Event>> {
    const outcome = await this.decideAndAppend(input, 1);
    if (outcome.position !== null && input.waitForProjections !== false) {
      await this.readYourWrites.waitFor(outcome.position);
    }
    return outcome;
  }

  private async decideAndAppend<State, Command, Event extends DomainEvent>(
    input: HandleInput<State, Command, Event>,
    attempt: number,
  ): Promise<CommandOutcome<State, Event>> {
    const { streamId, decider, context } = input;
    const loaded = await this.load(streamId, decider);
    if (context.expectedRevision !== undefined && context.expectedRevision !== loaded.revision) {
      throw conflict('HTTP.CONFLICT');
    }
    if (this.alreadyApplied(loaded.events, context.commandId, streamId)) {
      // A retried command (same Idempotency-Key): answer the state it produced, append nothing.
      return { state: loaded.state, events: [], revision: loaded.revision, position: null };
    }
    const events = decider.decide(input.command, loaded.state);
    if (events.length === 0) {
      return { state: loaded.state, events, revision: loaded.revision, position: null };
    }
    const newEvents = events.map((event, index): NewEvent => ({
      id: deterministicEventId(context.commandId, streamId, index),
      type: event.type,
      data: { ...event.data },
      metadata: {
        userId: context.userId,
        correlationId: context.correlationId,
        causationId: context.commandId,
        commandType: input.commandType,
        occurredAt: context.now.toISOString(),
      },
    }));
    try {
      const expected = loaded.revision < 0 ? 'no-stream' : loaded.revision;
      const result = await this.log.append(streamId, newEvents, expected);
      const state = events.reduce((current, event) => decider.evolve(current, event), loaded.state);
      return { state, events, revision: result.nextRevision, position: result.position };
    } catch (error) {
      const retryable = error instanceof WrongExpectedRevisionError && context.expectedRevision === undefined;
      if (retryable && attempt < MAX_ATTEMPTS) return this.decideAndAppend(input, attempt + 1);
      if (error instanceof WrongExpectedRevisionError) throw conflict('HTTP.CONFLICT');
      throw error;
    }
  }

  private alreadyApplied(events: readonly RecordedEvent[], commandId: string, streamId: string): boolean {
    const firstId = deterministicEventId(commandId, streamId, 0);
    return events.some((event) => event.id === firstId);
  }
}
