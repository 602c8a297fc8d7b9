import { isPlainObject } from './bson-values.js';
import { FieldIndex, type IndexKey } from './field-index.js';
import { compileFilter, matchesDocument } from './filter-predicate.js';
import type { Doc, Filter } from './read-store.port.js';
import { idEquality } from './upsert-seed.js';

/** A stored document and its insertion number, which orders unsorted reads like a full scan. */
export interface Entry {
  doc: Doc;
  readonly seq: number;
}

function isLookupKey(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));
}

/** The keys an indexed equality condition (`v`, `{ $eq: v }`, `{ $in: [...] }`) can be looked up by. */
function lookupKeys(condition: unknown): IndexKey[] | undefined {
  if (isLookupKey(condition)) return [condition];
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1) return undefined;
  const eq = condition['$eq'];
  if (isLookupKey(eq)) return [eq];
  const list = condition['$in'];
  if (Array.isArray(list) && list.every(isLookupKey)) return list;
  return undefined;
}

/** An index lookup is used when it leaves at most 1/N of the documents as candidates. */
const INDEX_WORTH_FRACTION = 8;

function bySeq(left: Entry, right: Entry): number {
  return left.seq - right.seq;
}

/**
 * One embedded collection: documents by _id (a Map keeps insertion order) plus declared indexes,
 * kept up to date by every write. Stored documents are never mutated in place: a write replaces
 * an entry's document, so a reader holding the previous one is unaffected.
 */
export class CollectionState {
  private readonly entries = new Map<string, Entry>();
  private readonly fieldIndexes: FieldIndex[] = [];
  private nextSeq = 0;

  constructor(readonly name: string) {}

  get size(): number {
    return this.entries.size;
  }

  /** Matching documents in insertion order, stopping after `max` when given. */
  match(filter: Filter, max = Infinity): Doc[] {
    return this.matchEntries(filter, max).map((entry) => entry.doc);
  }

  matchEntries(filter: Filter, max = Infinity): Entry[] {
    if (max <= 0) return [];
    const id = idEquality(filter);
    if (id !== undefined) {
      // The projection write path: one Map lookup, then the rest of the filter on that document.
      const entry = this.entries.get(id);
      return entry && matchesDocument(filter, entry.doc) ? [entry] : [];
    }
    const matched: Entry[] = [];
    const predicate = compileFilter(filter);
    for (const entry of this.candidates(filter)) {
      if (predicate(entry.doc)) {
        matched.push(entry);
        if (matched.length >= max) break;
      }
    }
    return matched;
  }

  /**
   * Hands every match to `visit`, in insertion order, without gathering them: a sorted page
   * counts and selects in this one pass. Uses the same _id and index fast paths as match().
   */
  scan(filter: Filter, visit: (entry: Entry) => void): void {
    const predicate = compileFilter(filter);
    for (const entry of this.candidates(filter)) if (predicate(entry.doc)) visit(entry);
  }

  count(filter: Filter): number {
    if (Object.keys(filter).length === 0) return this.entries.size;
    let count = 0;
    this.scan(filter, () => count++);
    return count;
  }

  /** Inserts unless the _id exists (answers false). */
  insert(doc: Doc): boolean {
    if (this.entries.has(doc._id)) return false;
    for (const index of this.fieldIndexes) index.add(doc);
    this.entries.set(doc._id, { doc, seq: this.nextSeq++ });
    return true;
  }

  replace(entry: Entry, doc: Doc): void {
    for (const index of this.fieldIndexes) index.replace(entry.doc, doc);
    entry.doc = doc;
  }

  remove(entry: Entry): void {
    for (const index of this.fieldIndexes) index.remove(entry.doc);
    this.entries.delete(entry.doc._id);
  }

  clear(): void {
    this.entries.clear();
    for (const index of this.fieldIndexes) index.clear();
  }

  /**
   * Declares an index over existing and future documents; declaring one again is a no-op. Only a
   * single-field index helps here (lookups are by one field), so a compound one is accepted and
   * ignored: MongoDB may use it, and the embedded answers are the same without it.
   */
  createIndex(fields: readonly string[]): void {
    const [field] = fields;
    if (fields.length !== 1 || field === undefined) return;
    if (this.fieldIndexes.some((index) => index.field === field)) return;
    const index = new FieldIndex(field);
    for (const { doc } of this.entries.values()) index.add(doc);
    this.fieldIndexes.push(index);
  }

  /**
   * The entries a filter can match, in insertion order: one Map lookup for an `_id` equality,
   * the most selective index for an indexed equality (when selective enough), else every entry.
   */
  private candidates(filter: Filter): Iterable<Entry> {
    const id = idEquality(filter);
    if (id !== undefined) {
      const entry = this.entries.get(id);
      return entry ? [entry] : [];
    }
    const ids = lookupKeys(filter['_id']);
    if (ids) return this.entriesFor(new Set(ids.filter((key): key is string => typeof key === 'string')));
    let best: { index: FieldIndex; keys: IndexKey[]; count: number } | undefined;
    for (const index of this.fieldIndexes) {
      const keys = Object.hasOwn(filter, index.field) ? lookupKeys(filter[index.field]) : undefined;
      if (!keys) continue;
      const count = index.candidateCount(keys);
      if (!best || count < best.count) best = { index, keys, count };
    }
    // Gathering and re-ordering a large candidate set costs more than testing every document.
    if (best && best.count <= this.entries.size / INDEX_WORTH_FRACTION) {
      return this.entriesFor(best.index.candidates(best.keys));
    }
    return this.entries.values();
  }

  private entriesFor(ids: Iterable<string>): Entry[] {
    const found: Entry[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry) found.push(entry);
    }
    return found.length > 1 ? found.sort(bySeq) : found;
  }
}
