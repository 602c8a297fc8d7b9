import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type Direction,
  type Position,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventLog,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from './event-log.port.js';

const DEFAULT_SUBSCRIPTION_BATCH_SIZE = 500;
// $all holds system events we skip client-side, so pages are never tiny even for small reads.
const MIN_ALL_PAGE_SIZE = 256;
/** How many of a stream's last events a numeric-revision append searches for its own ids. */
const RETRY_LOOKBACK = 100;

/**
 * The event log on EventStoreDB (server 22.10 or later: stream reads must carry $all positions).
 *
 * Positions: $all is ordered by (commit, prepare) and the events of one append share a commit
 * position, so `position` is the prepare position (unique, increasing in log order) and the
 * checkpoint is "<commit>/<prepare>", from which reads and subscriptions resume.
 *
 * Idempotency: the server itself recognises a retry made with the first attempt's expected
 * revision (or with 'any', while it still remembers the ids). A command handler that reloads the
 * stream retries with the CURRENT revision instead, which the server would append a second time,
 * so a numeric-revision append first looks for its ids among the stream's last RETRY_LOOKBACK
 * events. Unlike the embedded log, an id reused in another stream, or further back, goes unnoticed.
 */
export class EventStoreDbEventLog implements EventLog {
  /** One per running subscription, so close() can end them all. */
  private readonly subscriptionStoppers = new Set<AbortController>();
  private closed = false;

  private constructor(private readonly client: EventStoreDBClient) {}

  /** `connectionString` as EventStoreDB documents it, e.g. `esdb://localhost:2113?tls=false`. */
  static connect(connectionString: string): EventStoreDbEventLog {
    return new EventStoreDbEventLog(EventStoreDBClient.connectionString(connectionString));
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
    const original = typeof expected === 'number' ? await this.findOriginalAppend(streamId, events, expected) : null;
    if (original) return original;
    let nextExpectedRevision: bigint;
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expected) },
      );
      nextExpectedRevision = result.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) throw await this.explainClash(streamId, events, expected, error);
      throw error;
    }
    // The append's own result names the position of the whole write (and none at all for an
    // idempotent retry), not of its last event; reading that event back gives the exact one.
    return {
      nextRevision: Number(nextExpectedRevision),
      position: await this.positionOfRevision(streamId, nextExpectedRevision),
    };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { toRevision, until } = options;
    const fromRevision = Math.max(0, options.fromRevision ?? 0);
    if (toRevision !== undefined && toRevision < fromRevision) return [];
    const read = this.client.readStream(streamId, {
      direction: FORWARDS,
      fromRevision: fromRevision === 0 ? START : BigInt(fromRevision),
      ...(toRevision === undefined ? {} : { maxCount: BigInt(toRevision - fromRevision) + 1n }),
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const { event } of read) {
        if (!event || (until && event.created.getTime() > until.getTime())) continue;
        events.push(toRecordedEvent(event, requirePosition(event)));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: string | null, maxCount: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    assertPositiveInteger(maxCount, 'maxCount');
    const types = options.types ? new Set(options.types) : null;
    const events: RecordedEvent[] = [];
    await this.scanAll(FORWARDS, after === null ? null : parseCheckpoint(after), maxCount, (event) => {
      // Skipped here, as system events are: this client cannot filter reads of $all on the server.
      if (types && !types.has(event.type)) return true;
      events.push(toRecordedEvent(event, event.position));
      return events.length < maxCount;
    });
    return events;
  }

  async *subscribeAll(
    after: string | null,
    options: SubscribeOptions = {},
  ): AsyncGenerator<RecordedEvent, void, undefined> {
    const batchSize = options.batchSize ?? DEFAULT_SUBSCRIPTION_BATCH_SIZE;
    assertPositiveInteger(batchSize, 'batchSize');
    const afterPosition = after === null ? null : parseCheckpoint(after);
    const stopper = new AbortController();
    const stop = (): void => stopper.abort();
    if (options.signal?.aborted) return;
    options.signal?.addEventListener('abort', stop, { once: true });
    this.subscriptionStoppers.add(stopper);
    const stopped = new Promise<'stopped'>((resolve) =>
      stopper.signal.addEventListener('abort', () => resolve('stopped'), { once: true }),
    );

    // The readable buffers at most batchSize events and pauses the gRPC stream beyond that, so a
    // slow consumer holds the server back instead of filling memory.
    const subscription = this.client.subscribeToAll(
      { fromPosition: afterPosition ?? START, filter: excludeSystemEvents(), resolveLinkTos: false },
      { highWaterMark: batchSize },
    );
    const events = subscription[Symbol.asyncIterator]();
    try {
      while (!stopper.signal.aborted) {
        const next = await Promise.race([events.next(), stopped]);
        if (next === 'stopped' || next.done) return;
        const { event } = next.value;
        if (!event || isSystemEvent(event)) continue;
        // A subscription may start AT the checkpoint's event; it was delivered before.
        if (afterPosition && comparePositions(event.position, afterPosition) <= 0) continue;
        yield toRecordedEvent(event, event.position);
      }
    } finally {
      options.signal?.removeEventListener('abort', stop);
      this.subscriptionStoppers.delete(stopper);
      await subscription.unsubscribe().catch(() => undefined);
      // A pending read would otherwise wait forever; errors after this point concern nobody.
      subscription.on('error', () => undefined);
      subscription.destroy();
    }
  }

  async headPosition(): Promise<number> {
    let head = 0;
    await this.scanAll(BACKWARDS, null, 1, (event) => {
      head = toLogPosition(event.position);
      return false;
    });
    return head;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const stopper of this.subscriptionStoppers) stopper.abort();
    await this.client.dispose();
  }

  /**
   * Walks $all page by page from just after `after` (exclusive; null for the start or, backwards,
   * the end), skipping system events, handing each other event to `visit` until it answers false
   * or the log ends. This client cannot filter reads of $all on the server, hence the skipping.
   */
  private async scanAll(
    direction: Direction,
    after: Position | null,
    wanted: number,
    visit: (event: AllStreamRecordedEvent) => boolean,
  ): Promise<void> {
    let previous = after;
    // +1: a read from a position includes the event at that position, already visited.
    const pageSize = Math.max(wanted + 1, MIN_ALL_PAGE_SIZE);
    for (;;) {
      const fromPosition: ReadPosition = previous ?? (direction === FORWARDS ? START : END);
      const read = this.client.readAll({ direction, fromPosition, maxCount: pageSize, resolveLinkTos: false });
      let readCount = 0;
      let last: Position | null = null;
      for await (const { event } of read) {
        readCount += 1;
        if (!event) continue;
        last = event.position;
        if (previous && isAtOrBefore(direction, event.position, previous)) continue;
        if (isSystemEvent(event)) continue;
        if (!visit(event)) {
          await read.cancel();
          return;
        }
      }
      if (readCount < pageSize || !last) return;
      previous = last;
    }
  }

  /** The result of an earlier append of exactly these events, if it is among the last ones. */
  private async findOriginalAppend(
    streamId: string,
    events: readonly NewEvent[],
    expected: number,
  ): Promise<AppendResult | null> {
    const from = Math.max(0, expected - RETRY_LOOKBACK + 1);
    const recent = await this.readRevisions(streamId, BigInt(from), expected - from + 1);
    const indexById = new Map(recent.map((event, index) => [event.id, index]));
    const firstIndex = events[0] && indexById.get(events[0].id);
    if (firstIndex === undefined) {
      const repeated = events.find((event) => indexById.has(event.id));
      if (repeated) throw new DuplicateEventIdError(streamId, repeated.id);
      return null;
    }
    for (const [offset, event] of events.entries()) {
      if (recent[firstIndex + offset]?.id !== event.id) throw new DuplicateEventIdError(streamId, event.id);
    }
    const last = recent[firstIndex + events.length - 1];
    if (!last) return null;
    return { nextRevision: Number(last.revision), position: toLogPosition(requirePosition(last)) };
  }

  /** Up to `count` events from `fromRevision`, oldest first; none for a missing stream. */
  private async readRevisions(streamId: string, fromRevision: bigint, count: number): Promise<EsdbRecordedEvent[]> {
    const events: EsdbRecordedEvent[] = [];
    try {
      for await (const { event } of this.client.readStream(streamId, {
        fromRevision,
        maxCount: count,
        direction: FORWARDS,
      })) {
        if (event) events.push(event);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return events;
  }

  private async positionOfRevision(streamId: string, revision: bigint): Promise<number> {
    for await (const { event } of this.client.readStream(streamId, {
      fromRevision: revision,
      maxCount: 1,
      direction: FORWARDS,
    })) {
      if (event) return toLogPosition(requirePosition(event));
    }
    throw new Error(`Stream ${streamId}: revision ${revision} was acknowledged but cannot be read back`);
  }

  /**
   * The server answers "wrong expected version" both for a real clash and for a retry whose ids
   * only partly match the events after the expected revision; the port tells them apart.
   */
  private async explainClash(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
    error: WrongExpectedVersionError,
  ): Promise<Error> {
    const actual = error.actualVersion === NO_STREAM ? 'no-stream' : Number(error.actualVersion);
    const [first] = events;
    if (expected === 'any' && first) return new DuplicateEventIdError(streamId, first.id);
    if (expected === 'any' || actual === 'no-stream') return new WrongExpectedRevisionError(streamId, expected, actual);
    const fromRevision = expected === 'no-stream' ? 0n : BigInt(expected) + 1n;
    const ids = new Set(events.map((event) => event.id));
    const repeated = (await this.readRevisions(streamId, fromRevision, events.length)).find((event) =>
      ids.has(event.id),
    );
    if (repeated) return new DuplicateEventIdError(streamId, repeated.id);
    return new WrongExpectedRevisionError(streamId, expected, actual);
  }
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no-stream') return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0)
    throw new Error(`Invalid expected revision: ${String(expected)}`);
  return BigInt(expected);
}

function isSystemEvent(event: { readonly type: string; readonly streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toRecordedEvent(event: EsdbRecordedEvent, position: Position): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: toLogPosition(position),
    checkpoint: `${position.commit}/${position.prepare}`,
    type: event.type,
    data: asJsonObject(event.data, event),
    // Written by append() from an EventMetadata.
    metadata: asJsonObject(event.metadata, event) as unknown as EventMetadata,
    recordedAt: event.created,
  };
}

/** Our events are JSON; a binary payload (written by another tool) is decoded as UTF-8 JSON. */
function asJsonObject(value: unknown, event: EsdbRecordedEvent): Record<string, unknown> {
  const decoded: unknown = value instanceof Uint8Array ? JSON.parse(Buffer.from(value).toString('utf8')) : value;
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new Error(`Event ${event.id} in ${event.streamId} does not carry a JSON object`);
  }
  return decoded as Record<string, unknown>;
}

function requirePosition(event: EsdbRecordedEvent): Position {
  if (!event.position)
    throw new Error('EventStoreDB did not return $all positions on a stream read: it needs server 22.10 or later');
  return event.position;
}

function toLogPosition(position: Position): number {
  const prepare = Number(position.prepare);
  if (!Number.isSafeInteger(prepare)) throw new Error(`Prepare position ${position.prepare} exceeds a safe integer`);
  return prepare;
}

function parseCheckpoint(checkpoint: string): Position {
  const match = /^([0-9]+)\/([0-9]+)$/.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new Error(`Malformed event log checkpoint: ${JSON.stringify(checkpoint)}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** True when `position` is `reference` or was already passed when walking in `direction`. */
function isAtOrBefore(direction: Direction, position: Position, reference: Position): boolean {
  const order = comparePositions(position, reference);
  return direction === FORWARDS ? order <= 0 : order >= 0;
}

function assertPositiveInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
}
