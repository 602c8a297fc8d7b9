import type Database from 'better-sqlite3';

/** One stream's events: their positions in the log by revision, and a hash of each event id. */
interface StreamEntries {
  readonly positions: number[];
  readonly idHashes: number[];
}

type IndexRow = [position: number, streamId: string, eventId: string];

/**
 * Where each stream's events sit in the embedded log, held in memory instead of in SQLite indexes.
 *
 * Why: an on-disk index keyed by stream id or by event id takes its inserts at random places.
 * Once it outgrows what one group commit touches, every append dirties index pages of its own,
 * and the append rate fell by half as the log grew to a million events. With no index, rows are
 * written in position order at the end of the file and the rate stays flat.
 *
 * What it costs: memory and one pass over the log's positions, stream ids and event ids when the
 * log is opened (2.6 s and 25 MB for a million ~1 KB events on these machines: bench/README.md).
 * Another process may append to the same file: `catchUp` reads whatever was written after the
 * last position indexed, and runs before every read of a stream and inside every write
 * transaction, under the write lock, so an append always checks against the whole stream.
 */
export class SqliteStreamIndex {
  private readonly streams = new Map<string, StreamEntries>();
  private indexedThrough = 0;
  private readonly rowsAfter: Database.Statement<[number], IndexRow>;
  private readonly eventIdAt: Database.Statement<[number], string>;
  private readonly dataVersion: Database.Statement<[], number>;
  /** SQLite's `data_version` at the last catch-up; null forces the next one to read. */
  private seenVersion: number | null = null;
  private batchMark: number | null = null;
  private readCaughtUp = false;
  private readonly touchedInBatch = new Map<string, StreamEntries>();

  constructor(db: Database.Database) {
    this.rowsAfter = db
      .prepare<[number], IndexRow>(
        'SELECT position, stream_id, event_id FROM events WHERE position > ? ORDER BY position',
      )
      .raw();
    this.eventIdAt = db.prepare<[number], string>('SELECT event_id FROM events WHERE position = ?').pluck();
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
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
    for (const [position, streamId, eventId] of this.rowsAfter.iterate(this.indexedThrough)) {
      this.add(streamId, position, eventId);
    }
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
    const entries = this.streams.get(streamId);
    return entries ? entries.positions.length - 1 : null;
  }

  /** Positions of the stream's events from revision 0 up to `toRevision`, in order. */
  positions(streamId: string, toRevision: number, fromRevision = 0): readonly number[] {
    const positions = this.streams.get(streamId)?.positions ?? [];
    if (fromRevision <= 0 && toRevision >= positions.length - 1) return positions;
    return positions.slice(Math.max(0, fromRevision), Math.max(0, toRevision + 1));
  }

  positionAt(streamId: string, revision: number): number | undefined {
    return this.streams.get(streamId)?.positions[revision];
  }

  /** The revision at which the stream holds this event id, or undefined. */
  revisionOf(streamId: string, eventId: string): number | undefined {
    const entries = this.streams.get(streamId);
    if (!entries) return undefined;
    const hash = hashEventId(eventId);
    const { idHashes, positions } = entries;
    for (let revision = 0; revision < idHashes.length; revision++) {
      // Equal hashes are confirmed on the stored row; a 32-bit hash may collide.
      if (idHashes[revision] === hash && this.eventIdAt.get(positions[revision] as number) === eventId) return revision;
    }
    return undefined;
  }

  /** Records an event this instance has just inserted (its transaction not yet committed). */
  add(streamId: string, position: number, eventId: string): void {
    let entries = this.streams.get(streamId);
    if (!entries) {
      entries = { positions: [], idHashes: [] };
      this.streams.set(streamId, entries);
    }
    entries.positions.push(position);
    entries.idHashes.push(hashEventId(eventId));
    this.indexedThrough = position;
    if (this.batchMark !== null) this.touchedInBatch.set(streamId, entries);
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
  }

  /**
   * The transaction rolled back: forget every position it added. Rows other processes wrote are
   * forgotten too, and read again by the next catch-up.
   */
  rollbackBatch(): void {
    const mark = this.batchMark;
    if (mark === null) return;
    for (const [streamId, entries] of this.touchedInBatch) {
      while ((entries.positions.at(-1) ?? 0) > mark) {
        entries.positions.pop();
        entries.idHashes.pop();
      }
      if (entries.positions.length === 0) this.streams.delete(streamId);
    }
    this.indexedThrough = mark;
    this.seenVersion = null;
    this.commitBatch();
  }
}

/** FNV-1a over the id's UTF-16 code units: cheap, and only ever confirmed against the stored id. */
function hashEventId(eventId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < eventId.length; index++) {
    hash ^= eventId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
