import type { AuditEventDto } from '@boxstudio/contracts';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';

/** An event of the log as the audit answers it: what it recorded, and who, when and under which command. */
export function toAuditEvent(event: RecordedEvent): AuditEventDto {
  const { id, type, revision, position, data } = event;
  const { userId, correlationId, causationId, commandType, occurredAt } = event.metadata;
  return {
    id,
    type,
    revision,
    position,
    recordedAt: event.recordedAt.toISOString(),
    data,
    metadata: { userId, correlationId, causationId, commandType, occurredAt },
  };
}
