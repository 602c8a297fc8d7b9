import { randomUUID } from 'node:crypto';
import { copyIn, deepCopy } from './bson-values.js';
import type { CollectionState } from './collection-state.js';
import type { Entry } from './entry.js';
import { compileFilter } from './filter-predicate.js';
import { compileSort, pageBounds } from './find-options.js';
import { walkInOrder } from './index-walk.js';
import { PageSelection } from './page-selection.js';
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
import { InvalidWriteError } from './read-store-errors.js';
import { UpdatePlan } from './update-operators.js';
import { seedFromFilter } from './upsert-seed.js';

/** How a collection handle reaches its data; the store swaps data under a name on rename. */
export interface CollectionRegistry {
  /** The collection's data, or undefined when it does not exist (reads see it as empty). */
  existing(name: string): CollectionState | undefined;
  /** The collection's data, created on first write as MongoDB does. */
  open(name: string): CollectionState;
}

const NOTHING: UpdateResult = { matched: 0, modified: 0, upserted: false };
const UPSERTED: UpdateResult = { matched: 0, modified: 0, upserted: true };
const MODIFIED_ONE: UpdateResult = { matched: 1, modified: 1, upserted: false };
const UNCHANGED_ONE: UpdateResult = { matched: 1, modified: 0, upserted: false };

function assertStringId(doc: Record<string, unknown>): asserts doc is Doc {
  if (typeof doc['_id'] !== 'string') throw new InvalidWriteError('Documents need a string _id');
}

/** The store keeps its own copy, so a caller changing its object later changes nothing stored. */
function storedCopy(doc: Doc): Doc {
  const copy = copyIn(doc);
  assertStringId(copy);
  return copy;
}

/** Readers get copies, so changing an answer changes nothing stored. */
function copiesOf(docs: readonly Doc[]): Doc[] {
  return docs.map((doc) => deepCopy(doc));
}

/** A walk expected to pass over this few documents beats any alternative worth planning. */
const WALK_ALWAYS_WORTH = 256;

/**
 * The first `end` matches in sort order and, with `withTotal`, how many match in all. When an
 * index holds the sort's order and the total needs no scan (index-plan.ts, count-views.ts), the
 * index is walked and the walk stops at `end`, unless an indexed equality leaves fewer documents
 * to test than the walk is expected to pass over. A search seen before chooses among its kept
 * matches. Otherwise one scan counts and selects the page (PageSelection) and, for a page, leaves
 * the count (and a search's matches) behind as a view for the next request.
 */
function selectPage(
  state: CollectionState,
  filter: Filter,
  sort: SortSpec,
  end: number,
  withTotal: boolean,
): { docs: Doc[]; total: number } {
  const search = state.searchView(filter);
  const known = search ? search.count : state.knownCount(filter);
  if (known === 0) return { docs: [], total: 0 };
  const kept = search?.page(sort, end);
  if (search && kept) return { docs: kept, total: search.count };
  const plan = state.walkPlan(filter, sort);
  if (plan && (known !== undefined || !withTotal)) {
    // Matches spread evenly over the walked ranges: `end` of them lie within end / known of it.
    const walked = known === undefined ? plan.size : Math.min(plan.size, (end * plan.size) / known);
    if (walked <= WALK_ALWAYS_WORTH || walked <= (search?.count ?? state.scanSize(filter))) {
      // With a search's matches at hand, a walk that goes far past its estimate gives way to them.
      const maxPassed = search ? Math.max(WALK_ALWAYS_WORTH, 4 * walked) : Infinity;
      const docs = walkInOrder(plan, compileFilter(filter), sort, end, maxPassed);
      if (docs) return { docs, total: known ?? -1 };
    }
  }
  const selection = new PageSelection(compileSort(sort), end);
  if (search) {
    for (const entry of search.matches) selection.offer(entry.doc, entry.seq);
    const docs = selection.docs(0);
    search.keepPage(sort, end, docs);
    return { docs, total: search.count };
  }
  const gathered: Entry[] | undefined = withTotal && state.isSearch(filter) ? [] : undefined;
  state.scan(filter, (entry) => {
    selection.offer(entry.doc, entry.seq);
    gathered?.push(entry);
  });
  if (withTotal) state.rememberCount(filter, selection.total, gathered);
  return { docs: selection.docs(0), total: selection.total };
}

/**
 * A handle on one embedded collection. It looks its data up by name on every call, so after
 * renameCollection(fresh, live) every holder of `live` reads the fresh documents. Each method
 * runs synchronously to completion, which makes every single-document write atomic.
 */
export class EmbeddedCollection implements ReadCollection {
  constructor(
    readonly name: string,
    private readonly registry: CollectionRegistry,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const { start, end } = pageBounds(options);
    const state = this.registry.existing(this.name);
    if (!state) return [];
    if (!options.sort || Object.keys(options.sort).length === 0) {
      // Without a sort the first `end` matches are the page, so the scan can stop there.
      return copiesOf(state.match(filter, end).slice(start));
    }
    return copiesOf(selectPage(state, filter, options.sort, end, false).docs.slice(start));
  }

  async findPage(filter: Filter, options: PageOptions): Promise<DocPage> {
    const { items, total } = await this.readPage(filter, options, deepCopy);
    return { docs: items, total };
  }

  async readPage<T>(filter: Filter, options: PageOptions, read: (doc: Readonly<Doc>) => T): Promise<ReadPage<T>> {
    const { start, end } = pageBounds(options);
    const state = this.registry.existing(this.name);
    if (!state) return { items: [], total: 0 };
    const { docs, total } = selectPage(state, filter, options.sort, end, true);
    return { items: docs.slice(start).map((doc) => read(doc)), total };
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    return this.readOne(filter, deepCopy);
  }

  async readOne<T>(filter: Filter, read: (doc: Readonly<Doc>) => T): Promise<T | null> {
    const [doc] = this.registry.existing(this.name)?.match(filter, 1) ?? [];
    return doc ? read(doc) : null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.registry.existing(this.name)?.count(filter) ?? 0;
  }

  async insertOne(doc: Doc): Promise<boolean> {
    return this.registry.open(this.name).insert(storedCopy(doc));
  }

  async insertMany(docs: readonly Doc[]): Promise<number> {
    // Every document is checked before any is stored, so a bad one leaves the collection as it was.
    const copies = docs.map(storedCopy);
    if (copies.length === 0) return 0;
    const state = this.registry.open(this.name);
    let inserted = 0;
    for (const copy of copies) if (state.insert(copy)) inserted++;
    return inserted;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const plan = UpdatePlan.compile(update);
    const state = options.upsert ? this.registry.open(this.name) : this.registry.existing(this.name);
    if (!state) return NOTHING;
    const [entry] = state.matchEntries(filter, 1);
    if (entry) {
      const updated = plan.apply(entry.doc);
      if (!updated) return UNCHANGED_ONE;
      state.replace(entry, updated);
      return MODIFIED_ONE;
    }
    if (!options.upsert) return NOTHING;
    // The seed and the update's values are already private copies: no further copy needed.
    const seed = seedFromFilter(filter);
    const inserted = plan.apply(seed) ?? seed;
    inserted['_id'] ??= randomUUID();
    assertStringId(inserted);
    // An _id clash means the filter's guard excluded the existing document: already applied.
    return state.insert(inserted) ? UPSERTED : NOTHING;
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const plan = UpdatePlan.compile(update);
    const state = this.registry.existing(this.name);
    if (!state) return NOTHING;
    const entries = state.matchEntries(filter);
    let modified = 0;
    for (const entry of entries) {
      const updated = plan.apply(entry.doc);
      if (!updated) continue;
      state.replace(entry, updated);
      modified++;
    }
    return { matched: entries.length, modified, upserted: false };
  }

  async deleteOne(filter: Filter): Promise<number> {
    const state = this.registry.existing(this.name);
    const [entry] = state?.matchEntries(filter, 1) ?? [];
    if (!state || !entry) return 0;
    state.remove(entry);
    return 1;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const state = this.registry.existing(this.name);
    if (!state) return 0;
    if (Object.keys(filter).length === 0) {
      const removed = state.size;
      state.clear();
      return removed;
    }
    const entries = state.matchEntries(filter);
    for (const entry of entries) state.remove(entry);
    return entries.length;
  }

  async createIndex(fields: Record<string, 1 | -1>): Promise<void> {
    const names = Object.keys(fields);
    if (names.length === 0) throw new InvalidWriteError('An index needs at least one field');
    this.registry.open(this.name).createIndex(fields);
  }
}
