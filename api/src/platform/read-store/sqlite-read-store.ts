import { createHash, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { ReadCollection, ReadStore } from './read-store.port.js';
import { SqliteCollection, type SqlIndex, type TableHost } from './sqlite-collection.js';
import { runInWorker } from './sqlite-index-worker.js';
import { columnOf, type FieldColumns, type SqlValue } from './sql-query.js';

/** Statements kept prepared: the read models ask a few hundred distinct queries. */
const MAX_STATEMENTS = 2_000;
/** Answers kept per query until their table is written again: counts, documents read without a copy (readOne). */
const MAX_KEPT = 10_000;
/**
 * SQLite's page cache, in KiB: bounds the memory the read models take whatever their size. The file's
 * pages stay in the system's cache, so a page missed here costs a copy, not a disk read: on the 1M-event
 * history 4 MB instead of 16 left a started server 12 MB smaller after 1,000 mixed reads, with the
 * same latencies, list pages and rebuild rate (bench/README.md).
 */
const CACHE_KIB = 4 * 1024;
/**
 * The planner chooses indexes by statistics (ANALYZE, on a sample of this many rows per index).
 * Without current ones a list filtered on `role` and sorted by `createdAt` sorts every client
 * instead of walking the sort's index. A commit analyses again once the rows written since the
 * last analysis are a tenth of all those ever written (and at least ANALYZE_AFTER_ROWS): a few
 * times while a store fills, then rarely.
 */
const ANALYSIS_ROWS = 2_000;
const ANALYZE_AFTER_ROWS = 1_000;
/** A commit of at least this many rows (a fill's) leaves the WAL's copy back into the file to a worker. */
const LARGE_COMMIT_ROWS = 20_000;
/**
 * A commit that leaves the WAL longer than this (80 MB) copies it back into the file, with two syncs.
 * The projections worker commits after each batch (a few bookings), rewriting the same hot pages:
 * at SQLite's default of 1,000 pages that copy came every second or so and held every answer waiting
 * for the commit (bookings/s 1,049 against 1,278 at 20,000, bench/README.md).
 */
const WAL_AUTOCHECKPOINT_PAGES = 20_000;

/** What a table replaced or dropped is renamed to until a worker drops it: no collection's name can start so. */
const SET_ASIDE = '$set_aside_';

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * The embedded read store: one SQLite file (under DATA_DIR) with one table per collection, each
 * row a document as JSON (`id`, `doc`) with each indexed field copied into a column of its own
 * (`f_<field>`) that its index is built on (docs/read-models.md). Writes open a transaction that stays open
 * until `commit()`: the projection runner commits when it saves its checkpoints, so the documents and the
 * checkpoint that covers them are made durable together, and a start resumes from there.
 *
 * Everything runs on one connection, so a read sees every write made before it, committed or not.
 */
export class SqliteReadStore implements ReadStore, TableHost {
  private readonly tables = new Set<string>();
  /** Per table, its statements by their SQL (`{t}` standing for the table); `statementCount` in all. */
  private readonly statements = new Map<string, Map<string, Database.Statement>>();
  private statementCount = 0;
  /** Per table, the answers kept until it is next written (`kept`); a write drops its table's. */
  private readonly answers = new Map<string, Map<string, unknown>>();
  private keptAnswers = 0;
  private readonly handles = new Map<string, SqliteCollection>();
  private readonly fieldColumns = new Map<string, Set<string>>();
  /** Per table, the indexes declared deferred and not built yet (createIndex). */
  private readonly pendingIndexes = new Map<string, readonly SqlIndex[]>();
  /** Tables whose deferred indexes a worker is building (buildIndexes). */
  private readonly buildingAside = new Set<string>();
  /** Tables renamed out of the way (setAside), dropped by a worker after the next commit. */
  private readonly setAsideTables = new Set<string>();
  /** Set while a worker writes the file: this connection's writes wait for it (writable). */
  private workerWriting: Promise<void> | null = null;
  private closed = false;
  private rowsWritten = 0;
  /** `rowsWritten` when the open transaction began. */
  private rowsAtBegin = 0;
  /** What workers do after commits (a large commit's checkpoint, drops of tables set aside); awaited on close. */
  private background: Promise<void> = Promise.resolve();
  private rowsAtAnalysis = 0;
  /** The tables written since the last analysis: only their statistics can have changed. */
  private readonly unanalyzed = new Set<string>();
  /** The tables written since the last commit, and whether a table, column, index or statistic changed. */
  private readonly uncommitted = new Set<string>();
  private schemaUncommitted = false;
  /**
   * Told after each commit that wrote: the tables it wrote, and whether the schema changed. The
   * projections worker passes it to the server, whose connection then drops what it kept (invalidate).
   */
  onCommit: ((tables: readonly string[], schemaChanged: boolean) => void) | null = null;

  private constructor(
    private readonly db: Database.Database,
    /** The file, or `:memory:`. */
    private readonly filePath: string,
  ) {
    this.loadTables();
  }

  private loadTables(): void {
    this.tables.clear();
    this.setAsideTables.clear();
    for (const name of this.db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all())
      (name.startsWith(SET_ASIDE) ? this.setAsideTables : this.tables).add(name);
  }

  /**
   * Another connection (the projections worker's) committed writes to these tables: the answers
   * kept for them go, and after a schema change the tables, columns and statements are read again.
   */
  invalidate(tables: readonly string[], schemaChanged: boolean): void {
    for (const table of tables) this.dropKept(table);
    if (!schemaChanged) return;
    // Reading the schema's tables sees its new version: the connection loads it again, statistics included.
    this.loadTables();
    this.fieldColumns.clear();
    this.forgetStatements();
  }

  /** Opens (or creates) the file; `:memory:` gives a store that lives as long as the process. */
  static open(filePath: string): SqliteReadStore {
    const db = new Database(filePath);
    try {
      db.pragma('journal_mode = WAL');
      // A read model is rebuilt from the log: a commit needs no sync of its own, only to be whole.
      db.pragma('synchronous = NORMAL');
      db.pragma(`cache_size = -${CACHE_KIB}`);
      db.pragma(`analysis_limit = ${ANALYSIS_ROWS}`);
      db.pragma('optimize = 0x10002');
      db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
      return new SqliteReadStore(db, filePath);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  collection(name: string): ReadCollection {
    if (name.length === 0 || name.includes('$') || name.startsWith('sqlite_'))
      throw new Error(`Invalid collection name '${name}'`);
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new SqliteCollection(name, this);
      this.handles.set(name, handle);
    }
    return handle;
  }

  async listCollections(): Promise<string[]> {
    this.assertOpen();
    return [...this.tables].sort();
  }

  async dropCollection(name: string): Promise<void> {
    await this.untilWritable();
    this.pendingIndexes.delete(name);
    this.schemaChange(() => this.setAside(name), name);
  }

  /** In the open transaction: readers on this connection go from the old rows to the new ones at once. */
  async renameCollection(from: string, to: string): Promise<void> {
    if (from === to) throw new Error(`Cannot rename collection '${from}' to itself`);
    await this.untilWritable();
    // The table serves once renamed: what its indexes wait for is built first.
    this.buildIndexesFor(from, 'all');
    this.pendingIndexes.delete(to);
    this.schemaChange(
      () => {
        this.setAside(to);
        if (!this.tables.has(from)) return;
        this.db.exec(`ALTER TABLE ${quote(from)} RENAME TO ${quote(to)}`);
        this.tables.delete(from);
        this.tables.add(to);
      },
      from,
      to,
    );
  }

  /** Makes every write so far durable (with the checkpoints written among them). */
  async commit(): Promise<void> {
    if (this.closed || !this.db.inTransaction) return;
    const since = this.rowsWritten - this.rowsAtAnalysis;
    if (since >= ANALYZE_AFTER_ROWS && since * 10 >= this.rowsWritten) this.analyze();
    // A fill's commit leaves hundreds of MB in the WAL: copied back into the file by this commit, that
    // held the event loop a second. A worker's connection copies it instead.
    const large = this.rowsWritten - this.rowsAtBegin >= LARGE_COMMIT_ROWS && this.filePath !== ':memory:';
    if (large) this.db.pragma('wal_autocheckpoint = 0');
    this.db.exec('COMMIT');
    this.toldCommitted();
    if (large) {
      this.db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
      this.inBackground(() => runInWorker(this.filePath, ['PRAGMA wal_checkpoint(PASSIVE)'], false));
    }
    const drops = [...this.setAsideTables].map((name) => `DROP TABLE ${quote(name)}`);
    this.setAsideTables.clear();
    // Where no worker can run, dropped here after all (a failed drop is tried again at the next start).
    if (drops.length > 0)
      this.inBackground(async () => (await this.byWorker(drops)) || this.write(() => this.db.exec(drops.join(';'))));
  }

  /**
   * Resolves when this connection may write: at once, unless a worker writes the file (byWorker). A
   * write meanwhile would wait for the worker's lock holding the event loop, the server's answers with it.
   */
  writable(): Promise<void> | null {
    return this.workerWriting;
  }

  async ping(): Promise<boolean> {
    return !this.closed && this.db.open;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.commit();
    await this.background;
    this.closed = true;
    this.db.close();
  }

  // The collections' side: tables, statements, the write transaction and the kept answers.

  exists(table: string): boolean {
    this.assertOpen();
    return this.tables.has(table);
  }

  /** Creates the table on its first write. */
  ensureTable(table: string): void {
    if (this.exists(table)) return;
    this.write(() =>
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${quote(table)} (id TEXT NOT NULL PRIMARY KEY, doc TEXT NOT NULL)`),
    );
    this.tables.add(table);
    this.schemaUncommitted = true;
  }

  /** A statement on `table`, `{t}` in the SQL standing for its quoted name. */
  statement(table: string, sql: string): Database.Statement<SqlValue[]> {
    let statements = this.statements.get(table);
    let statement = statements?.get(sql);
    if (!statement) {
      if (this.statementCount >= MAX_STATEMENTS) {
        this.forgetStatements();
        statements = undefined;
      }
      statement = this.db.prepare(sql.replaceAll('{t}', quote(table)));
      if (!statements) this.statements.set(table, (statements = new Map()));
      statements.set(sql, statement);
      this.statementCount += 1;
    }
    return statement as Database.Statement<SqlValue[]>;
  }

  /** Runs a write inside the open transaction, opening one if needed. */
  write<T>(work: () => T): T {
    this.assertOpen();
    if (!this.db.inTransaction) {
      this.db.exec('BEGIN');
      this.rowsAtBegin = this.rowsWritten;
    }
    return work();
  }

  /** After a write that changed rows: the table's kept answers no longer hold. */
  changed(table: string, rows = 1): void {
    this.dropKept(table);
    this.rowsWritten += rows;
    this.unanalyzed.add(table);
    this.uncommitted.add(table);
  }

  private dropKept(table: string): void {
    const kept = this.answers.get(table);
    if (kept) {
      this.keptAnswers -= kept.size;
      this.answers.delete(table);
    }
  }

  private toldCommitted(): void {
    if (this.onCommit && (this.uncommitted.size > 0 || this.schemaUncommitted))
      this.onCommit([...this.uncommitted], this.schemaUncommitted);
    this.uncommitted.clear();
    this.schemaUncommitted = false;
  }

  /**
   * What `compute` answers for this query (a count, a document read without a copy), until the table is written.
   * Kept per table, so a hit hashes only the query's own key.
   */
  kept<T>(table: string, key: string, compute: () => T): T {
    let kept = this.answers.get(table);
    const value = kept?.get(key);
    if (value !== undefined) return value as T;
    const answer = compute();
    if (this.keptAnswers >= MAX_KEPT && kept && kept.size * 2 >= MAX_KEPT) {
      // The table filling the room gives up its own: a rebuild reading people one by one keeps the lists' counts.
      this.keptAnswers -= kept.size;
      kept.clear();
    } else if (this.keptAnswers >= MAX_KEPT) {
      this.answers.clear();
      this.keptAnswers = 0;
      kept = undefined;
    }
    if (!kept) this.answers.set(table, (kept = new Map()));
    if (!kept.has(key)) this.keptAnswers += 1;
    kept.set(key, answer);
    return answer;
  }

  /**
   * An index on these columns unless one exists: its name carries their digest, which a renamed table keeps.
   * A deferred one is built when a query first names one of its `fields` (buildIndexesFor), when its
   * table is renamed, or when it is declared again without deferring.
   */
  createIndex(table: string, index: SqlIndex, deferred = false): void {
    if (this.indexExists(table, index)) return;
    const pending = this.pendingIndexes.get(table) ?? [];
    if (deferred) {
      if (!pending.some(({ expressions }) => expressions.join() === index.expressions.join()))
        this.pendingIndexes.set(table, [...pending, index]);
      return;
    }
    this.setPending(
      table,
      pending.filter(({ expressions }) => expressions.join() !== index.expressions.join()),
    );
    this.schemaChange(() => this.db.exec(this.createIndexSql(table, index)));
  }

  /**
   * Builds the table's deferred indexes. A file's are built by a worker thread on a connection of its own
   * (byWorker) while the event loop goes on answering; meanwhile a query does not build them here (it runs
   * without them), and a write of this connection waits. An in-memory store's are built here.
   */
  async buildIndexes(table: string): Promise<void> {
    const pending = this.pendingIndexes.get(table);
    if (!pending || this.buildingAside.has(table)) return;
    if (this.filePath !== ':memory:') {
      this.buildingAside.add(table);
      try {
        const built = await this.byWorker(pending.map((index) => this.createIndexSql(table, index)));
        if (built) this.pendingIndexes.delete(table);
      } finally {
        this.buildingAside.delete(table);
        // Statements prepared before may now plan with the new indexes.
        this.forgetStatements();
        this.schemaUncommitted = true;
      }
    }
    this.buildIndexesFor(table, 'all');
  }

  private indexPrefix(index: SqlIndex): string {
    return `ix_${createHash('sha256').update(index.expressions.join(',')).digest('hex').slice(0, 12)}_`;
  }

  private indexExists(table: string, index: SqlIndex): boolean {
    const prefix = this.indexPrefix(index);
    const names = this.db.prepare<[string], string>('SELECT name FROM sqlite_master WHERE tbl_name = ?').pluck();
    return names.all(table).some((name) => name.startsWith(prefix));
  }

  /** Its name carries the digest of its columns, which a renamed table keeps. */
  private createIndexSql(table: string, index: SqlIndex): string {
    const name = quote(`${this.indexPrefix(index)}${randomUUID().slice(0, 8)}`);
    return `CREATE INDEX ${name} ON ${quote(table)} (${index.expressions.join(', ')})`;
  }

  /**
   * Builds the table's deferred indexes that lead with one of these fields (every one with `all`),
   * before a query that names them runs: those are the ones its plan could use.
   */
  buildIndexesFor(table: string, fields: ReadonlySet<string> | 'all'): void {
    const pending = this.pendingIndexes.get(table);
    // While a worker writes, the query runs without them: building one here would wait for its lock.
    if (!pending || (this.workerWriting && fields !== 'all')) return;
    for (const index of pending) {
      const leading = index.fields[0];
      if (fields === 'all' || (leading !== undefined && fields.has(leading))) this.createIndex(table, index);
    }
  }

  /** Whether the table has indexes waiting (not being built by a worker): a query then looks at the fields it names. */
  hasPendingIndexes(table: string): boolean {
    return this.pendingIndexes.has(table) && !this.buildingAside.has(table);
  }

  /** The indexed fields `table` keeps in columns of their own (columnOf), by path. */
  columns(table: string): FieldColumns {
    let columns = this.fieldColumns.get(table);
    if (!columns) {
      const names = this.tables.has(table) ? this.db.pragma(`table_info(${quote(table)})`) : [];
      columns = new Set(
        (names as { name: string }[]).flatMap(({ name }) => (name.startsWith('f_') ? [name.slice(2)] : [])),
      );
      this.fieldColumns.set(table, columns);
    }
    return columns;
  }

  /** Gives each field a column of its own, filled from the documents already stored. */
  addColumns(table: string, paths: readonly string[]): void {
    const missing = paths.filter((path) => !this.columns(table).has(path));
    if (missing.length === 0) return;
    this.schemaChange(() => {
      for (const path of missing) {
        this.db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${columnOf(path)}`);
        this.db.exec(`UPDATE ${quote(table)} SET ${columnOf(path)} = json_extract(doc, '$.${path}')`);
      }
    }, table);
  }

  /**
   * Runs writing statements in a worker (sqlite-index-worker.ts), on committed rows, while this connection's
   * writes wait. Committed first, writes stay whole: what a crash then keeps, the guarded replay skips.
   */
  private async byWorker(statements: readonly string[]): Promise<boolean> {
    // Not untilWritable(): with no worker running, the gate closes within this call, before any write queued after it.
    while (this.workerWriting) await this.workerWriting;
    let done = (): void => undefined;
    this.workerWriting = new Promise((resolve) => (done = resolve));
    try {
      await this.commit();
      return await runInWorker(this.filePath, statements, true);
    } finally {
      this.workerWriting = null;
      done();
    }
  }

  private async untilWritable(): Promise<void> {
    while (this.workerWriting) await this.workerWriting;
  }

  private inBackground(work: () => Promise<unknown>): void {
    this.background = this.background.then(work).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * The table leaves the collections now. A file's is renamed out of the way and dropped by a worker after
   * the next commit: dropping a large one on this connection held the event loop 0.2 s.
   */
  private setAside(table: string): void {
    if (!this.tables.has(table)) return;
    this.tables.delete(table);
    if (this.filePath === ':memory:') {
      this.db.exec(`DROP TABLE ${quote(table)}`);
      return;
    }
    const name = `${SET_ASIDE}${randomUUID()}`;
    this.db.exec(`ALTER TABLE ${quote(table)} RENAME TO ${quote(name)}`);
    this.setAsideTables.add(name);
  }

  private setPending(table: string, pending: readonly SqlIndex[]): void {
    if (pending.length > 0) this.pendingIndexes.set(table, pending);
    else this.pendingIndexes.delete(table);
  }

  private forgetStatements(): void {
    this.statements.clear();
    this.statementCount = 0;
  }

  private schemaChange(change: () => void, ...tables: string[]): void {
    this.write(change);
    for (const table of tables) this.fieldColumns.delete(table);
    // Statements prepared on a table that is gone or replaced are prepared again on first use.
    this.forgetStatements();
    this.schemaUncommitted = true;
    for (const table of tables) this.changed(table);
  }

  /** Refreshes the planner's statistics, in the open transaction. */
  private analyze(): void {
    this.rowsAtAnalysis = this.rowsWritten;
    for (const table of this.unanalyzed) if (this.tables.has(table)) this.db.exec(`ANALYZE ${quote(table)}`);
    this.unanalyzed.clear();
    // Another connection (the server's, reading what the projections worker writes) loads the figures with
    // the schema, and reads the schema again only when its version changes, which an ANALYZE after the
    // first does not do: a scratch table changes it (its name cannot be a collection's).
    this.db.exec(`CREATE TABLE ${quote(`${SET_ASIDE}statistics`)} (x); DROP TABLE ${quote(`${SET_ASIDE}statistics`)}`);
    // The planner's new figures apply to statements prepared from now on (other connections' at the commit).
    this.forgetStatements();
    this.schemaUncommitted = true;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The read store is closed');
  }
}
