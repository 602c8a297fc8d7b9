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
} from '../read-store/read-store.port.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import type { CollectionSpec, ViewDoc } from './define-projection.js';
import { historyName, WRITTEN_AT_FIELD, type HistoryEntry, type HistorySpec } from './doc-history.js';

/** Read as of an instant, the past: nothing there can be written. */
const readOnly = () => Promise.reject(new Error('A read model read as of an instant cannot be written'));

/** The part of a filter on fields its documents never change: copied onto versions, and indexed there. */
function keyPart(filter: Filter, spec: HistorySpec): Filter {
  return Object.fromEntries(Object.entries(filter).filter(([field]) => spec.keys.includes(field)));
}

/** The filter asked of the version each history entry holds (`before.<field>`). */
function ofVersion(filter: Filter): Filter {
  return Object.fromEntries(
    Object.entries(filter).map(([field, condition]) =>
      field === '$and' || field === '$or'
        ? [field, (condition as Filter[]).map(ofVersion)]
        : [`before.${field}`, condition],
    ),
  );
}

/**
 * One collection as it stood at an instant T: the documents not written since T, and of those
 * written since, the version each had at T (the history entry whose stretch holds T), both asked
 * the filter. The two are put together in a scratch in-memory store when versions are among them,
 * so the filter, order and sums are the store's own, not a second implementation of them.
 */
class AsOfCollection implements ReadCollection {
  readonly insertOne = readOnly;
  readonly insertMany = readOnly;
  readonly updateOne = readOnly;
  readonly updateMany = readOnly;
  readonly deleteOne = readOnly;
  readonly deleteMany = readOnly;
  readonly createIndex = readOnly;

  constructor(
    private readonly store: ReadStore,
    readonly name: string,
    private readonly spec: HistorySpec,
    private readonly at: string,
  ) {}

  find(filter: Filter = {}, options?: FindOptions): Promise<Doc[]> {
    return this.answer(filter, (collection, asked) => collection.find(asked, options));
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null> {
    return this.answer(filter, (collection, asked) => collection.readOne(asked, read, sort));
  }

  readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>> {
    return this.answer(filter, (collection, asked) => collection.readPage(asked, options, read));
  }

  count(filter: Filter = {}): Promise<number> {
    return this.answer(filter, (collection, asked) => collection.count(asked));
  }

  sum(field: string, filter: Filter = {}): Promise<number> {
    return this.answer(filter, (collection, asked) => collection.sum(field, asked));
  }

  findPage(filter: Filter, options: PageOptions): Promise<DocPage> {
    return this.answer(filter, (collection, asked) => collection.findPage(asked, options));
  }

  private async answer<T>(filter: Filter, ask: (collection: ReadCollection, filter: Filter) => Promise<T>): Promise<T> {
    const live = this.store.collection(this.name);
    const unchanged: Filter = { ...filter, [WRITTEN_AT_FIELD]: { $lte: this.at } };
    const versions = (await this.store.collection(historyName(this.name)).find({
      ...keyPart(filter, this.spec),
      at: { $gt: this.at },
      from: { $lte: this.at },
      ...ofVersion(filter),
    })) as HistoryEntry[];
    if (versions.length === 0) return ask(live, unchanged);
    // One version per document: the one whose stretch holds the instant (the earliest, should two).
    const states = new Map<string, Doc>();
    for (const entry of versions.sort((a, b) => a.pos - b.pos))
      if (entry.before && !states.has(entry.of)) states.set(entry.of, entry.before);
    for (const doc of await live.find(unchanged)) if (!states.has(doc._id)) states.set(doc._id, doc);
    const scratch = SqliteReadStore.open(':memory:');
    try {
      const collection = scratch.collection(this.name);
      await collection.insertMany([...states.values()]);
      return await ask(collection, filter);
    } finally {
      await scratch.close();
    }
  }
}

/**
 * The read store as the log stood at an instant (every event that happened until then folded,
 * none after; an event counts from its `occurredAt`, as the audit's "as of" does), for the
 * collections that keep their history (`collection(name, indexes, { history })`); any other
 * collection is read as it is now. Reads only.
 */
export class AsOfStore implements ReadStore {
  constructor(
    private readonly live: ReadStore,
    private readonly at: Date,
    private readonly histories: ReadonlyMap<string, HistorySpec>,
  ) {}

  collection(name: string): ReadCollection {
    const spec = this.histories.get(name);
    return spec ? new AsOfCollection(this.live, name, spec, this.at.toISOString()) : this.live.collection(name);
  }

  listCollections(): Promise<string[]> {
    return this.live.listCollections();
  }

  readonly dropCollection = readOnly;
  readonly renameCollection = readOnly;
  readonly buildIndexes = readOnly;
  readonly commit = readOnly;

  ping(): Promise<boolean> {
    return this.live.ping();
  }

  async close(): Promise<void> {}
}

/** The history each of these collections keeps, by name: what an AsOfStore reads as of its instant. */
export function historiesOf(specs: readonly CollectionSpec<ViewDoc>[]): ReadonlyMap<string, HistorySpec> {
  return new Map(specs.flatMap((spec) => (spec.history ? [[spec.name, spec.history] as const] : [])));
}
