import type { Doc as StoredDoc } from '../read-store/read-store.port.js';
import { POSITION_FIELD, type ProjectionWriter } from './projection.js';

/**
 * What a collection keeps of its past so it can be read as it stood at any instant (AsOfStore):
 * for every write, the document as it was just before (null when the write created it). `keys`
 * are fields its documents never change (a day bucket's day and branch): they are copied onto each
 * history entry, so a read as of an instant narrows the entries by them as it narrows documents.
 */
export interface HistorySpec {
  readonly keys: readonly string[];
}

/** One write's undo: the document before it, and when the log recorded the event that wrote it. */
export interface HistoryEntry extends StoredDoc {
  /** The document's id. */
  readonly of: string;
  /**
   * When the event that wrote it happened (its `occurredAt`, the instant every DTO and the audit's
   * "as of" count by): entries after an instant are what changed since.
   */
  readonly at: string;
  /** The event's position: the earliest entry after an instant holds the document as it stood then. */
  readonly pos: number;
  /** The document before the write, without its position; null when the write created it. */
  readonly before: StoredDoc | null;
}

/** The collection beside `name` that keeps its history. */
export const historyName = (name: string): string => `${name}_history`;

/** Walked by an as-of read: entries after an instant, by key fields, oldest first. */
export const historyIndexes = (spec: HistorySpec): Record<string, 1>[] => [
  { at: 1 },
  ...(spec.keys.length > 0 ? [Object.fromEntries([...spec.keys, 'at'].map((key) => [key, 1 as const]))] : []),
];

function withoutPosition(doc: StoredDoc): StoredDoc {
  const { [POSITION_FIELD]: _position, ...rest } = doc;
  return rest as StoredDoc;
}

/**
 * Records the undo of a write the writer is about to make to `id` (given the document it will
 * hold after, or its fields), unless the event was already applied to it: the entry's id is the
 * document's and the position's, so a replayed event records nothing twice either.
 */
export async function recordBefore(
  writer: ProjectionWriter,
  name: string,
  spec: HistorySpec,
  id: string,
  after: Readonly<Record<string, unknown>>,
  creates: boolean,
): Promise<void> {
  const { position, metadata } = writer.event;
  const before = await writer.get(name, id);
  if (before ? Number(before[POSITION_FIELD] ?? -1) >= position : !creates) return;
  const keyed = before ?? after;
  const entry: HistoryEntry = {
    _id: `${id}@${position}`,
    of: id,
    at: new Date(metadata.occurredAt).toISOString(),
    pos: position,
    before: before ? withoutPosition(before) : null,
    ...Object.fromEntries(spec.keys.map((key) => [key, keyed[key] ?? null])),
  };
  await writer.insert(historyName(name), entry);
}
