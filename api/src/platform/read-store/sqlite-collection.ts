import type Database from 'better-sqlite3';
import { pageBounds } from './find-options.js';
import type {
  Doc,
  DocPage,
  Filter,
  FindOptions,
  IndexOptions,
  PageOptions,
  ReadCollection,
  ReadPage,
  SortSpec,
  Update,
  UpdateResult,
} from './read-store.port.js';
import { isPlainObject } from './bson-values.js';
import { InvalidWriteError } from './read-store-errors.js';
import {
  columnOf,
  columnValue,
  fieldSql,
  orderSql,
  SLOT,
  whereSql,
  type FieldColumns,
  type SqlValue,
  type SqlWhere,
} from './sql-query.js';
import { applyUpdate, assertSupportedUpdate, idEquality, upsertId } from './update-operators.js';

/** What a collection needs of its store (sqlite-read-store.ts): tables, statements, writes, counts. */
export interface TableHost {
  exists(table: string): boolean;
  ensureTable(table: string): void;
  statement(table: string, sql: string): Database.Statement<SqlValue[]>;
  write<T>(work: () => T): T;
  writable(): Promise<void> | null;
  changed(table: string, rows?: number): void;
  kept<T>(table: string, key: string, compute: () => T): T;
  columns(table: string): FieldColumns;
  addColumns(table: string, paths: readonly string[]): void;
  createIndex(table: string, index: SqlIndex, deferred?: boolean): void;
  buildIndexesFor(table: string, fields: ReadonlySet<string>): void;
  hasPendingIndexes(table: string): boolean;
}

/** An index as the table gets it: its column expressions, in order, and the document fields they hold. */
export interface SqlIndex {
  readonly expressions: readonly string[];
  readonly fields: readonly string[];
}

interface Row {
  readonly id: string;
  readonly doc: string;
}

/** Pages of up to this many documents have their ids kept (`page`). */
const MAX_KEPT_PAGE = 100;

const NOT_MATCHED: UpdateResult = { matched: 0, modified: 0, upserted: false };

/** True when JSON keeps the value's meaning whole: no undefined, NaN, Date or other class in it. */
function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonExact);
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) if (!jsonExact(value[key])) return false;
  return true;
}

/** The fields a filter names, inside `$and` and `$or` too. */
function namedFields(filter: Filter, into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith('$')) into.add(key);
    else if (Array.isArray(value)) for (const part of value) if (isPlainObject(part)) namedFields(part as Filter, into);
  }
  return into;
}

/**
 * The document's JSON: `undefined` is stored as null, as the MongoDB driver does. A replacer takes
 * JSON.stringify off its fast path, so it is used only for a document JSON would not keep whole.
 */
const serialize = (doc: Readonly<Record<string, unknown>>): string =>
  jsonExact(doc)
    ? JSON.stringify(doc)
    : JSON.stringify(doc, (_key, value: unknown) => (value === undefined ? null : value));

function assertId(doc: Doc): void {
  if (typeof doc._id !== 'string') throw new InvalidWriteError('A document needs a string _id');
}

/** One collection of the SQLite read store: a table of `id`, `doc` (JSON) rows. */
export class SqliteCollection implements ReadCollection {
  constructor(
    readonly name: string,
    private readonly store: TableHost,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    return this.select(filter, options);
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return this.select(filter, { limit: 1 })[0] ?? null;
  }

  /**
   * The document is kept, as parsed, until its table is next written: `read` must change nothing
   * in it (ReadCollection.readOne). The signed-in person's, read by every request's token check,
   * is then parsed once, not on every request.
   */
  async readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null> {
    const order = (): string => (sort ? this.orderBy(sort) : '');
    const doc = this.kept(
      sort ? `one ${JSON.stringify(sort)}` : 'one',
      (where) => `SELECT doc FROM {t} WHERE ${where}${order()} LIMIT 1`,
      filter,
      null,
      (text) => (text === undefined ? null : (JSON.parse(String(text)) as Doc)),
    );
    return doc === null ? null : read(doc);
  }

  async readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>> {
    const { docs, total } = await this.findPage(filter, options);
    return { items: docs.map(read), total };
  }

  async sum(field: string, filter: Filter = {}): Promise<number> {
    const value = fieldSql(field, this.store.columns(this.name));
    const numbers = `CASE WHEN typeof(${value}) IN ('integer', 'real') THEN ${value} END`;
    const query = (where: string): string => `SELECT COALESCE(SUM(${numbers}), 0) FROM {t} WHERE ${where}`;
    return this.kept(`sum ${field}`, query, filter, 0, Number);
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.kept('count', (where) => `SELECT count(*) FROM {t} WHERE ${where}`, filter, 0, Number);
  }

  async findPage(filter: Filter, options: PageOptions): Promise<DocPage> {
    return { docs: this.page(filter, options), total: await this.count(filter) };
  }

  async insertOne(doc: Doc): Promise<boolean> {
    assertId(doc);
    return this.whenWritable(() => this.insert(doc));
  }

  async insertMany(docs: readonly Doc[]): Promise<number> {
    docs.forEach(assertId);
    return this.whenWritable(() => docs.filter((doc) => this.insert(doc)).length);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertSupportedUpdate(update);
    const id = options.upsert ? upsertId(filter) : null;
    return this.whenWritable(() => {
      const row = this.rows(filter, 1)[0];
      if (row) return this.apply(update, row);
      if (id === null) return NOT_MATCHED;
      const doc: Doc = { _id: id };
      applyUpdate(doc, update);
      // The filter's guard excluded an existing document with this _id: nothing changes.
      return this.insert(doc) ? { matched: 0, modified: 0, upserted: true } : NOT_MATCHED;
    });
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertSupportedUpdate(update);
    return this.whenWritable(() => {
      const rows = this.rows(filter, 0);
      const modified = rows.filter((row) => this.apply(update, row).modified > 0).length;
      return { matched: rows.length, modified, upserted: false };
    });
  }

  async deleteOne(filter: Filter): Promise<number> {
    return this.whenWritable(() => {
      const row = this.rows(filter, 1)[0];
      return row ? this.run('DELETE FROM {t} WHERE id = ?', [row.id]) : 0;
    });
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return this.whenWritable(() => {
      if (!this.store.exists(this.name)) return 0;
      const { sql, params } = this.where(filter);
      return this.run(`DELETE FROM {t} WHERE ${sql}`, params);
    });
  }

  /**
   * An index on the fields' columns, in order, then `id` (where `_id` is named, `id` stands there
   * and the fields after it are carried): a sort that ends on `_id` (as every list's does) walks
   * it, and a count that filters only on its fields reads it alone.
   */
  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    // The columns now, while a table being filled is empty: a deferred index is then built from them.
    const paths = Object.keys(fields).filter((path) => path !== '_id');
    const columns = Object.entries(fields).map(
      ([path, order]) => (path === '_id' ? 'id' : columnOf(path)) + (order === -1 ? ' DESC' : ''),
    );
    const expressions = '_id' in fields ? columns : [...columns, 'id'];
    await this.whenWritable(() => {
      this.store.ensureTable(this.name);
      this.store.addColumns(this.name, paths);
      this.store.createIndex(this.name, { expressions, fields: paths }, options.deferred);
    });
  }

  /**
   * A list's page: which ids it holds is kept until the table is next written, as counts are, and
   * the documents are read by id. Finding a page's rows may walk most of an index (a search whose
   * matches sort late); reading ten rows by id does not.
   */
  private page(filter: Filter, options: PageOptions): Doc[] {
    const { start, end } = pageBounds(options);
    if (end - start > MAX_KEPT_PAGE || !this.store.exists(this.name)) return this.select(filter, options);
    const order = this.orderBy(options.sort);
    // The aggregate's own ORDER BY: an aggregate promises no order of its rows otherwise.
    const ids = this.kept(
      `page ${JSON.stringify(options.sort ?? {})}`,
      (where) =>
        `SELECT json_group_array(id${order}) FROM ` +
        `(SELECT * FROM {t} WHERE ${where}${order} LIMIT ${SLOT} OFFSET ${SLOT})`,
      filter,
      '[]',
      String,
      [end - start, start],
    );
    const rows = this.store
      .statement(this.name, 'SELECT id, doc FROM {t} WHERE id IN (SELECT value FROM json_each(?))')
      .raw()
      .all(ids) as [string, string][];
    const docs = new Map(rows);
    return (JSON.parse(ids) as string[]).flatMap((id) => {
      const doc = docs.get(id);
      return doc === undefined ? [] : [JSON.parse(doc) as Doc];
    });
  }

  private select(filter: Filter, options: FindOptions): Doc[] {
    if (!this.store.exists(this.name)) return [];
    const { start, end } = pageBounds(options);
    const { sql, params } = this.where(filter);
    const order = options.sort ? this.orderBy(options.sort) : '';
    const limit = end === Infinity ? -1 : end - start;
    return this.store
      .statement(this.name, `SELECT doc FROM {t} WHERE ${sql}${order} LIMIT ${SLOT} OFFSET ${SLOT}`)
      .pluck()
      .all(...params, limit, start)
      .map((doc) => JSON.parse(String(doc)) as Doc);
  }

  /**
   * What `answer` makes of the query's one value, kept until the table is next written (a list's
   * count, a document read without a copy); `absent` when the table does not exist. The answer is
   * found again by the query's kind and the filter as JSON, so a repeated read compiles no SQL; a
   * filter JSON would not keep whole is answered afresh each time.
   */
  private kept<T>(
    kind: string,
    query: (where: string) => string,
    filter: Filter,
    absent: T,
    answer: (value: unknown) => T,
    after: readonly SqlValue[] = [],
  ): T {
    if (!this.store.exists(this.name)) return absent;
    const compute = (): T => {
      const where = this.where(filter);
      const text = query(where.sql);
      return answer(
        this.store
          .statement(this.name, text)
          .pluck()
          .get(...where.params, ...after),
      );
    };
    if (!jsonExact(filter) || !after.every(jsonExact)) return compute();
    const key = `${kind}\u0000${JSON.stringify(filter)}`;
    return this.store.kept(this.name, after.length === 0 ? key : `${key}\u0000${JSON.stringify(after)}`, compute);
  }

  /** Matching rows, `limit` 0 for all of them. */
  private rows(filter: Filter, limit: number): Row[] {
    if (!this.store.exists(this.name)) return [];
    const { sql, params } = this.where(filter);
    return this.store
      .statement(this.name, `SELECT id, doc FROM {t} WHERE ${sql} LIMIT ${SLOT}`)
      .all(...params, limit === 0 ? -1 : limit) as Row[];
  }

  private apply(update: Update, row: Row): UpdateResult {
    const next = JSON.parse(row.doc) as Doc;
    applyUpdate(next, update);
    const doc = serialize(next);
    // The same JSON: the update changed nothing (a guarded re-delivery must report modified 0).
    if (doc === row.doc) return { matched: 1, modified: 0, upserted: false };
    const columns = [...this.store.columns(this.name)];
    const sets = columns.map((path) => `, ${columnOf(path)} = ?`).join('');
    const values = columns.map((path) => columnValue(next, path));
    this.run(`UPDATE {t} SET doc = ?${sets} WHERE id = ?`, [doc, ...values, row.id]);
    return { matched: 1, modified: 1, upserted: false };
  }

  private insert(doc: Doc): boolean {
    this.store.ensureTable(this.name);
    const columns = [...this.store.columns(this.name)];
    const names = columns.map((path) => `, ${columnOf(path)}`).join('');
    const slots = columns.map(() => ', ?').join('');
    const values = columns.map((path) => columnValue(doc, path));
    const sql = `INSERT INTO {t} (id, doc${names}) VALUES (?, ?${slots}) ON CONFLICT (id) DO NOTHING`;
    return this.run(sql, [doc._id, serialize(doc), ...values]) > 0;
  }

  /** WHERE for a filter; a filter on `_id` alone is the common case, kept off the compiler. */
  private where(filter: Filter): SqlWhere {
    const id = idEquality(filter);
    if (id !== undefined && Object.keys(filter).length === 1) return { sql: `id = ${SLOT}`, params: [id] };
    if (this.store.hasPendingIndexes(this.name)) this.store.buildIndexesFor(this.name, namedFields(filter));
    return whereSql(filter, this.store.columns(this.name));
  }

  private orderBy(sort: SortSpec | undefined): string {
    if (sort && this.store.hasPendingIndexes(this.name))
      this.store.buildIndexesFor(this.name, new Set(Object.keys(sort)));
    return ` ORDER BY ${orderSql(sort, this.store.columns(this.name))}`;
  }

  /**
   * Runs the write at once (a read called after it sees it), or once a worker writing the file is done
   * (TableHost.writable).
   */
  private async whenWritable<T>(write: () => T): Promise<T> {
    for (let wait = this.store.writable(); wait; wait = this.store.writable()) await wait;
    return write();
  }

  private run(sql: string, params: readonly SqlValue[]): number {
    const { changes } = this.store.write(() => this.store.statement(this.name, sql).run(...params));
    if (changes > 0) this.store.changed(this.name, changes);
    return changes;
  }
}
