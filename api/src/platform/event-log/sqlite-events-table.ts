/**
 * The embedded log's one table. No index beside the position: where each stream's events are is
 * kept in memory (sqlite-stream-index.ts), so an append only ever writes at the end of the file.
 */
export function eventsTableSql(name: string): string {
  return `
    CREATE TABLE IF NOT EXISTS ${name} (
      position    INTEGER PRIMARY KEY AUTOINCREMENT,
      stream_id   TEXT    NOT NULL,
      revision    INTEGER NOT NULL,
      event_id    TEXT    NOT NULL,
      type        TEXT    NOT NULL,
      data        TEXT    NOT NULL,
      metadata    TEXT    NOT NULL,
      recorded_at INTEGER NOT NULL
    );
  `;
}
