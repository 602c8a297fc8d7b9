import { Inject, Injectable } from '@nestjs/common';
import { AUDITED_AGGREGATES, type AuditedAggregate as AggregateName } from '@boxstudio/contracts';
import { AuditCatalog, type AuditedAggregate } from '../../../platform/aggregates/audit-catalog.js';
import { notFound } from '../../../platform/domain/domain-error.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../../platform/event-log/event-log.port.js';

/** Ids are opaque, but never contain what would make them name another stream. */
const SAFE_ID = /^[\w-]{1,100}$/;

export const isAuditedName = (name: string): name is AggregateName =>
  (AUDITED_AGGREGATES as readonly string[]).includes(name);

/** Whether a text could be a record's id: one that names no other stream. */
export const couldBeId = (text: string): boolean => SAFE_ID.test(text);

/** An audited aggregate with its name as the contracts spell it. */
export interface NamedAggregate {
  readonly name: AggregateName;
  readonly aggregate: AuditedAggregate;
}

/** History straight from the log: one audited aggregate's stream, or 404. */
@Injectable()
export class AuditedStreams {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly catalog: AuditCatalog,
  ) {}

  /** Every audited aggregate a module registered, in the contracts' order. */
  all(): NamedAggregate[] {
    return AUDITED_AGGREGATES.flatMap((name) => {
      const aggregate = this.catalog.get(name);
      return aggregate ? [{ name, aggregate }] : [];
    });
  }

  async read(name: string, id: string): Promise<NamedAggregate & { events: RecordedEvent[] }> {
    const aggregate = isAuditedName(name) ? this.catalog.get(name) : undefined;
    if (!aggregate || !isAuditedName(name)) throw notFound('AUDIT.UNKNOWN_AGGREGATE');
    if (!couldBeId(id)) throw notFound('AUDIT.STREAM_NOT_FOUND');
    const events = await this.log.readStream(aggregate.streamId(id));
    if (events.length === 0) throw notFound('AUDIT.STREAM_NOT_FOUND');
    return { name, aggregate, events };
  }
}
