import type Database from 'better-sqlite3';
import { eventsTableSql } from './sqlite-events-table.js';

/**
 * Logs written before the stream index moved to memory carry two SQLite indexes: the unique
 * `event_id` column and `events_stream_revision`. Both slow every append as the log grows, so
 * they are dropped on open. The unique constraint lives in the table's definition and goes only
 * with the table: the rows are copied, positions and all, into a table without it, in one
 * transaction (a crash half way leaves the old table as it was).
 */
export function migrateToUnindexedSchema(db: Database.Database): void {
  if (!hasIndexedSchema(db)) return;
  db.transaction(() => {
    if (!hasIndexedSchema(db)) return;
    // Positions are never reused, even those of rows deleted by hand: keep the old high mark.
    const highMark =
      db.prepare<[], number>("SELECT COALESCE(MAX(seq), 0) FROM sqlite_sequence WHERE name = 'events'").pluck().get() ??
      0;
    db.exec(`
      DROP INDEX IF EXISTS events_stream_revision;
      ${eventsTableSql('events_unindexed')}
      INSERT INTO events_unindexed SELECT position, stream_id, revision, event_id, type, data, metadata, recorded_at
        FROM events ORDER BY position;
      DROP TABLE events;
      ALTER TABLE events_unindexed RENAME TO events;
    `);
    const copiedMark = db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck().get() ?? 0;
    db.prepare("DELETE FROM sqlite_sequence WHERE name = 'events'").run();
    db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('events', ?)").run(Math.max(highMark, copiedMark));
  }).immediate();
}

/** The two indexes of the earlier schema: the stream index, and the unique event_id column's own. */
function hasIndexedSchema(db: Database.Database): boolean {
  const indexes = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' " +
        "AND (name = 'events_stream_revision' OR name LIKE 'sqlite_autoindex_events_%')",
    )
    .pluck()
    .all();
  return indexes.length > 0;
}
