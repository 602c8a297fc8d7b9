import { CountViews, type SearchView } from './count-views.js';
import type { Entry } from './entry.js';
import { compileFilter, matchesDocument } from './filter-predicate.js';
import {
  countingRanges,
  type IndexRanges,
  lookupKeys,
  narrowestRanges,
  planWalk,
  type WalkPlan,
} from './index-plan.js';
import type { Doc, Filter, SortSpec } from './read-store.port.js';
import { SortedIndex } from './sorted-index.js';
import { TextColumns, textSearch } from './text-columns.js';
import { idEquality } from './upsert-seed.js';

/**
 * The entries a filter can match, in insertion order. `text` is there when a text column found
 * them: all but its `unproven` ones satisfy the searched condition and need only `rest` tested.
 */
interface Candidates {
  entries: Iterable<Entry>;
  text?: { rest: Filter; unproven: ReadonlySet<Entry> };
}

/** An index lookup is used when it leaves at most 1/N of the documents as candidates. */
const INDEX_WORTH_FRACTION = 8;

function bySeq(left: Entry, right: Entry): number {
  return left.seq - right.seq;
}

function isEmpty(filter: Filter): boolean {
  for (const _key in filter) return false;
  return true;
}

/**
 * One embedded collection: documents by _id (a Map keeps insertion order) plus declared indexes,
 * each kept in key order by every write (sorted-index.ts), the counts lists keep asking for
 * (count-views.ts) and the searched fields' text (text-columns.ts). Stored documents are never
 * mutated in place: a write replaces an entry's document, so a reader holding the previous one
 * is unaffected.
 */
export class CollectionState {
  private readonly entries = new Map<string, Entry>();
  private readonly indexes: SortedIndex[] = [];
  private readonly views = new CountViews();
  private readonly texts = new TextColumns();
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
    this.scan(filter, (entry) => matched.push(entry) < max);
    return matched;
  }

  /**
   * Hands every match to `visit`, in insertion order, without gathering them: a sorted page
   * counts and selects in this one pass; `visit` answers false to stop. Uses the _id, index and
   * text fast paths.
   */
  scan(filter: Filter, visit: (entry: Entry) => boolean | void): void {
    const { entries, text } = this.candidates(filter);
    const predicate = compileFilter(filter);
    // Found by a text column: the searched condition holds, only the rest of the filter is left.
    const rest = text ? compileFilter(text.rest) : predicate;
    for (const entry of entries) {
      const test = text?.unproven.has(entry) ? predicate : rest;
      if (test(entry.doc) && visit(entry) === false) return;
    }
  }

  count(filter: Filter): number {
    const known = this.knownCount(filter);
    if (known !== undefined) return known;
    let count = 0;
    this.scan(filter, () => {
      count++;
    });
    return count;
  }

  /**
   * The exact number of matches when no scan is needed: every document, the sizes of index
   * ranges when the filter is only equalities on an index's leading fields, or a count view.
   */
  knownCount(filter: Filter): number | undefined {
    if (isEmpty(filter)) return this.entries.size;
    const ranges = countingRanges(this.indexes, filter);
    if (!ranges) return this.views.get(filter);
    let count = ranges.size - ranges.index.strays.size;
    if (ranges.index.strays.size > 0) {
      const predicate = compileFilter(filter);
      for (const entry of ranges.index.strays) if (predicate(entry.doc)) count++;
    }
    return count;
  }

  /**
   * Keeps the count a full scan found for a list's filter, so the next page of it needs no scan;
   * a search is kept with its matches (`isSearch` says when to gather them).
   */
  rememberCount(filter: Filter, count: number, matches?: readonly Entry[]): void {
    if (!isEmpty(filter) && !countingRanges(this.indexes, filter)) this.views.remember(filter, count, matches);
  }

  isSearch(filter: Filter): boolean {
    return this.views.isSearch(filter);
  }

  /** The view of a search seen before: its matches and pages, kept exact by every write since. */
  searchView(filter: Filter): SearchView | undefined {
    return this.views.search(filter);
  }

  /** How an index can hand out the matches in `sort` order, if one can (index-plan.ts). */
  walkPlan(filter: Filter, sort: SortSpec): WalkPlan | undefined {
    return planWalk(this.indexes, filter, sort);
  }

  /** How many documents a scan for `filter` tests (fewer when an index narrows it). */
  scanSize(filter: Filter): number {
    const ranges = narrowestRanges(this.indexes, filter);
    return ranges && this.narrowEnough(ranges) ? ranges.size : this.entries.size;
  }

  /** Inserts unless the _id exists (answers false). */
  insert(doc: Doc): boolean {
    if (this.entries.has(doc._id)) return false;
    const entry: Entry = { doc, seq: this.nextSeq++ };
    for (const index of this.indexes) index.add(entry);
    this.views.inserted(entry);
    this.texts.inserted(entry);
    this.entries.set(doc._id, entry);
    return true;
  }

  replace(entry: Entry, doc: Doc): void {
    for (const index of this.indexes) index.replace(entry, entry.doc, doc);
    this.views.replaced(entry, entry.doc, doc);
    this.texts.replaced(entry, entry.doc, doc);
    entry.doc = doc;
  }

  remove(entry: Entry): void {
    for (const index of this.indexes) index.remove(entry);
    this.views.removed(entry);
    this.texts.removed(entry);
    this.entries.delete(entry.doc._id);
  }

  clear(): void {
    this.entries.clear();
    for (const index of this.indexes) index.clear();
    this.views.cleared();
    this.texts.cleared();
  }

  /** Declares an index over existing and future documents; declaring one again is a no-op. */
  createIndex(spec: Readonly<Record<string, 1 | -1>>): void {
    if (this.indexes.some((index) => index.matches(spec))) return;
    const index = new SortedIndex(spec);
    // Pending until the first read, which orders them all by one sort.
    for (const entry of this.entries.values()) index.add(entry);
    this.indexes.push(index);
  }

  /**
   * The entries a filter can match, in insertion order: one Map lookup for an `_id` equality,
   * the narrowest index ranges for equalities on indexed fields (when narrow enough), the documents
   * holding a searched literal, else every entry.
   */
  private candidates(filter: Filter): Candidates {
    const id = idEquality(filter);
    if (id !== undefined) {
      const entry = this.entries.get(id);
      return { entries: entry ? [entry] : [] };
    }
    const ids = lookupKeys(filter['_id']);
    if (ids) return { entries: this.entriesFor(ids.filter((key): key is string => typeof key === 'string')) };
    const ranges = narrowestRanges(this.indexes, filter);
    // Gathering and re-ordering a large candidate set costs more than testing every document.
    if (ranges && this.narrowEnough(ranges)) return { entries: this.entriesIn(ranges) };
    // A "contains" search: only the documents whose text holds the literal (text-columns.ts).
    const search = textSearch(filter);
    const found = search && this.texts.candidates(search.terms, () => this.entries.values());
    if (found) return { entries: found.entries, text: { rest: search.rest, unproven: found.unproven } };
    return { entries: this.entries.values() };
  }

  private narrowEnough(ranges: IndexRanges): boolean {
    return ranges.size <= this.entries.size / INDEX_WORTH_FRACTION;
  }

  private entriesIn(ranges: IndexRanges): Entry[] {
    const found: Entry[] = [...ranges.index.strays];
    for (const [from, to] of ranges.bounds) {
      const cursor = ranges.index.cursor(from, to, false);
      for (let item = cursor.next(); item; item = cursor.next()) found.push(item.entry);
    }
    return found.length > 1 ? found.sort(bySeq) : found;
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
