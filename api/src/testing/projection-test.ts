import type { DomainEvent } from '../platform/domain/decider.js';
import type { EventMetadata, RecordedEvent } from '../platform/event-log/event-log.port.js';
import { WRITTEN_AT_FIELD } from '../platform/projections/doc-history.js';
import {
  declareIndexes,
  POSITION_FIELD,
  ProjectionWriter,
  type Projection,
} from '../platform/projections/projection.js';
import { SqliteReadStore } from '../platform/read-store/sqlite-read-store.js';
import type { Doc } from '../platform/read-store/read-store.port.js';

/** An event as a test gives it: its type and data, and optionally when and by whom. */
export type GivenEvent = DomainEvent & {
  readonly occurredAt?: string;
  readonly userId?: string | null;
  readonly streamId?: string;
};

const DEFAULT_TIME = '2026-01-15T10:00:00.000Z';

/** The event as the log gives it, at this position (metadata defaulted). */
export function recorded(event: GivenEvent, position: number): RecordedEvent {
  const metadata: EventMetadata = {
    userId: event.userId ?? null,
    correlationId: `test-${position}`,
    causationId: `test-${position}`,
    commandType: 'Test',
    occurredAt: event.occurredAt ?? DEFAULT_TIME,
  };
  return {
    id: `00000000-0000-5000-8000-${String(position).padStart(12, '0')}`,
    streamId: event.streamId ?? 'test-stream',
    revision: position - 1,
    position,
    checkpoint: String(position),
    type: event.type,
    data: { ...event.data },
    metadata,
    recordedAt: new Date(metadata.occurredAt),
  };
}

/**
 * Given events, then documents: a projection's given/when/then. The events are applied in order
 * on a fresh embedded read store, the way the runner applies the log (types the projection does
 * not read are skipped), optionally twice to show a replay changes nothing.
 */
export function projectionSpecFor(projection: Projection) {
  return {
    given: (events: readonly GivenEvent[], options: { replayed?: boolean } = {}) => {
      const store = SqliteReadStore.open(':memory:');
      const targets = new Map(projection.collections.map((name) => [name, name]));
      const types = projection.eventTypes ? new Set(projection.eventTypes) : null;
      const applied = (async () => {
        await declareIndexes(store, projection, targets);
        const log = events.map((event, index) => recorded(event, index + 1));
        for (let round = options.replayed ? 2 : 1; round > 0; round -= 1) {
          for (const event of log) {
            if (types === null || types.has(event.type))
              await projection.apply(event, new ProjectionWriter(store, targets, event));
          }
        }
      })();
      const documents = async (collection: string): Promise<Doc[]> => {
        await applied;
        const docs = await store.collection(collection).find({}, { sort: { _id: 1 } });
        return docs.map(({ [POSITION_FIELD]: _position, [WRITTEN_AT_FIELD]: _writtenAt, ...doc }) => doc as Doc);
      };
      return {
        documents,
        /** The collection holds exactly these documents (compared by _id order, position and write time left out). */
        thenDocuments: async (collection: string, expected: readonly Record<string, unknown>[]): Promise<void> => {
          const sorted = [...expected].sort((a, b) => String(a._id).localeCompare(String(b._id)));
          expect(await documents(collection)).toEqual(sorted);
        },
        /** The document with this id matches these fields. */
        thenDocument: async (collection: string, id: string, fields: Record<string, unknown>): Promise<void> => {
          const doc = (await documents(collection)).find((candidate) => candidate._id === id);
          expect(doc).toMatchObject(fields);
        },
      };
    },
  };
}
