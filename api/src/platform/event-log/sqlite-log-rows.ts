import { setImmediate as nextEventLoopTurn } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import type { EventMetadata, RecordedEvent, SubscribeOptions } from './event-log.port.js';

// The rows of the embedded log's `events` table as read back: by the log itself and by the
// projections worker's reader (sqlite-log-reader.ts).

export const EVENT_COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, recorded_at';

/** One row in `raw` mode: arrays are noticeably cheaper than objects when reading a million rows. */
export type EventRow = [
  position: number,
  streamId: string,
  revision: number,
  eventId: string,
  type: string,
  data: string,
  metadata: string,
  recordedAt: number,
];

/** The global log's reads: events after a position up to another, of any type or of some. */
export function prepareGlobalReads(db: Database.Database) {
  return {
    // `LIMIT +?`: SQLite re-prepares a statement on every new binding of a plain `LIMIT ?` (its
    // planner reads the value); the unary plus keeps the plan made once (read-store/sql-query.ts, SLOT).
    readAll: db
      .prepare<[number, number, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ? ORDER BY position LIMIT +?`,
      )
      .raw(),
    // Types as one JSON array, as positions above; no index on type: the scan runs in SQLite, and
    // the rows skipped are never built as JavaScript strings (most of a rebuild's cost otherwise).
    readAllOfTypes: db
      .prepare<[number, number, string, number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND position <= ? ` +
          'AND type IN (SELECT value FROM json_each(?)) ORDER BY position LIMIT +?',
      )
      .raw(),
  };
}

const DEFAULT_SUBSCRIPTION_BATCH_SIZE = 500;

/** How an embedded log's subscription reads the global log (the log's own, or the projections worker's reader). */
export interface GlobalLogSource {
  isClosed(): boolean;
  /** Events after a position, at most `maxCount`, up to the last one that may be shown. */
  readAfter(afterPosition: number, maxCount: number): RecordedEvent[];
  /** Resolves when more may be there (a commit, a poll, a new visible position), on abort or on close. */
  untilMore(signal: AbortSignal | undefined): Promise<void>;
}

/** The global log from `after` on, in batches, waiting when it is read to the end, until aborted or closed. */
export async function* followGlobalLog(
  source: GlobalLogSource,
  after: string | null,
  options: SubscribeOptions,
): AsyncGenerator<RecordedEvent, void, undefined> {
  const batchSize = options.batchSize ?? DEFAULT_SUBSCRIPTION_BATCH_SIZE;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1)
    throw new Error(`batchSize must be a positive integer, got ${batchSize}`);
  const { signal } = options;
  let afterPosition = parseCheckpoint(after);
  while (!source.isClosed() && !signal?.aborted) {
    const batch = source.readAfter(afterPosition, batchSize);
    if (batch.length === 0) {
      await source.untilMore(signal);
      continue;
    }
    for (const event of batch) {
      // Stop at once rather than finish the batch: the consumer resumes from its own checkpoint.
      if (source.isClosed() || signal?.aborted) return;
      yield event;
      afterPosition = event.position;
    }
    // Reads are synchronous: without this, catching up on a long log with a synchronous consumer
    // would run on microtasks alone and starve timers, messages, HTTP and the log's group commit.
    await nextEventLoopTurn();
  }
}

/** The events of rows read by prepareGlobalReads. */
export function globalLogEvents(rows: readonly EventRow[]): RecordedEvent[] {
  const events = new Array<RecordedEvent>(rows.length);
  for (let index = 0; index < rows.length; index++) events[index] = new GlobalLogEvent(rows[index] as EventRow);
  return events;
}

/**
 * An event read from the global log (rebuilds, catch-up), decoded as it is used: a fold skips
 * every event of a type its projections do not read, and those are never parsed. The payloads are
 * parsed at most once each; a malformed one throws where it is read, failing that projection.
 */
export class GlobalLogEvent implements RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly position: number;
  readonly type: string;
  readonly metadata: EventMetadata;
  #data: string | Record<string, unknown>;
  #recordedAt: number | Date;

  constructor(row: EventRow) {
    // By index, not destructuring: this runs a million times in a rebuild.
    this.position = row[0];
    this.streamId = row[1];
    this.revision = row[2];
    this.id = row[3];
    this.type = row[4];
    this.#data = row[5];
    this.metadata = new GlobalLogMetadata(row[6]);
    this.#recordedAt = row[7];
  }

  get checkpoint(): string {
    return String(this.position);
  }

  get data(): Record<string, unknown> {
    if (typeof this.#data === 'string') this.#data = parseJsonObject(this.#data);
    return this.#data;
  }

  get recordedAt(): Date {
    if (typeof this.#recordedAt === 'number') this.#recordedAt = new Date(this.#recordedAt);
    return this.#recordedAt;
  }

  /** The plain event, for whatever serialises it: getters are not own properties. */
  toJSON(): RecordedEvent {
    const { id, streamId, revision, position, checkpoint, type, data, metadata, recordedAt } = this;
    return { id, streamId, revision, position, checkpoint, type, data, metadata, recordedAt };
  }
}

/**
 * The metadata of a global-log event. Projections read when it happened and who did it: those two
 * are cut out of the JSON text, which costs half of parsing it all; the rest is parsed on first use.
 */
class GlobalLogMetadata implements EventMetadata {
  #text: string;
  #parsed: EventMetadata | null = null;

  constructor(text: string) {
    this.#text = text;
  }

  get occurredAt(): string {
    const cut = this.#parsed ? undefined : topLevelString(this.#text, '"occurredAt":');
    return typeof cut === 'string' ? cut : this.parsed.occurredAt;
  }

  get userId(): string | null {
    const cut = this.#parsed ? undefined : topLevelString(this.#text, '"userId":');
    return cut === undefined ? this.parsed.userId : cut;
  }

  get correlationId(): string {
    return this.parsed.correlationId;
  }

  get causationId(): string {
    return this.parsed.causationId;
  }

  get commandType(): string {
    return this.parsed.commandType;
  }

  toJSON(): EventMetadata {
    return this.parsed;
  }

  private get parsed(): EventMetadata {
    // Written by serializeEvent from an EventMetadata, so the shape is known.
    return (this.#parsed ??= parseJsonObject(this.#text) as unknown as EventMetadata);
  }
}

/**
 * A top-level string (or null) field of JSON text as JSON.stringify writes it, or undefined when
 * unsure (a nested object, an escape in the value, no such key): the caller then parses it all.
 * `"key":` right after `{` or `,` is a key, since a quote inside a JSON string is always escaped.
 */
function topLevelString(text: string, marker: string): string | null | undefined {
  if (text.indexOf('{', 1) !== -1) return undefined;
  // The last one, as JSON.parse keeps the last of repeated keys.
  const at = text.lastIndexOf(marker);
  const before = at > 0 ? text.charCodeAt(at - 1) : 0;
  if (before !== 0x7b /* { */ && before !== 0x2c /* , */) return undefined;
  const start = at + marker.length;
  if (text.charCodeAt(start) !== 0x22 /* " */) return text.startsWith('null', start) ? null : undefined;
  let end = start + 1;
  for (let code = text.charCodeAt(end); code !== 0x22; code = text.charCodeAt(++end)) {
    if (code === 0x5c /* \ */ || Number.isNaN(code)) return undefined;
  }
  // Parsed rather than sliced: a slice would keep the whole metadata text alive in the read model.
  return JSON.parse(text.slice(start, end + 1)) as string;
}

export function parseJsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null)
    throw new Error(`Stored event payload is not a JSON object: ${text}`);
  return value as Record<string, unknown>;
}

export /** This adapter's checkpoint is the decimal global position; null means the start of the log. */
function parseCheckpoint(checkpoint: string | null): number {
  if (checkpoint === null) return 0;
  const position = /^(0|[1-9][0-9]*)$/.test(checkpoint) ? Number(checkpoint) : Number.NaN;
  if (!Number.isSafeInteger(position)) throw new Error(`Malformed event log checkpoint: ${JSON.stringify(checkpoint)}`);
  return position;
}
