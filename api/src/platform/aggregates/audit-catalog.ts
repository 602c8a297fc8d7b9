import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../domain/decider.js';
import type { RecordedEvent } from '../event-log/event-log.port.js';
import { decodeEvent, foldRecorded, metaOf } from './recorded-events.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';

/** What the audit console shows of a record: what it is called, and a second line (an email, a branch, a date). */
export interface AuditDescription {
  readonly label: string | null;
  readonly detail: string | null;
}

/** A record a text search found, described for the console. */
export interface AuditFound extends AuditDescription {
  readonly id: string;
}

/** How the audit endpoints read one kind of aggregate: its streams, and its public state from events. */
export interface AuditedAggregate {
  readonly name: string;
  streamId(id: string): string;
  /** The public DTO after folding these events (null when the record does not exist then). */
  publicState(events: readonly RecordedEvent[]): Promise<unknown>;
  /** The public DTO after each of these events, in order: one fold for them all, not one per event. */
  publicStates(events: readonly RecordedEvent[]): Promise<unknown[]>;
  /**
   * The last public DTO the events leave standing: the state after them, or for a record deleted since, the
   * one before its deletion (what it was called). Null when no event ever made it exist.
   */
  lastState(events: readonly RecordedEvent[]): Promise<unknown>;
  /** What one of this aggregate's public states (publicState's, lastState's) is called; nulls without a label. */
  describe(state: unknown): AuditDescription;
  /** Records of this kind whose name or email (or their person's) contains the text; none without a finder. */
  find(text: string, limit: number): Promise<AuditFound[]>;
}

/**
 * How a module completes its DTO for the history, and how the audit console names and finds its
 * records. The names a DTO shows beside ids (a plan's branch, a class's instructor) are not the
 * aggregate's own history, so the read models supply them as they are now, as lists and details
 * show them.
 */
export interface AuditPresentation<Dto> {
  present?(dto: Dto): Promise<Dto>;
  /** What the record is called: a person's name, a class's name, "Plan Mensual · Juan Pérez". */
  label?(dto: Dto): string | null;
  /** A second line under the label: an email, a branch, a date. */
  detail?(dto: Dto): string | null;
  /**
   * Records whose name or email (or their person's) contains the text, at most `limit`, as the module's
   * own list searches its read model (case and accents ignored); DTOs as lists answer them (presented).
   */
  find?(text: string, limit: number): Promise<readonly Dto[]>;
}

/** A label of the parts a record has (a plan, a date, a person), the missing ones left out: "Mensual · Ana Ruiz". */
export function labelOf(...parts: readonly (string | null | undefined)[]): string | null {
  const given = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return given.length > 0 ? given.join(' · ') : null;
}

/** Every public DTO the catalog serves carries its record's id. */
interface WithId {
  readonly id: string;
}

function auditedAggregate<State, Command extends TypedCommand, Event extends DomainEvent, Dto extends WithId>(
  aggregate: Aggregate<State, Command, Event, Dto>,
  presentation: AuditPresentation<Dto>,
): AuditedAggregate {
  const present = async (dto: Dto | null): Promise<Dto | null> =>
    dto !== null && presentation.present ? presentation.present(dto) : dto;
  // Each state folded from the one before: evolve builds new states and never changes what it is given.
  const dtosAfterEach = (events: readonly RecordedEvent[]): (Dto | null)[] => {
    let state = aggregate.initial;
    return events.map((recorded) => {
      state = aggregate.evolve(state, decodeEvent<Event>(recorded), metaOf(recorded));
      return aggregate.toDto(state);
    });
  };
  // The states handed to describe() come from this aggregate's own publicState or lastState.
  const describe = (state: unknown): AuditDescription => {
    if (state === null || typeof state !== 'object') return { label: null, detail: null };
    const dto = state as Dto;
    return { label: presentation.label?.(dto) ?? null, detail: presentation.detail?.(dto) ?? null };
  };
  return {
    name: aggregate.name,
    streamId: aggregate.streamId,
    // The same evolve and toDto as commands: the history answers the public shape, never internal state.
    publicState: (events) => present(aggregate.toDto(foldRecorded(aggregate, events))),
    publicStates: (events) => Promise.all(dtosAfterEach(events).map(present)),
    lastState: (events) => present(dtosAfterEach(events).findLast((dto) => dto !== null) ?? null),
    describe,
    find: async (text, limit) =>
      ((await presentation.find?.(text, limit)) ?? []).map((dto) => ({ id: dto.id, ...describe(dto) })),
  };
}

/** Modules register the aggregates they own; the audit endpoints serve any of them. */
@Injectable()
export class AuditCatalog {
  private readonly byName = new Map<string, AuditedAggregate>();

  register<State, Command extends TypedCommand, Event extends DomainEvent, Dto extends WithId>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    presentation: AuditPresentation<Dto> = {},
  ): void {
    if (this.byName.has(aggregate.name)) throw new Error(`Aggregate ${aggregate.name} registered twice`);
    this.byName.set(aggregate.name, auditedAggregate(aggregate, presentation));
  }

  get(name: string): AuditedAggregate | undefined {
    return this.byName.get(name);
  }

  /** Every registered aggregate, in the order the modules registered them. */
  all(): AuditedAggregate[] {
    return [...this.byName.values()];
  }
}
