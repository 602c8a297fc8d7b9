import { decodeEvent } from '../aggregates/recorded-events.js';
import type { CausedCommand } from '../aggregates/caused-command.js';
import type { DomainEvent } from '../domain/decider.js';
import type { RecordedEvent } from '../event-log/event-log.port.js';

/** What a reaction knows of the causing event besides its data. */
export interface ReactionMeta {
  readonly eventId: string;
  readonly streamId: string;
  readonly position: number;
  readonly occurredAt: string;
  readonly userId: string | null;
  readonly correlationId: string;
}

/**
 * Commands that depend on what the read models held when the cause happened (a deactivated
 * class's upcoming bookings): the runner calls `lookUp` once the read models have applied the
 * causing event. To stay replay-safe, it selects by the cause (its position, its time), never by
 * "now": replayed later, it must find the same targets or ones whose command the log recognises.
 */
export interface CommandLookup {
  readonly lookUp: () => Promise<readonly CausedCommand[]>;
}

export function afterReadModels(lookUp: () => Promise<readonly CausedCommand[]>): CommandLookup {
  return { lookUp };
}

type Caused = CausedCommand | readonly CausedCommand[] | CommandLookup | null;

/**
 * One handler per event type it reacts to. A handler is a pure function of the event: replayed,
 * it must cause the same commands, so the ids derived from the event recognise them.
 */
export type ReactionHandlers<Event extends DomainEvent> = {
  readonly [T in Event['type']]?: (event: Extract<Event, { type: T }>, meta: ReactionMeta) => Caused;
};

export interface ReactionSpec<Event extends DomainEvent> {
  /** Names its checkpoint and every command id it derives: never rename a reaction that has run. */
  readonly name: string;
  readonly handlers: ReactionHandlers<Event>;
}

export interface Reaction {
  readonly name: string;
  readonly eventTypes: readonly string[];
  /** The commands `event` causes (none for a type it does not react to), or how to find them. */
  react(event: RecordedEvent): readonly CausedCommand[] | CommandLookup;
}

type Handler = (event: DomainEvent, meta: ReactionMeta) => Caused;

const metaOf = (event: RecordedEvent): ReactionMeta => ({
  eventId: event.id,
  streamId: event.streamId,
  position: event.position,
  occurredAt: event.metadata.occurredAt,
  userId: event.metadata.userId,
  correlationId: event.metadata.correlationId,
});

/**
 * An event in one stream causing commands on others (decision 17): a sale recording its payment,
 * a deactivated client's bookings cancelled. The ReactionRunner feeds it the log from its own
 * checkpoint and runs each command with an id derived from the causing event.
 */
export function defineReaction<Event extends DomainEvent>() {
  return (spec: ReactionSpec<Event>): Reaction => {
    // Looked up by the recorded event's type, so each handler only ever gets the event it names.
    const handlers = spec.handlers as Partial<Record<string, Handler>>;
    return {
      name: spec.name,
      eventTypes: Object.keys(handlers),
      react(event) {
        const handler = handlers[event.type];
        const caused = handler ? handler(decodeEvent(event), metaOf(event)) : null;
        if (caused === null) return [];
        if ('lookUp' in caused) return caused;
        return 'streamId' in caused ? [caused] : caused;
      },
    };
  };
}
