/**
 * The append-only event log. Two adapters implement it (embedded SQLite, EventStoreDB) and one
 * contract suite (event-log.contract.ts) holds both to the same behaviour.
 */

/** Metadata every event carries; who did what, when, and why. Never secrets. */
export interface EventMetadata {
  readonly userId: string | null;
  readonly correlationId: string;
  readonly causationId: string;
  readonly commandType: string;
  readonly occurredAt: string;
  /** The request an Idempotency-Key came with (method, address, body), so a key reused for another is told apart. */
  readonly requestFingerprint?: string;
}

export interface NewEvent {
  /** Deterministic when derived from a command id, so a retried append is a no-op. A UUID. */
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  /** 0-based revision of the event within its stream. */
  readonly revision: number;
  /**
   * Position in the global log: unique per event and increasing in log order. Projections use it
   * to skip what they have already applied. Positions and checkpoints belong to one adapter: after
   * switching stores, read models are rebuilt (EventStoreDB positions are byte offsets).
   */
  readonly position: number;
  /**
   * Opaque token to resume reading the global log right after this event. The embedded log uses
   * the position itself; EventStoreDB needs its commit and prepare positions together.
   */
  readonly checkpoint: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: EventMetadata;
  /** When the log recorded the event (server clock). */
  readonly recordedAt: Date;
}

/** `'no-stream'`: the stream must not exist; `'any'`: no check; a number: the current revision. */
export type ExpectedRevision = 'no-stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event of this append (of the original append, for a retry). */
  readonly nextRevision: number;
  /** Global position of the last appended event (or of the original one, for a retried append). */
  readonly position: number;
}

export interface ReadStreamOptions {
  /** Start at this revision (inclusive); from the stream's first event by default. */
  readonly fromRevision?: number;
  /** Stop after this revision (inclusive). */
  readonly toRevision?: number;
  /** Stop after events recorded at or before this instant. */
  readonly until?: Date;
}

export interface SubscribeOptions {
  /** Events fetched per read; the iterator never holds more than this in memory. */
  readonly batchSize?: number;
  /** Ends the subscription: the iterator returns before the next event. */
  readonly signal?: AbortSignal;
}

export interface ReadAllOptions {
  /** Only events of these types: a rebuild reads what its projection folds, not the whole log. */
  readonly types?: readonly string[];
}

export interface EventLog {
  /**
   * Appends atomically. Throws WrongExpectedRevisionError on a revision clash. A retry (the first
   * id already stored, and all the ids stored consecutively, in order, in this stream) appends
   * nothing and answers the original result; ids that only partly match throw DuplicateEventIdError.
   */
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** A stream's events, oldest first; an empty array for a stream that does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Up to `maxCount` events of the global log after `after` (from the start when null); with
   * `types`, only events of those types (up to `maxCount` of them), the others skipped by the store.
   */
  readAll(after: string | null, maxCount: number, options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catch-up subscription to the global log after `after`: first what is stored, then every new
   * event as it is appended, in order, never skipping one. Pulls one batch at a time, so a slow
   * consumer slows the reads (back-pressure) instead of filling memory.
   */
  subscribeAll(after: string | null, options?: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /**
   * Position of the newest event, 0 when the log is empty. Progress and lag figures are measured
   * in positions: in the embedded log one position is one event.
   */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no-stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** A retried append whose ids only partly match what is stored: a client bug, never silently merged. */
export class DuplicateEventIdError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Stream ${streamId}: event id ${eventId} is already stored with different neighbours`);
    this.name = 'DuplicateEventIdError';
  }
}

export const EVENT_LOG = Symbol('EVENT_LOG');
