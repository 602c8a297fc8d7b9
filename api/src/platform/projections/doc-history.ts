import type { Doc as StoredDoc } from '../read-store/read-store.port.js';
import { POSITION_FIELD, type ProjectionWriter } from './projection.js';

/**
 * What a collection keeps of its past so it can be read as it stood at any instant (AsOfStore):
 * each version a document had before a write replaced it, with the stretch of time it was the
 * document. `keys` are fields its documents never change (a day bucket's day and branch): copied
 * onto each version and indexed with its stretch, so a read as of an instant finds the versions of
 * the documents it asks for by the index alone.
 */
export interface HistorySpec {
  readonly keys: readonly string[];
}

/**
 * Field each document of a collection keeping its history carries: when the event that last wrote
 * it happened (its `occurredAt`, the instant every DTO and the audit's "as of" count by).
 */
export const WRITTEN_AT_FIELD = '_at';

/** A version a write replaced: the document as it was from `from` until `at`. */
export interface HistoryEntry extends StoredDoc {
  /** The document's id. */
  readonly of: string;
  /** When the version began (its `_at`): the write that made it happened then. */
  readonly from: string | null;
  /** When the version ended: the write that replaced it happened then. */
  readonly at: string;
  /** The replacing event's position: two versions of one document at the same instant are told apart by it. */
  readonly pos: number;
  /** The version (without its position). */
  readonly before: StoredDoc;
}

/** The collection beside `name` that keeps its history. */
export const historyName = (name: string): string => `${name}_history`;

/**
 * The versions of an instant T are those with `at` after T and `from` at or before it: the index
 * holds both, so the versions that ended after T are told apart without reading them (by the key
 * fields first, when a query names them).
 */
export const historyIndexes = (spec: HistorySpec): Record<string, 1>[] => [
  { at: 1, from: 1 },
  ...(spec.keys.length > 0 ? [Object.fromEntries([...spec.keys, 'at', 'from'].map((key) => [key, 1 as const]))] : []),
];

function withoutPosition(doc: StoredDoc): StoredDoc {
  const { [POSITION_FIELD]: _position, ...rest } = doc;
  return rest as StoredDoc;
}

/** When the event being applied happened, as a document of a collection keeping its history records it. */
export const writtenAt = (writer: ProjectionWriter): string => new Date(writer.event.metadata.occurredAt).toISOString();

/**
 * Records the version a write the writer is about to make to `id` replaces, unless the event was
 * already applied to it: the entry's id is the document's and the position's, so a replayed event
 * records nothing twice either. A write that creates the document replaces nothing and records
 * nothing: before its `_at` the document is simply not among those read (a read as of T takes the
 * documents with `_at` ≤ T), and an entry for it, its `from` null, would match no read's `from` ≤ T.
 * Its instant stays known: the document's `_at`, then the `from` of its first version.
 */
export async function recordBefore(
  writer: ProjectionWriter,
  name: string,
  spec: HistorySpec,
  id: string,
): Promise<void> {
  const { position } = writer.event;
  const before = await writer.get(name, id);
  if (!before || Number(before[POSITION_FIELD] ?? -1) >= position) return;
  const began = before[WRITTEN_AT_FIELD];
  const entry: HistoryEntry = {
    _id: `${id}@${position}`,
    of: id,
    from: typeof began === 'string' ? began : null,
    at: writtenAt(writer),
    pos: position,
    before: withoutPosition(before),
    ...Object.fromEntries(spec.keys.map((key) => [key, before[key] ?? null])),
  };
  await writer.insert(historyName(name), entry);
}
