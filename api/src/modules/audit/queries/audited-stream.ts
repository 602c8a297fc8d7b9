import { Inject, Injectable } from '@nestjs/common';
import { AUDITED_AGGREGATES, type AuditedAggregate as AggregateName } from '@boxstudio/contracts';
import { AuditCatalog, type AuditedAggregate } from '../../../platform/aggregates/audit-catalog.js';
import { notFound } from '../../../platform/domain/domain-error.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../../platform/event-log/event-log.port.js';

/** Ids are opaque, but never contain what would make them name another stream. */
const SAFE_ID = /^[\w-]{1,100}$/;

const isAuditedName = (name: string): name is AggregateName => (AUDITED_AGGREGATES as readonly string[]).includes(name);

/** History straight from the log: one audited aggregate's stream, or 404. */
@Injectable()
export class AuditedStreams {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly catalog: AuditCatalog,
  ) {}

  async read(
    name: string,
    id: string,
  ): Promise<{ name: AggregateName; aggregate: AuditedAggregate; events: RecordedEvent[] }> {
    const aggregate = isAuditedName(name) ? this.catalog.get(name) : undefined;
    if (!aggregate || !isAuditedName(name)) throw notFound('AUDIT.UNKNOWN_AGGREGATE');
    if (!SAFE_ID.test(id)) throw notFound('AUDIT.STREAM_NOT_FOUND');
    const events = await this.log.readStream(aggregate.streamId(id));
    if (events.length === 0) throw notFound('AUDIT.STREAM_NOT_FOUND');
    return { name, aggregate, events };
  }
}
