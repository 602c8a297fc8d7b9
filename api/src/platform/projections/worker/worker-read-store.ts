import type {
  Doc,
  DocPage,
  Filter,
  FindOptions,
  PageOptions,
  ReadCollection,
  ReadPage,
  ReadStore,
  SortSpec,
  Update,
  UpdateResult,
} from '../../read-store/read-store.port.js';
import type { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import type { WriteMethod } from './worker-protocol.js';

/** The projections worker as the server's read store writes through it. */
export interface WorkerWrites {
  write(collection: string, write: WriteMethod, args: readonly unknown[]): Promise<unknown>;
  commit(): Promise<void>;
}

const madeByTheWorker = (what: string): Promise<never> =>
  Promise.reject(new Error(`${what} is the projections worker's to do: the server only reads the read models`));

/**
 * The read store as the server sees it while the projections worker writes the file: reads on the
 * server's own connection (which sees what the worker has committed), the server's few writes
 * (reaction checkpoints, the scheduler's marks) made by the worker on its connection, in its
 * transaction, and committed with its next commit (or by `commit()`).
 */
export class WorkerReadStore implements ReadStore {
  constructor(
    private readonly local: SqliteReadStore,
    private readonly worker: WorkerWrites,
  ) {}

  collection(name: string): ReadCollection {
    return new WorkerCollection(this.local.collection(name), this.worker);
  }

  listCollections(): Promise<string[]> {
    return this.local.listCollections();
  }

  dropCollection(): Promise<void> {
    return madeByTheWorker('Dropping a collection');
  }

  renameCollection(): Promise<void> {
    return madeByTheWorker('Renaming a collection');
  }

  buildIndexes(): Promise<void> {
    return madeByTheWorker('Building indexes');
  }

  commit(): Promise<void> {
    return this.worker.commit();
  }

  ping(): Promise<boolean> {
    return this.local.ping();
  }

  close(): Promise<void> {
    return this.local.close();
  }
}

class WorkerCollection implements ReadCollection {
  constructor(
    private readonly local: ReadCollection,
    private readonly worker: WorkerWrites,
  ) {}

  get name(): string {
    return this.local.name;
  }

  find(filter?: Filter, options?: FindOptions): Promise<Doc[]> {
    return this.local.find(filter, options);
  }

  findOne(filter: Filter): Promise<Doc | null> {
    return this.local.findOne(filter);
  }

  readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null> {
    return this.local.readOne(filter, read, sort);
  }

  readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>> {
    return this.local.readPage(filter, options, read);
  }

  count(filter?: Filter): Promise<number> {
    return this.local.count(filter);
  }

  sum(field: string, filter?: Filter): Promise<number> {
    return this.local.sum(field, filter);
  }

  findPage(filter: Filter, options: PageOptions): Promise<DocPage> {
    return this.local.findPage(filter, options);
  }

  insertOne(doc: Doc): Promise<boolean> {
    return this.written<boolean>('insertOne', [doc]);
  }

  insertMany(docs: readonly Doc[]): Promise<number> {
    return this.written<number>('insertMany', [docs]);
  }

  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    return this.written<UpdateResult>('updateOne', [filter, update, options]);
  }

  updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.written<UpdateResult>('updateMany', [filter, update]);
  }

  deleteOne(filter: Filter): Promise<number> {
    return this.written<number>('deleteOne', [filter]);
  }

  deleteMany(filter?: Filter): Promise<number> {
    return this.written<number>('deleteMany', [filter]);
  }

  createIndex(): Promise<void> {
    return madeByTheWorker('Creating an index');
  }

  /** The worker answers what the read store's own method answers. */
  private async written<T>(write: WriteMethod, args: readonly unknown[]): Promise<T> {
    return (await this.worker.write(this.name, write, args)) as T;
  }
}
