import mongoose, { type mongo } from 'mongoose';
import { isPlainObject } from './bson-values.js';
import type {
  Doc,
  DocPage,
  Filter,
  FindOptions,
  PageOptions,
  ReadCollection,
  ReadPage,
  SortSpec,
  Update,
  UpdateResult,
} from './read-store.port.js';
import { assertSupportedUpdate, upsertId } from './update-operators.js';

const DUPLICATE_KEY = 11000;
const NOTHING: UpdateResult = { matched: 0, modified: 0, upserted: false };

export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** A duplicate key on `_id`: the document already exists. */
function isDuplicateId(error: unknown): boolean {
  if (errorCode(error) !== DUPLICATE_KEY || typeof error !== 'object' || error === null) return false;
  const { keyPattern, errmsg, message } = error as { keyPattern?: unknown; errmsg?: unknown; message?: unknown };
  if (isPlainObject(keyPattern)) return Object.keys(keyPattern).join() === '_id';
  const text = typeof errmsg === 'string' ? errmsg : typeof message === 'string' ? message : '';
  return text.includes('index: _id_ ');
}

/**
 * Read models are schemaless documents with string _ids, so this uses the connection's native
 * collections rather than mongoose models. The casts to the driver's Filter / UpdateFilter types
 * are sound: the port's types are the same MongoDB query language, only typed loosely.
 */
export class MongoCollection implements ReadCollection {
  constructor(
    readonly name: string,
    private readonly native: mongo.Collection<Doc>,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const { sort, skip, limit } = options;
    return this.native.find(filter as mongo.Filter<Doc>, { sort, skip, limit }).toArray();
  }

  /** Two queries in parallel: the count and the page cannot share a cursor on MongoDB. */
  async findPage(filter: Filter, options: PageOptions): Promise<DocPage> {
    const { sort, skip, limit } = options;
    const [total, docs] = await Promise.all([this.count(filter), this.find(filter, { sort, skip, limit })]);
    return { docs, total };
  }

  async readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>> {
    const { docs, total } = await this.findPage(filter, options);
    return { items: docs.map((doc) => read(doc)), total };
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return this.native.findOne(filter as mongo.Filter<Doc>);
  }

  async readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null> {
    const [doc] = sort ? await this.find(filter, { sort, limit: 1 }) : [await this.findOne(filter)];
    return doc ? read(doc) : null;
  }

  async sum(field: string, filter: Filter = {}): Promise<number> {
    // $sum adds numbers and ignores anything else, as the embedded store does.
    const [result] = await this.native
      .aggregate<{ total: number }>([
        { $match: filter as mongo.Filter<Doc> },
        { $group: { _id: null, total: { $sum: `$${field}` } } },
      ])
      .toArray();
    return result?.total ?? 0;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.native.countDocuments(filter as mongo.Filter<Doc>);
  }

  async insertOne(doc: Doc): Promise<boolean> {
    try {
      // A copy: the driver would otherwise be free to decorate the caller's object.
      await this.native.insertOne({ ...doc });
      return true;
    } catch (error) {
      if (isDuplicateId(error)) return false;
      throw error;
    }
  }

  async insertMany(docs: readonly Doc[]): Promise<number> {
    if (docs.length === 0) return 0;
    try {
      // Unordered: documents whose _id exists are skipped, the others still go in.
      return (
        await this.native.insertMany(
          docs.map((doc) => ({ ...doc })),
          { ordered: false },
        )
      ).insertedCount;
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw error;
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      const other = writeErrors.find((writeError) => !isDuplicateId(writeError.err));
      if (other) throw Object.assign(new Error(other.errmsg ?? 'insertMany failed'), { code: other.code });
      return error.insertedCount;
    }
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertSupportedUpdate(update);
    // Refused as the embedded store refuses it: an upsert's filter pins the new document's _id.
    if (options.upsert) upsertId(filter);
    try {
      const result = await this.native.updateOne(filter as mongo.Filter<Doc>, update as mongo.UpdateFilter<Doc>, {
        upsert: options.upsert ?? false,
      });
      return { matched: result.matchedCount, modified: result.modifiedCount, upserted: result.upsertedCount > 0 };
    } catch (error) {
      // The guard excluded an existing document and the upsert's insert hit its _id: already applied.
      if (options.upsert && isDuplicateId(error)) return NOTHING;
      throw error;
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertSupportedUpdate(update);
    const result = await this.native.updateMany(filter as mongo.Filter<Doc>, update as mongo.UpdateFilter<Doc>);
    return { matched: result.matchedCount, modified: result.modifiedCount, upserted: false };
  }

  async deleteOne(filter: Filter): Promise<number> {
    return (await this.native.deleteOne(filter as mongo.Filter<Doc>)).deletedCount;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    return (await this.native.deleteMany(filter as mongo.Filter<Doc>)).deletedCount;
  }

  /** Built now, deferred or not: MongoDB keeps an index as documents arrive at little more cost. */
  async createIndex(fields: Record<string, 1 | -1>): Promise<void> {
    await this.native.createIndex(fields);
  }
}
