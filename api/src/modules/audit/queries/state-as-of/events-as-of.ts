import type { RecordedEvent } from '../../../../platform/event-log/event-log.port.js';

/**
 * The events in effect at an instant: a prefix of the stream, each event counted from the time it
 * happened (`occurredAt`, the time every DTO shows: a record's createdAt and updatedAt), so the
 * instant a record shows as its creation is one at which it exists. The log records an event a
 * moment after it happened; its own clock would leave that moment without the record. Within a
 * stream an event never counts before the one it follows (a command that decided on an earlier
 * clock reading but was recorded later), so the answer is always a prefix.
 */
export function eventsAsOf(events: readonly RecordedEvent[], asOf: Date): RecordedEvent[] {
  const limit = asOf.getTime();
  let effective = Number.NEGATIVE_INFINITY;
  let count = 0;
  for (const event of events) {
    effective = Math.max(effective, Date.parse(event.metadata.occurredAt));
    if (!(effective <= limit)) break;
    count += 1;
  }
  return events.slice(0, count);
}
