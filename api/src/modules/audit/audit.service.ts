import { Inject, Injectable } from '@nestjs/common';
import type { AuditEventDto, AuditStateResponse, AuditStreamResponse, AuditedAggregate } from '@boxstudio/contracts';
import { AuditCatalog, type AuditedAggregateDefinition } from '../../platform/commands/audit-catalog.js';
import { toDomainEvent } from '../../platform/commands/aggregate-store.js';
import { notFound } from '../../platform/domain/domain-error.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../platform/event-log/event-log.port.js';

/** Ids are opaque, but never contain what would make them name another stream. */
const SAFE_ID = /^[\w-]{1,100}$/;

function toAuditEvent(event: RecordedEvent): AuditEventDto {
  return {
    id: event.id,
    type: event.type,
    revision: event.revision,
    position: event.position,
    recordedAt: event.recordedAt.toISOString(),
    data: event.data,
    metadata: event.metadata,
  };
}

/** History straight from the log: a stream's events, and an aggregate's state at any instant. */
@Injectable()
export class AuditService {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly catalog: AuditCatalog,
  ) {}

  async events(aggregate: string, id: string): Promise<AuditStreamResponse> {
    const { definition, events } = await this.stream(aggregate, id);
    return { aggregate: definition.aggregate, id, events: events.map(toAuditEvent) };
  }

  /** The state after every event recorded at or before `asOf` (the event's own time of record). */
  async stateAsOf(aggregate: string, id: string, asOf: Date): Promise<AuditStateResponse> {
    const { definition, events } = await this.stream(aggregate, id);
    const upTo = events.filter((event) => event.recordedAt.getTime() <= asOf.getTime());
    const base = { aggregate: definition.aggregate as AuditedAggregate, id, asOf: asOf.toISOString() };
    if (upTo.length === 0) return { ...base, revision: -1, state: null };
    const state = upTo.reduce((current, event) => definition.decider.evolve(current, toDomainEvent(event)), definition.decider.initialState);
    return { ...base, revision: upTo.length - 1, state: state as Record<string, unknown> };
  }

  private async stream(aggregate: string, id: string): Promise<{ definition: AuditedAggregateDefinition; events: RecordedEvent[] }> {
    const definition = this.catalog.get(aggregate);
    if (!definition) throw notFound('AUDIT.UNKNOWN_AGGREGATE');
    if (!SAFE_ID.test(id)) throw notFound('AUDIT.STREAM_NOT_FOUND');
    const events = await this.log.readStream(`${definition.streamPrefix}${id}`);
    if (events.length === 0) throw notFound('AUDIT.STREAM_NOT_FOUND');
    return { definition, events };
  }
}
