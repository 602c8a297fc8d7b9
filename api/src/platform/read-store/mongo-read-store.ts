import mongoose, { type Connection, type mongo } from 'mongoose';
import { errorCode, MongoCollection } from './mongo-collection.js';
import type { Doc, ReadCollection, ReadStore } from './read-store.port.js';

const NAMESPACE_NOT_FOUND = 26;

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

  /** Nothing waits: MongoDB builds an index when it is declared (MongoCollection.createIndex). */
  async buildIndexes(): Promise<void> {}

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

  /** Every write is already stored when it answers. */
  async commit(): Promise<void> {}

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
