/**
 * The read side: collections of JSON documents. Two adapters (embedded SQLite, MongoDB via
 * mongoose) and one contract suite (read-store.contract.ts). The port offers what the application
 * uses and no more: every method here has to behave the same on both adapters, so each one costs
 * a contract test.
 *
 * Filters are MongoDB's query language, limited to what the read models ask (sql-query.ts):
 * equality (null also matching a missing field), $in, $gt, $gte, $lt, $lte, $regex on plain text
 * (a search's "contains", its symbols escaped: containsFilter), $and, $or, on top-level or dotted
 * fields. The embedded store refuses the rest ($ne, $exists, $nor...: nothing asks them). A field
 * queried or sorted on holds one type of scalar across a collection's documents; arrays and objects
 * are stored and answered whole, never matched or sorted element by element.
 */

export type Filter = Record<string, unknown>;
/** MongoDB update operators, limited to `$set`: the projections need nothing else. */
export type Update = Record<string, Record<string, unknown>>;
export type SortSpec = Record<string, 1 | -1>;

/** Every stored document has a string `_id`. */
export interface Doc {
  _id: string;
  [key: string]: unknown;
}

export interface FindOptions {
  readonly sort?: SortSpec;
  readonly skip?: number;
  /** As in MongoDB, 0 (or no limit) means every match after `skip`. */
  readonly limit?: number;
}

/** One page of a sorted list and how many documents match in all. */
export interface PageOptions {
  readonly sort: SortSpec;
  readonly skip: number;
  readonly limit: number;
}

export interface DocPage {
  readonly docs: Doc[];
  readonly total: number;
}

export interface ReadPage<T> {
  readonly items: T[];
  readonly total: number;
}

export interface ReadCollection {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<Doc[]>;
  findOne(filter: Filter): Promise<Doc | null>;
  /**
   * What `read` makes of the first match (in `sort` order when given), or null when nothing
   * matches. The embedded adapter hands `read` its stored document instead of a copy (a copy cost
   * 4% of a read by id), so `read` must build its answer from it and change nothing in it. Stored
   * documents are replaced, never changed in place, so an answer that keeps a value from it stays
   * as it was read.
   */
  readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null>;
  /** `findPage` with each document of the page handed to `read` as `readOne` does: no copies. */
  readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>>;
  count(filter?: Filter): Promise<number>;
  /**
   * The sum of a field over the matching documents, counting only numbers (0 when none): the store
   * adds them, nothing is loaded. Integers (amounts in cents) add up exactly.
   */
  sum(field: string, filter?: Filter): Promise<number>;
  /**
   * The same as `find(filter, options)` plus `count(filter)`, answered together: a list screen
   * needs both, and the embedded adapter counts and selects the page in one scan. Ties on the
   * sort come back in an unspecified order on MongoDB, so a sort should end on a unique field.
   */
  findPage(filter: Filter, options: PageOptions): Promise<DocPage>;
  /** Inserts; answers false (and changes nothing) when a document with the same _id exists. */
  insertOne(doc: Doc): Promise<boolean>;
  /** Inserts many at once; documents whose _id exists are skipped. Answers how many were inserted. */
  insertMany(docs: readonly Doc[]): Promise<number>;
  /**
   * Updates the first match. With `upsert`, inserts when nothing matches: the filter pins `_id` and
   * its other fields are ranges (a `_pos` guard), and the new document is that `_id` plus the update;
   * any other upsert filter is refused. When that insert clashes on _id (the guard excluded an
   * existing document) it answers matched 0 and changes nothing instead of throwing.
   */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter?: Filter): Promise<number>;
  /**
   * Declares an index. The embedded adapter keeps each one in key order: a sort that starts with
   * its fields (after fields the filter pins by equality) walks it and stops at the page's end,
   * and equalities on its leading fields read a contiguous range (candidates, exact counts).
   * Fields after `_id` order nothing (ids are unique): they are carried, so a filter on them (a
   * search's contains) is answered from the index's entries without reading the documents.
   */
  createIndex(fields: Record<string, 1 | -1>, options?: IndexOptions): Promise<void>;
}

export interface IndexOptions {
  /**
   * The collection is being filled (a rebuild's fresh copy, a read model's first fill): the index
   * may wait until a query first filters or sorts on one of its fields, until the collection is
   * renamed, or until it is declared again without this option. The embedded store then builds it
   * once from the rows, where maintaining it row by row costs several times more.
   */
  readonly deferred?: boolean;
}

export interface UpdateResult {
  readonly matched: number;
  readonly modified: number;
  readonly upserted: boolean;
}

export interface ReadStore {
  collection(name: string): ReadCollection;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  /**
   * Atomically replaces `to` with `from` (dropping the old `to`); readers never see a gap. A missing
   * `from` (a rebuild that wrote nothing) leaves `to` empty.
   */
  renameCollection(from: string, to: string): Promise<void>;
  /**
   * Builds the collection's deferred indexes (IndexOptions). The embedded store builds them on a thread
   * of its own, the event loop answering meanwhile; MongoDB built them when they were declared.
   */
  buildIndexes(collection: string): Promise<void>;
  /**
   * Makes every write so far durable together. The embedded store keeps its writes in one open
   * transaction until then (the projection runner commits with its checkpoints); MongoDB writes
   * each one at once and has nothing to do.
   */
  commit(): Promise<void>;
  /** Answers when the store can serve (MongoDB: a ping). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const READ_STORE = Symbol('READ_STORE');
