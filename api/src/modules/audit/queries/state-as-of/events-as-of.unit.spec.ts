import type { RecordedEvent } from '../../../../platform/event-log/event-log.port.js';
import { eventsAsOf } from './events-as-of.js';

/** An event that happened at `occurredAt` and was recorded `lagMs` later. */
function event(revision: number, occurredAt: string, lagMs = 1): RecordedEvent {
  const metadata = { userId: null, correlationId: 'c', causationId: 'c', commandType: 'Test', occurredAt };
  return {
    id: `e${revision}`,
    streamId: 'plan-p1',
    revision,
    position: revision + 1,
    checkpoint: String(revision + 1),
    type: 'T',
    data: {},
    metadata,
    recordedAt: new Date(Date.parse(occurredAt) + lagMs),
  };
}

const at = (iso: string) => new Date(iso);
const revisions = (events: readonly RecordedEvent[]) => events.map((recorded) => recorded.revision);

describe('eventsAsOf', () => {
  const stream = [
    event(0, '2026-03-01T10:00:00.000Z'),
    event(1, '2026-03-01T11:00:00.000Z'),
    event(2, '2026-03-01T12:00:00.000Z'),
  ];

  it('counts an event from the instant it happened, the one its DTO shows, not the later one the log recorded', () => {
    expect(revisions(eventsAsOf(stream, at('2026-03-01T10:00:00.000Z')))).toEqual([0]);
    expect(revisions(eventsAsOf(stream, at('2026-03-01T09:59:59.999Z')))).toEqual([]);
    expect(revisions(eventsAsOf(stream, at('2026-03-01T11:00:00.000Z')))).toEqual([0, 1]);
    expect(revisions(eventsAsOf(stream, at('2026-03-02T00:00:00.000Z')))).toEqual([0, 1, 2]);
  });

  it('answers a prefix even when a later event carries an earlier time than the one before it', () => {
    const raced = [
      event(0, '2026-03-01T10:00:00.000Z'),
      event(1, '2026-03-01T10:00:05.000Z'),
      event(2, '2026-03-01T10:00:03.000Z'),
    ];
    expect(revisions(eventsAsOf(raced, at('2026-03-01T10:00:04.000Z')))).toEqual([0]);
    expect(revisions(eventsAsOf(raced, at('2026-03-01T10:00:05.000Z')))).toEqual([0, 1, 2]);
  });
});
