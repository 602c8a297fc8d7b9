import { randomUUID } from 'node:crypto';
import { bsonEqual, copyIn, deepCopy } from './bson-values.js';
import type { CollectionState } from './collection-state.js';
import { runPipeline } from './embedded-aggregate.js';
import { pageBounds, projectCopies, sortDocuments } from './find-options.js';
import type { Doc, Filter, FindOptions, Pipeline, ReadCollection, Update, UpdateResult } from './read-store.port.js';
import { DuplicateKeyError, InvalidWriteError } from './read-store-errors.js';
import { UpdatePlan } from './update-operators.js';
import { idEquality, seedFromFilter } from './upsert-seed.js';

/** How a collection handle reaches its data; the store swaps data under a name on rename. */
export interface CollectionRegistry {
  /** The collection's data, or undefined when it does not exist (reads see it as empty). */
  existing(name: string): CollectionState | undefined;
  /** The collection's data, created on first write as MongoDB does. */
  open(name: string): CollectionState;
  /** The stored documents of any collection, for $lookup. */
  documentsOf(name: string): Doc[];
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

function assertReplacement(doc: Doc): void {
  if (Object.keys(doc).some((key) => key.startsWith('$'))) {
    throw new InvalidWriteError('A replacement document cannot hold update operators');
  }
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
    const state = this.registry.existing(this.name);
    if (!state) return [];
    const { start, end } = pageBounds(options);
    const sorted = options.sort && Object.keys(options.sort).length > 0;
    // Without a sort the first `end` matches are the page, so the scan can stop there.
    const matched = state.match(filter, sorted ? Infinity : end);
    const ordered = sorted && options.sort ? sortDocuments(matched, options.sort, end) : matched;
    return projectCopies(ordered.slice(start, end), options.projection);
  }

  async findOne(filter: Filter): Promise<Doc | null> {
    const [doc] = this.registry.existing(this.name)?.match(filter, 1) ?? [];
    return doc ? deepCopy(doc) : null;
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.registry.existing(this.name)?.count(filter) ?? 0;
  }

  async aggregate(pipeline: Pipeline): Promise<Record<string, unknown>[]> {
    return runPipeline(this.registry.existing(this.name), pipeline, (name) => this.registry.documentsOf(name));
  }

  async insertOne(doc: Doc): Promise<boolean> {
    return this.registry.open(this.name).insert(storedCopy(doc));
  }

  async insertMany(docs: readonly Doc[]): Promise<number> {
    const copies = docs.map(storedCopy);
    if (copies.length === 0) return 0;
    const state = this.registry.open(this.name);
    let inserted = 0;
    let clash: DuplicateKeyError | undefined;
    for (const copy of copies) {
      // Like MongoDB's unordered insert: a unique-index clash does not stop the others.
      try {
        if (state.insert(copy)) inserted++;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        clash ??= error;
      }
    }
    if (clash) throw clash;
    return inserted;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const plan = UpdatePlan.compile(update);
    const state = options.upsert ? this.registry.open(this.name) : this.registry.existing(this.name);
    if (!state) return NOTHING;
    const [entry] = state.matchEntries(filter, 1);
    if (entry) {
      const updated = plan.apply(entry.doc, false);
      if (!updated) return UNCHANGED_ONE;
      state.replace(entry, updated);
      return MODIFIED_ONE;
    }
    if (!options.upsert) return NOTHING;
    // The seed and the update's values are already private copies: no further copy needed.
    const seed = seedFromFilter(filter);
    const inserted = plan.apply(seed, true) ?? seed;
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
      const updated = plan.apply(entry.doc, false);
      if (!updated) continue;
      state.replace(entry, updated);
      modified++;
    }
    return { matched: entries.length, modified, upserted: false };
  }

  async replaceOne(filter: Filter, doc: Doc, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertReplacement(doc);
    const replacement = storedCopy(doc);
    const state = options.upsert ? this.registry.open(this.name) : this.registry.existing(this.name);
    if (!state) return NOTHING;
    const [entry] = state.matchEntries(filter, 1);
    if (entry) {
      if (replacement._id !== entry.doc._id) {
        throw new InvalidWriteError("The replacement would modify the immutable field '_id'");
      }
      if (bsonEqual(entry.doc, replacement)) return UNCHANGED_ONE;
      state.replace(entry, replacement);
      return MODIFIED_ONE;
    }
    if (!options.upsert) return NOTHING;
    const pinnedId = idEquality(filter);
    if (pinnedId !== undefined && pinnedId !== replacement._id) {
      throw new InvalidWriteError("The replacement's _id differs from the filter's _id");
    }
    return state.insert(replacement) ? UPSERTED : NOTHING;
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

  async createIndex(fields: Record<string, 1 | -1>, options: { unique?: boolean } = {}): Promise<void> {
    const names = Object.keys(fields);
    if (names.length === 0) throw new InvalidWriteError('An index needs at least one field');
    this.registry.open(this.name).createIndex(names, options.unique ?? false);
  }
}
