import type Database from 'better-sqlite3';
import { type IndexSnapshot, readIndexSnapshot, writeIndexSnapshot } from './stream-index-snapshot.js';
import { StreamTable } from './stream-table.js';

type IndexRow = [position: number, streamId: string, eventId: string];

/**
 * Where a stream's events were found: under its hash in the table (`slot`), kept by its id
 * (`byId`, `[position, idHash, ...]`), or nowhere (`slot` -1 and no `byId`: it has none yet).
 */
interface Found {
  readonly hash: number;
  readonly slot: number;
  readonly byId: number[] | undefined;
}

/** Streams verified to own their hash, remembered between commands (a booking reads six streams). */
const MAX_VERIFIED = 4_096;
/** A snapshot is written again once this many positions were indexed after the last one. */
const SNAPSHOT_EVERY = 100_000;

export interface StreamIndexOptions {
  /** Where the index is saved, so that a start reads it instead of the whole log; null: never saved. */
  readonly snapshotFile?: string | null;
  /** The stream id's hash; tests give a poor one to make streams share hashes. */
  readonly hashStreamId?: (streamId: string) => number;
}

/**
 * Where each stream's events sit in the embedded log, held in memory instead of in SQLite indexes.
 *
 * Why: an on-disk index keyed by stream id or by event id takes its inserts at random places.
 * Once it outgrows what one group commit touches, every append dirties index pages of its own,
 * and the append rate fell by half as the log grew to a million events. With no index, rows are
 * written in position order at the end of the file and the rate stays flat.
 *
 * What it costs: memory and time to build. Streams are kept by a 30-bit hash of their id, not by
 * the id (a million events of a studio are 400,000 streams of 73-character ids: the ids alone were
 * 40 MB), each with its positions and event-id hashes, in typed arrays (stream-table.ts): about
 * 20 MB for a million events, outside the JavaScript heap (bench/README.md).
 * A hash found is confirmed against the stream id stored at the stream's first position; a stream
 * whose hash another took first is kept by its id.
 * The index is saved beside the log (stream-index-snapshot.ts) on close and every 100,000 events,
 * so a start reads the file and only the events after it, not the whole log.
 *
 * Another process may append to the same file: `catchUp` reads whatever was written after the
 * last position indexed, and runs before every read of a stream and inside every write
 * transaction, under the write lock, so an append always checks against the whole stream.
 */
export class SqliteStreamIndex {
  private table = new StreamTable();
  /** Streams whose hash was taken by another stream first, by id: a handful in a million. */
  private readonly collided = new Map<string, number[]>();
  /** Stream ids known to own their hash in `table`. */
  private readonly verified = new Map<string, number>();
  private indexedThrough = 0;
  private snapshotThrough = 0;
  private readonly rowsAfter: Database.Statement<[number], IndexRow>;
  private readonly eventIdAt: Database.Statement<[number], string>;
  private readonly streamIdAt: Database.Statement<[number], string>;
  private readonly dataVersion: Database.Statement<[], number>;
  private readonly hashStreamId: (streamId: string) => number;
  private readonly snapshotFile: string | null;
  /** SQLite's `data_version` at the last catch-up; null forces the next one to read. */
  private seenVersion: number | null = null;
  private batchMark: number | null = null;
  private readCaughtUp = false;
  private catchingUp = false;
  private snapshotWriting = false;
  private closing = false;
  private readonly touchedInBatch = new Set<string>();
  /** Rows read from the log by catch-ups: how a start shows it read the snapshot, not the log. */
  rowsRead = 0;

  constructor(
    private readonly db: Database.Database,
    options: StreamIndexOptions = {},
  ) {
    this.hashStreamId = options.hashStreamId ?? hashStreamId;
    this.snapshotFile = options.snapshotFile ?? null;
    this.rowsAfter = db
      .prepare<[number], IndexRow>(
        'SELECT position, stream_id, event_id FROM events WHERE position > ? ORDER BY position',
      )
      .raw();
    this.eventIdAt = db.prepare<[number], string>('SELECT event_id FROM events WHERE position = ?').pluck();
    this.streamIdAt = db.prepare<[number], string>('SELECT stream_id FROM events WHERE position = ?').pluck();
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
    if (this.snapshotFile)
      this.restore(readIndexSnapshot(this.snapshotFile, (position) => this.eventIdHashAt(position)));
    this.catchUp();
  }

  /**
   * Indexes the events written since the last call, by this instance or by another process.
   * SQLite changes `data_version` only when another connection commits, and this instance indexes
   * its own appends as it makes them, so while it is unchanged there is nothing to read (the query
   * cost a few percent of every command).
   */
  catchUp(): void {
    const version = this.dataVersion.get() as number;
    if (version === this.seenVersion) return;
    this.seenVersion = version;
    // Each stream added is remembered as verified until the end: the file is asked only about
    // streams indexed before this catch-up (by a snapshot or an earlier one), once each.
    this.catchingUp = true;
    try {
      for (const [position, streamId, eventId] of this.rowsAfter.iterate(this.indexedThrough)) {
        this.add(streamId, position, eventId);
        this.rowsRead += 1;
      }
    } finally {
      this.catchingUp = false;
      if (this.verified.size > MAX_VERIFIED) this.verified.clear();
    }
    this.snapshotSoon();
  }

  /**
   * `catchUp` for a read: at most once per turn of the event loop. Reads in one turn then see the
   * log as of that turn's first read or of this instance's last append, whichever came later
   * (appends always catch up, under the write lock), so a read after an append still sees every
   * commit before it. A booking reads six streams; asking SQLite each time was 8% of its CPU.
   */
  catchUpForRead(): void {
    if (this.readCaughtUp) return;
    this.catchUp();
    this.readCaughtUp = true;
    setImmediate(() => {
      this.readCaughtUp = false;
    });
  }

  /** The last position indexed: the log's head as this instance last saw it. */
  get indexedPosition(): number {
    return this.indexedThrough;
  }

  /** The stream's last revision, or null when it has no events. */
  lastRevision(streamId: string): number | null {
    const count = this.countOf(this.find(streamId));
    return count > 0 ? count - 1 : null;
  }

  /** Positions of the stream's events from revision `fromRevision` up to `toRevision`, in order. */
  positions(streamId: string, toRevision: number, fromRevision = 0): number[] {
    const found = this.find(streamId);
    const positions: number[] = [];
    const end = Math.min(this.countOf(found) - 1, toRevision);
    for (let revision = Math.max(0, fromRevision); revision <= end; revision++)
      positions.push(this.positionIn(found, revision));
    return positions;
  }

  positionAt(streamId: string, revision: number): number | undefined {
    const found = this.find(streamId);
    return revision >= 0 && revision < this.countOf(found) ? this.positionIn(found, revision) : undefined;
  }

  /** The revision at which the stream holds this event id, or undefined. */
  revisionOf(streamId: string, eventId: string): number | undefined {
    const found = this.find(streamId);
    const hash = hashEventId(eventId);
    const count = this.countOf(found);
    for (let revision = 0; revision < count; revision++) {
      // Equal hashes are confirmed on the stored row; a 21-bit hash may collide.
      const position = this.positionIn(found, revision);
      if (this.idHashIn(found, revision) === hash && this.eventIdAt.get(position) === eventId) return revision;
    }
    return undefined;
  }

  /** Records an event this instance has just inserted (its transaction not yet committed). */
  add(streamId: string, position: number, eventId: string): void {
    const found = this.find(streamId);
    const idHash = hashEventId(eventId);
    if (found.byId) found.byId.push(position, idHash);
    else if (found.slot !== -1) this.table.appendAt(found.slot, position, idHash);
    // A new stream whose hash another holds is kept by its id.
    else if (this.table.find(found.hash) !== -1) this.collided.set(streamId, [position, idHash]);
    else {
      this.table.append(found.hash, position, idHash);
      this.remember(streamId, found.hash);
    }
    this.indexedThrough = position;
    if (this.batchMark !== null) this.touchedInBatch.add(streamId);
  }

  /** Starts a write transaction: what is added from here on may have to be forgotten. */
  beginBatch(): void {
    this.batchMark = this.indexedThrough;
    this.touchedInBatch.clear();
  }

  /** The transaction committed: keep what it added. */
  commitBatch(): void {
    this.batchMark = null;
    this.touchedInBatch.clear();
    this.snapshotSoon();
  }

  /**
   * The transaction rolled back: forget every position it added. Rows other processes wrote are
   * forgotten too, and read again by the next catch-up.
   */
  rollbackBatch(): void {
    const mark = this.batchMark;
    if (mark === null) return;
    for (const streamId of this.touchedInBatch) {
      const found = this.find(streamId);
      let kept = this.countOf(found);
      while (kept > 0 && this.positionIn(found, kept - 1) > mark) kept -= 1;
      if (found.byId) {
        found.byId.length = kept * 2;
        if (kept === 0) this.collided.delete(streamId);
      } else if (found.slot !== -1) {
        this.table.truncate(found.hash, kept);
        // Another stream may take the hash now: no remembered owner can be trusted for it.
        if (kept === 0) this.verified.clear();
      }
    }
    this.indexedThrough = mark;
    this.seenVersion = null;
    this.batchMark = null;
    this.touchedInBatch.clear();
  }

  /** Saves the index now, on close (no periodic save lands after it): the next start reads it, then the rest. */
  save(): void {
    this.closing = true;
    if (!this.snapshotFile || this.indexedThrough === this.snapshotThrough) return;
    writeIndexSnapshot(this.snapshotFile, this.snapshot(), { sync: true });
    this.snapshotThrough = this.indexedThrough;
  }

  /** Where the stream's events are: kept by id, or under its hash, or nowhere yet. */
  private find(streamId: string): Found {
    if (this.collided.size > 0) {
      const byId = this.collided.get(streamId);
      if (byId !== undefined) return { hash: 0, slot: -1, byId };
    }
    const hash = this.hashStreamId(streamId);
    const slot = this.table.find(hash);
    return { hash, slot: slot !== -1 && this.owns(streamId, hash, slot) ? slot : -1, byId: undefined };
  }

  private countOf(found: Found): number {
    if (found.byId) return found.byId.length / 2;
    return found.slot === -1 ? 0 : this.table.count(found.slot);
  }

  private positionIn(found: Found, revision: number): number {
    return found.byId ? (found.byId[revision * 2] as number) : this.table.position(found.slot, revision);
  }

  private idHashIn(found: Found, revision: number): number {
    return found.byId ? (found.byId[revision * 2 + 1] as number) : this.table.idHash(found.slot, revision);
  }

  /** Whether the events found under the stream's hash are this stream's and not another's. */
  private owns(streamId: string, hash: number, slot: number): boolean {
    if (this.verified.get(streamId) === hash) return true;
    if (this.streamIdAt.get(this.table.position(slot, 0)) !== streamId) return false;
    this.remember(streamId, hash);
    return true;
  }

  /** A catch-up remembers every stream it meets (its rows name them), until it ends; otherwise a few thousand. */
  private remember(streamId: string, hash: number): void {
    if (this.verified.size >= MAX_VERIFIED && !this.catchingUp) this.verified.clear();
    this.verified.set(streamId, hash);
  }

  private eventIdHashAt(position: number): number | undefined {
    const eventId = this.eventIdAt.get(position);
    return eventId === undefined ? undefined : hashEventId(eventId);
  }

  private restore(snapshot: IndexSnapshot | null): void {
    if (!snapshot) return;
    this.table = snapshot.table;
    for (const [streamId, byId] of snapshot.collided) this.collided.set(streamId, byId);
    this.indexedThrough = snapshot.through;
    this.snapshotThrough = snapshot.through;
  }

  private snapshot(): IndexSnapshot {
    const through = this.indexedThrough;
    return {
      through,
      throughIdHash: this.eventIdHashAt(through) ?? 0,
      table: this.table,
      collided: this.collided,
    };
  }

  /** Saves the index off the current turn once enough was indexed since the last save. */
  private snapshotSoon(): void {
    if (!this.snapshotFile || this.snapshotWriting || this.batchMark !== null) return;
    if (this.indexedThrough - this.snapshotThrough < SNAPSHOT_EVERY) return;
    this.snapshotWriting = true;
    setImmediate(() => {
      if (this.closing) return;
      // Between transactions: what the index holds is committed, a prefix of the log.
      const through = this.indexedThrough;
      Promise.resolve()
        .then(() =>
          writeIndexSnapshot(this.snapshotFile as string, this.snapshot(), {
            sync: false,
            stillWanted: () => !this.closing,
          }),
        )
        .then(() => {
          this.snapshotThrough = Math.max(this.snapshotThrough, through);
        })
        // A failed save costs the next start a longer catch-up, nothing else.
        .catch(() => undefined)
        .finally(() => {
          this.snapshotWriting = false;
        });
    });
  }
}

/** FNV-1a over the UTF-16 code units, kept to 30 bits so V8 stores it as a small integer. */
function fnv30(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x3fffffff;
}

/** Cheap, and only ever confirmed against the stored stream id. */
export const hashStreamId = fnv30;
/** Cheap, only ever confirmed against the stored event id; 21 bits, as saved indexes have them. */
export const hashEventId = (eventId: string): number => fnv30(eventId) & (2 ** 21 - 1);
