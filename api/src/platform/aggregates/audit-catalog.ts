import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../domain/decider.js';
import type { RecordedEvent } from '../event-log/event-log.port.js';
import { foldRecorded } from './aggregate-store.js';
import type { Aggregate, TypedCommand } from './define-aggregate.js';

/** How the audit endpoints read one kind of aggregate: its streams, and its public state from events. */
export interface AuditedAggregate {
  readonly name: string;
  streamId(id: string): string;
  /** The public DTO after folding these events (null when the record does not exist then). */
  publicState(events: readonly RecordedEvent[]): Promise<unknown>;
}

/**
 * How a module completes its DTO for the history: the names a DTO shows beside ids (a plan's
 * branch, a class's instructor) are not the aggregate's own history, so the read models supply
 * them as they are now, as lists and details show them.
 */
export interface AuditPresentation<Dto> {
  present?(dto: Dto): Promise<unknown>;
}

/** Modules register the aggregates they own; the audit endpoints serve any of them. */
@Injectable()
export class AuditCatalog {
  private readonly byName = new Map<string, AuditedAggregate>();

  register<State, Command extends TypedCommand, Event extends DomainEvent, Dto>(
    aggregate: Aggregate<State, Command, Event, Dto>,
    presentation: AuditPresentation<Dto> = {},
  ): void {
    if (this.byName.has(aggregate.name)) throw new Error(`Aggregate ${aggregate.name} registered twice`);
    this.byName.set(aggregate.name, {
      name: aggregate.name,
      streamId: aggregate.streamId,
      // The same evolve and toDto as commands: the history answers the public shape, never internal state.
      publicState: async (events) => {
        const dto = aggregate.toDto(foldRecorded(aggregate, events));
        return dto !== null && presentation.present ? presentation.present(dto) : dto;
      },
    });
  }

  get(name: string): AuditedAggregate | undefined {
    return this.byName.get(name);
  }
}
