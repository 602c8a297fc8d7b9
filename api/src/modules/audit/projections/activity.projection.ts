import type { DomainEvent } from '../../../platform/domain/decider.js';
import { defineProjection } from '../../../platform/projections/define-projection.js';
import { ACTIVITY, auditedRecordOf } from './activity-docs.js';

/**
 * The studio's activity: a small document per event of an audited record's stream, whatever its type,
 * written once (an insert: a replayed event finds its document there). Other streams (claims, keys'
 * idempotency, the newsletter) are not audited and not kept.
 */
export const activityProjection = defineProjection<DomainEvent>()({
  name: 'audit-activity',
  collections: { activity: ACTIVITY },
  handlers: {},
  everyEvent: async (recorded, { activity }) => {
    const record = auditedRecordOf(recorded.streamId);
    if (!record) return;
    const { userId, correlationId, causationId, commandType, occurredAt } = recorded.metadata;
    await activity.insert({
      _id: recorded.id,
      position: recorded.position,
      streamId: recorded.streamId,
      ...record,
      revision: recorded.revision,
      type: recorded.type,
      userId,
      correlationId,
      causationId,
      commandType,
      occurredAt,
      recordedAt: recorded.recordedAt.toISOString(),
    });
  },
});
