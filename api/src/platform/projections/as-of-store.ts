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
import { historyName, type HistoryEntry, type HistorySpec } from './doc-history.js';

/** Read as of an instant, the past: nothing there can be written. */
const readOnly = () => Promise.reject(new Error('A read model read as of an instant cannot be written'));

/** The part of a filter on fields its documents never change: what narrows the history entries. */
function keyPart(filter: Filter, spec: HistorySpec): Filter {
  return Object.fromEntries(Object.entries(filter).filter(([field]) => spec.keys.includes(field)));
}

/**
 * One collection as it stood at an instant: the documents the filter matches now, each one written
 * since put back as it was before its first write after the instant (or left out, when that write
 * created it), and the filter asked again of those (a document's other fields may have changed).
 * When nothing was written since, it is the live collection's answer.
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
    return this.answer(filter, (collection) => collection.find(filter, options));
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T, sort?: SortSpec): Promise<T | null> {
    return this.answer(filter, (collection) => collection.readOne(filter, read, sort));
  }

  readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>> {
    return this.answer(filter, (collection) => collection.readPage(filter, options, read));
  }

  count(filter: Filter = {}): Promise<number> {
    return this.answer(filter, (collection) => collection.count(filter));
  }

  sum(field: string, filter: Filter = {}): Promise<number> {
    return this.answer(filter, (collection) => collection.sum(field, filter));
  }

  findPage(filter: Filter, options: PageOptions): Promise<DocPage> {
    return this.answer(filter, (collection) => collection.findPage(filter, options));
  }

  /**
   * Asks `query` of the documents as they stood. Those are put in a scratch in-memory store, so the
   * filter, order and sums are the store's own, not a second implementation of them.
   */
  private async answer<T>(filter: Filter, query: (collection: ReadCollection) => Promise<T>): Promise<T> {
    const live = this.store.collection(this.name);
    const [matching, changes] = await Promise.all([
      live.find(filter),
      this.store
        .collection(historyName(this.name))
        .find({ ...keyPart(filter, this.spec), at: { $gt: this.at } }, { sort: { pos: 1 } }),
    ]);
    if (changes.length === 0) return query(live);
    const states = new Map(matching.map((doc) => [doc._id, doc]));
    const restored = new Set<string>();
    for (const entry of changes as HistoryEntry[]) {
      if (restored.has(entry.of)) continue;
      restored.add(entry.of);
      if (entry.before === null) states.delete(entry.of);
      else states.set(entry.of, entry.before);
    }
    const scratch = SqliteReadStore.open(':memory:');
    try {
      const collection = scratch.collection(this.name);
      await collection.insertMany([...states.values()]);
      return await query(collection);
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
