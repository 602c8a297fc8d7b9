import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_ACTIVITY_LIMITS, type AuditActivityItem, type AuditActivityPage } from '@boxstudio/contracts';
import { AuditCatalog } from '../../../../platform/aggregates/audit-catalog.js';
import { EVENT_LOG, type EventLog } from '../../../../platform/event-log/event-log.port.js';
import { View } from '../../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../../platform/read-store/read-store.port.js';
import { ACTIVITY, type ActivityDoc } from '../../projections/activity-docs.js';
import { toAuditEvent } from '../audit-event.js';
import type { ActivityRequest } from './activity.request.js';

const NEWEST_FIRST = { position: -1 } as const;

function filterOf(query: ActivityRequest): Filter {
  const filter: Filter = {};
  if (query.aggregate !== undefined) filter.aggregate = query.aggregate;
  if (query.userId !== undefined) filter.userId = query.userId;
  if (query.correlationId !== undefined) filter.correlationId = query.correlationId;
  if (query.from !== undefined || query.to !== undefined)
    filter.recordedAt = {
      ...(query.from === undefined ? {} : { $gte: query.from }),
      ...(query.to === undefined ? {} : { $lt: query.to }),
    };
  if (query.before !== undefined) filter.position = { $lt: query.before };
  return filter;
}

/** The studio's activity, newest first: found in its read model, each event's data read back from the log. */
@Injectable()
export class ActivityQueries {
  private readonly activity: View<ActivityDoc>;

  constructor(
    @Inject(READ_STORE) store: ReadStore,
    @Inject(EVENT_LOG) private readonly log: EventLog,
    private readonly catalog: AuditCatalog,
  ) {
    this.activity = new View(store, ACTIVITY);
  }

  async page(query: ActivityRequest): Promise<AuditActivityPage> {
    const limit = query.limit ?? AUDIT_ACTIVITY_LIMITS.default;
    // One more than the page: whether an older page exists, without counting the history.
    const docs = await this.activity.find(filterOf(query), NEWEST_FIRST, limit + 1);
    const shown = docs.slice(0, limit);
    const last = shown.at(-1);
    // A page often holds several events of one record: each record's stream is read and named once.
    const labels = new Map<string, Promise<string | null>>();
    const labelOf = (doc: ActivityDoc) => {
      const known = labels.get(doc.streamId) ?? this.labelOf(doc);
      labels.set(doc.streamId, known);
      return known;
    };
    return {
      items: await Promise.all(shown.map(async (doc) => this.itemOf(doc, await labelOf(doc)))),
      next: docs.length > limit && last ? last.position : null,
    };
  }

  /** The event itself from the log, by its stream and revision: what it recorded is kept only there. */
  private async itemOf(doc: ActivityDoc, label: string | null): Promise<AuditActivityItem> {
    const [event] = await this.log.readStream(doc.streamId, { fromRevision: doc.revision, toRevision: doc.revision });
    if (!event || event.id !== doc._id) throw new Error(`Event ${doc._id} is not at ${doc.streamId}@${doc.revision}`);
    return { ...toAuditEvent(event), aggregate: doc.aggregate, recordId: doc.recordId, streamId: doc.streamId, label };
  }

  /** What the record is called now, as its replay names it (before its deletion, for a deleted one). */
  private async labelOf(doc: ActivityDoc): Promise<string | null> {
    const audited = this.catalog.get(doc.aggregate);
    if (!audited) return null;
    return audited.describe(await audited.lastState(await this.log.readStream(doc.streamId))).label;
  }
}
