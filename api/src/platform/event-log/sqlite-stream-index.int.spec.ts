import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
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
});
