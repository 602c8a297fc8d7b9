import type { DomainEvent, EventMeta } from '../domain/decider.js';
import type { RecordedEvent } from '../event-log/event-log.port.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';

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
