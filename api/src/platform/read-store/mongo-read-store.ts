import { randomUUID } from 'node:crypto';
import mongoose, { type Connection, type mongo } from 'mongoose';
import { isPlainObject } from './bson-values.js';
import type { Doc, Filter, FindOptions, Pipeline, ReadCollection, ReadStore, Update, UpdateResult } from './read-store.port.js';
import { DuplicateKeyError } from './read-store-errors.js';
import { equalityFields } from './upsert-seed.js';

const NAMESPACE_NOT_FOUND = 26;
const DUPLICATE_KEY = 11000;
const NOTHING: UpdateResult = { matched: 0, modified: 0, upserted: false };

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** A duplicate key on `_id` (as opposed to another unique index): the document already exists. */
function isDuplicateId(error: unknown): boolean {
  if (errorCode(error) !== DUPLICATE_KEY || typeof error !== 'object' || error === null) return false;
  const { keyPattern, errmsg, message } = error as { keyPattern?: unknown; errmsg?: unknown; message?: unknown };
  if (isPlainObject(keyPattern)) return Object.keys(keyPattern).join() === '_id';
  const text = typeof errmsg === 'string' ? errmsg : typeof message === 'string' ? message : '';
  return text.includes('index: _id_ ');
}

/** Other duplicate keys become the same DuplicateKeyError the embedded store throws. */
function asStoreError(collection: string, error: unknown): unknown {
  if (errorCode(error) !== DUPLICATE_KEY || !(error instanceof Error)) return error;
  const index = /index: (\S+)/.exec(error.message)?.[1] ?? 'unknown';
  return Object.assign(new DuplicateKeyError(collection, index), { cause: error });
}

/**
 * Read models are schemaless documents with string _ids, so this uses the connection's native
 * collections rather than mongoose models. The casts to the driver's Filter / UpdateFilter types
 * are sound: the port's types are the same MongoDB query language, only typed loosely.
 */
class MongoCollection implements ReadCollection {
  constructor(
    readonly name: string,
    private readonly native: mongo.Collection<Doc>,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const { sort, skip, limit, projection } = options;
    // With a projection the documents hold only the chosen fields, though the port types them Doc.
    return this.native.find(filter as mongo.Filter<Doc>, { sort, skip, limit, projection }).toArray();
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return this.native.findOne(filter as mongo.Filter<Doc>);
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.native.countDocuments(filter as mongo.Filter<Doc>);
  }

  async aggregate(pipeline: Pipeline): Promise<Record<string, unknown>[]> {
    return this.native.aggregate([...pipeline]).toArray();
  }

  async insertOne(doc: Doc): Promise<boolean> {
    try {
      // A copy: the driver would otherwise be free to decorate the caller's object.
      await this.native.insertOne({ ...doc });
      return true;
    } catch (error) {
      if (isDuplicateId(error)) return false;
      throw asStoreError(this.name, error);
    }
  }

  async insertMany(docs: readonly Doc[]): Promise<number> {
    if (docs.length === 0) return 0;
    try {
      // Unordered: documents whose _id exists are skipped, the others still go in.
      return (await this.native.insertMany(docs.map((doc) => ({ ...doc })), { ordered: false })).insertedCount;
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw asStoreError(this.name, error);
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      const other = writeErrors.find((writeError) => !isDuplicateId(writeError.err));
      if (other) throw asStoreError(this.name, Object.assign(new Error(other.errmsg ?? 'insertMany failed'), { code: other.code }));
      return error.insertedCount;
    }
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    try {
      const result = await this.native.updateOne(filter as mongo.Filter<Doc>, withStringId(filter, update, options.upsert), {
        upsert: options.upsert ?? false,
      });
      return { matched: result.matchedCount, modified: result.modifiedCount, upserted: result.upsertedCount > 0 };
    } catch (error) {
      // The guard excluded an existing document and the upsert's insert hit its _id: already applied.
      if (options.upsert && isDuplicateId(error)) return NOTHING;
      throw asStoreError(this.name, error);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    try {
      const result = await this.native.updateMany(filter as mongo.Filter<Doc>, update as mongo.UpdateFilter<Doc>);
      return { matched: result.matchedCount, modified: result.modifiedCount, upserted: false };
    } catch (error) {
      throw asStoreError(this.name, error);
    }
  }

  async replaceOne(filter: Filter, doc: Doc, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    try {
      const result = await this.native.replaceOne(filter as mongo.Filter<Doc>, { ...doc }, { upsert: options.upsert ?? false });
      return { matched: result.matchedCount, modified: result.modifiedCount, upserted: result.upsertedCount > 0 };
    } catch (error) {
      if (options.upsert && isDuplicateId(error)) return NOTHING;
      throw asStoreError(this.name, error);
    }
  }

  async deleteOne(filter: Filter): Promise<number> {
    return (await this.native.deleteOne(filter as mongo.Filter<Doc>)).deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return (await this.native.deleteMany(filter as mongo.Filter<Doc>)).deletedCount;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: { unique?: boolean } = {}): Promise<void> {
    try {
      await this.native.createIndex(fields, { unique: options.unique ?? false });
    } catch (error) {
      throw asStoreError(this.name, error);
    }
  }
}

/**
 * Read models carry string _ids. An upsert whose filter pins no _id would get a server-made
 * ObjectId, so it gets a random string _id on insert, as the embedded store does.
 */
function withStringId(filter: Filter, update: Update, upsert: boolean | undefined): mongo.UpdateFilter<Doc> {
  const setsId = ['$set', '$setOnInsert'].some((operator) => Object.hasOwn(update[operator] ?? {}, '_id'));
  const pinsId = equalityFields(filter).some(([path]) => path === '_id');
  if (!upsert || pinsId || setsId) {
    return update as mongo.UpdateFilter<Doc>;
  }
  return { ...update, $setOnInsert: { ...update['$setOnInsert'], _id: randomUUID() } } as mongo.UpdateFilter<Doc>;
}

export interface MongoReadStoreOptions {
  /** Database to use instead of the one named in the URL (tests use a fresh one per run). */
  readonly dbName?: string;
  readonly serverSelectionTimeoutMS?: number;
}

/** The read store on MongoDB (a replica set in production), through a mongoose connection. */
export class MongoReadStore implements ReadStore {
  private readonly handles = new Map<string, MongoCollection>();

  private constructor(
    private readonly connection: Connection,
    private readonly db: mongo.Db,
  ) {}

  static async connect(url: string, options: MongoReadStoreOptions = {}): Promise<MongoReadStore> {
    const connection = await mongoose
      .createConnection(url, {
        dbName: options.dbName,
        // Read models are schemaless: no mongoose models, so no automatic index or collection creation.
        autoIndex: false,
        autoCreate: false,
        serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 10_000,
      })
      .asPromise();
    const db = connection.db;
    if (!db) {
      await connection.close();
      throw new Error('MongoDB connection opened without a database');
    }
    return new MongoReadStore(connection, db);
  }

  collection(name: string): ReadCollection {
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new MongoCollection(name, this.db.collection<Doc>(name));
      this.handles.set(name, handle);
    }
    return handle;
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections
      .filter((collection) => collection.type !== 'view' && !collection.name.startsWith('system.'))
      .map((collection) => collection.name)
      .sort();
  }

  async dropCollection(name: string): Promise<void> {
    // The driver answers false (no error) when the collection does not exist.
    await this.db.dropCollection(name);
  }

  /**
   * renameCollection with dropTarget replaces `to` in one server-side step. A missing `from` (a
   * rebuild that wrote nothing) means the fresh read model is empty, so `to` is dropped.
   */
  async renameCollection(from: string, to: string): Promise<void> {
    try {
      await this.db.renameCollection(from, to, { dropTarget: true });
    } catch (error) {
      if (errorCode(error) !== NAMESPACE_NOT_FOUND) throw error;
      await this.db.dropCollection(to);
    }
  }

  async ping(): Promise<boolean> {
    try {
      const answer = await this.db.admin().command({ ping: 1 });
      return answer['ok'] === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /** Drops the whole database: for tests and tooling, never called by the application. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }
}
