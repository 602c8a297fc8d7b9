import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStreamIndex } from './sqlite-stream-index.js';

describe('SqliteStreamIndex', () => {
  let folder: string;
  let db: Database.Database;
  /** A second connection to the same file: what another process appending looks like. */
  let other: Database.Database;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'stream-index-'));
    db = new Database(join(folder, 'events.db'));
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL,
      revision INTEGER NOT NULL, event_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL,
      metadata TEXT NOT NULL, recorded_at INTEGER NOT NULL)`);
    other = new Database(join(folder, 'events.db'));
  });

  afterEach(() => {
    other.close();
    db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const insertWith = (connection: Database.Database, streamId: string, revision: number, eventId: string): number =>
    Number(
      connection
        .prepare(
          'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) ' +
            "VALUES (?, ?, ?, 'T', '{}', '{}', 0)",
        )
        .run(streamId, revision, eventId).lastInsertRowid,
    );
  /** A row this instance writes itself (and indexes with add()). */
  const insert = (streamId: string, revision: number, eventId: string): number =>
    insertWith(db, streamId, revision, eventId);

  it('indexes what the file holds when it is built, and finds each event id in its stream only', () => {
    insert('a', 0, 'id-1');
    insert('b', 0, 'id-2');
    insert('a', 1, 'id-3');
    const index = new SqliteStreamIndex(db);
    expect(index.lastRevision('a')).toBe(1);
    expect(index.positions('a', Number.MAX_SAFE_INTEGER)).toEqual([1, 3]);
    expect(index.positions('a', 0)).toEqual([1]);
    expect(index.revisionOf('a', 'id-3')).toBe(1);
    expect(index.revisionOf('b', 'id-3')).toBeUndefined();
    expect(index.lastRevision('missing')).toBeNull();
  });

  it('catches up with rows another connection committed after it was built, and only reads when there are some', () => {
    const index = new SqliteStreamIndex(db);
    insertWith(other, 'a', 0, 'id-1');
    expect(index.lastRevision('a')).toBeNull();
    index.catchUp();
    expect(index.lastRevision('a')).toBe(0);
    insertWith(other, 'a', 1, 'id-2');
    insertWith(other, 'b', 0, 'id-3');
    index.catchUp();
    expect(index.positions('a', 9)).toEqual([1, 2]);
    expect(index.revisionOf('b', 'id-3')).toBe(0);
    // Rows of its own connection that it did not add are not looked for: nothing else writes them.
    insert('c', 0, 'id-4');
    index.catchUp();
    expect(index.lastRevision('c')).toBeNull();
  });

  it('forgets what a rolled-back batch added, and reads it again if it was committed after all', () => {
    insert('a', 0, 'id-1');
    const index = new SqliteStreamIndex(db);
    index.beginBatch();
    index.add('a', insert('a', 1, 'id-2'), 'id-2');
    index.add('new', insert('new', 0, 'id-3'), 'id-3');
    index.rollbackBatch();
    expect(index.lastRevision('a')).toBe(0);
    expect(index.lastRevision('new')).toBeNull();
    expect(index.revisionOf('a', 'id-2')).toBeUndefined();
    // The rows are still in this test's file, as another process's committed rows would be.
    index.catchUp();
    expect(index.lastRevision('a')).toBe(1);
    expect(index.lastRevision('new')).toBe(0);
  });

  it('keeps what a committed batch added', () => {
    const index = new SqliteStreamIndex(db);
    index.beginBatch();
    index.add('a', insert('a', 0, 'id-1'), 'id-1');
    index.commitBatch();
    index.rollbackBatch();
    expect(index.revisionOf('a', 'id-1')).toBe(0);
  });

  describe('streams sharing a hash', () => {
    /** Every stream id hashes alike: each lookup must tell the streams apart by the stored id. */
    const sameHash = { hashStreamId: (): number => 7 };

    it('keeps each stream its own events, whichever came first', () => {
      insert('a', 0, 'id-1');
      insert('b', 0, 'id-2');
      const index = new SqliteStreamIndex(db, sameHash);
      index.add('c', insert('c', 0, 'id-3'), 'id-3');
      index.add('a', insert('a', 1, 'id-4'), 'id-4');
      index.add('b', insert('b', 1, 'id-5'), 'id-5');
      expect(index.positions('a', 9)).toEqual([1, 4]);
      expect(index.positions('b', 9)).toEqual([2, 5]);
      expect(index.positions('c', 9)).toEqual([3]);
      expect(index.revisionOf('b', 'id-5')).toBe(1);
      expect(index.revisionOf('a', 'id-5')).toBeUndefined();
      expect(index.lastRevision('d')).toBeNull();
    });

    it('forgets a rolled-back stream that held the hash, and never takes the next holder for it', () => {
      insert('b', 0, 'id-1');
      const index = new SqliteStreamIndex(db, sameHash);
      index.beginBatch();
      index.add('a', insert('a', 0, 'id-2'), 'id-2');
      index.add('b', insert('b', 1, 'id-3'), 'id-3');
      index.rollbackBatch();
      expect(index.positions('b', 9)).toEqual([1]);
      expect(index.lastRevision('a')).toBeNull();
      // The hash's holder goes with a rollback; the stream that takes it next is not the one before.
      db.prepare('DELETE FROM events').run();
      const empty = new SqliteStreamIndex(db, sameHash);
      empty.beginBatch();
      empty.add('a', insert('a', 0, 'id-4'), 'id-4');
      expect(empty.lastRevision('a')).toBe(0);
      empty.rollbackBatch();
      db.prepare('DELETE FROM events').run();
      empty.beginBatch();
      empty.add('c', insert('c', 0, 'id-5'), 'id-5');
      empty.commitBatch();
      expect(empty.lastRevision('a')).toBeNull();
      expect(empty.positions('c', 9)).toEqual([5]);
    });
  });

  describe('the saved index', () => {
    const file = (): string => join(folder, 'events.db.streams');
    const everyStream = (index: SqliteStreamIndex, ids: readonly string[]): unknown =>
      ids.map((id) => [id, index.positions(id, Number.MAX_SAFE_INTEGER), index.lastRevision(id)]);
    const ids = ['a', 'b', 'c', 'gone'];

    const writeAndSave = (options: { hashStreamId?: (id: string) => number } = {}): SqliteStreamIndex => {
      for (let n = 0; n < 30; n++) insert(ids[n % 3] as string, Math.floor(n / 3), `id-${n}`);
      const index = new SqliteStreamIndex(db, { snapshotFile: file(), ...options });
      index.save();
      return index;
    };

    it('is read at the next start instead of the log, and only the rows after it are read', () => {
      const before = writeAndSave();
      expect(before.rowsRead).toBe(30);
      insertWith(other, 'c', 10, 'id-30');
      insertWith(other, 'd', 0, 'id-31');
      const after = new SqliteStreamIndex(db, { snapshotFile: file() });
      expect(after.rowsRead).toBe(2);
      before.catchUp();
      expect(everyStream(after, [...ids, 'd'])).toEqual(everyStream(before, [...ids, 'd']));
      expect(after.revisionOf('c', 'id-30')).toBe(10);
      expect(after.revisionOf('a', 'id-27')).toBe(9);
    });

    it('keeps the streams that share a hash', () => {
      const before = writeAndSave({ hashStreamId: () => 3 });
      const after = new SqliteStreamIndex(db, { snapshotFile: file(), hashStreamId: () => 3 });
      expect(after.rowsRead).toBe(0);
      expect(everyStream(after, ids)).toEqual(everyStream(before, ids));
    });

    it('is ignored when torn, altered or saved from another log, and the log is read whole', () => {
      const before = writeAndSave();
      const saved = readFileSync(file());
      const expectReadWhole = (): void => {
        const after = new SqliteStreamIndex(db, { snapshotFile: file() });
        expect(after.rowsRead).toBe(30);
        expect(everyStream(after, ids)).toEqual(everyStream(before, ids));
      };
      writeFileSync(file(), saved.subarray(0, saved.length - 4));
      expectReadWhole();
      const altered = Buffer.from(saved);
      altered.writeInt32LE(altered.readInt32LE(40) + 1, 40);
      writeFileSync(file(), altered);
      expectReadWhole();
      // Another log of the same length: its last event is not the one the snapshot saw.
      writeFileSync(file(), saved);
      db.prepare("UPDATE events SET event_id = 'other' WHERE position = 30").run();
      const after = new SqliteStreamIndex(db, { snapshotFile: file() });
      expect(after.rowsRead).toBe(30);
      expect(after.revisionOf('c', 'other')).toBe(9);
    });
  });
});
