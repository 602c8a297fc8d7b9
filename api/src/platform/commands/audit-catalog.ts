import { Injectable } from '@nestjs/common';
import type { AuditedAggregate } from '@boxstudio/contracts';
import type { Decider, DomainEvent } from '../domain/decider.js';

/** How to rebuild an aggregate's state from its stream, for history and time travel. */
export interface AuditedAggregateDefinition<State = unknown, Event extends DomainEvent = DomainEvent> {
  readonly aggregate: AuditedAggregate;
  /** Streams of this aggregate are named `<prefix><id>`. */
  readonly streamPrefix: string;
  readonly decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>;
}

/** Modules register the aggregates they own; the audit endpoints serve any of them. */
@Injectable()
export class AuditCatalog {
  private readonly definitions = new Map<AuditedAggregate, AuditedAggregateDefinition>();

  register<State, Event extends DomainEvent>(definition: AuditedAggregateDefinition<State, Event>): void {
    this.definitions.set(definition.aggregate, definition as unknown as AuditedAggregateDefinition);
  }

  get(aggregate: string): AuditedAggregateDefinition | undefined {
    return this.definitions.get(aggregate as AuditedAggregate);
  }
}
