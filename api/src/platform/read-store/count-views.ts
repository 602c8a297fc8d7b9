import { isPlainObject } from './bson-values.js';
import { compileFilter, type DocPredicate } from './filter-predicate.js';
import type { Doc, Filter } from './read-store.port.js';

/** Kept views per collection: each one costs two predicate tests per write to it. */
const MAX_VIEWS = 8;

/** A search changes with every keystroke: keeping its count would cost every write and serve no second read. */
const UNVIEWED_OPERATORS = new Set(['$regex', '$text', '$where', '$expr', '$function']);

/**
 * A filter the views can key: plain JSON data (a RegExp, a Date, NaN or undefined would not
 * survive JSON.stringify faithfully), no search and nothing that reads more than the document.
 */
function viewKey(filter: Filter): string | undefined {
  const plain = (value: unknown): boolean => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value);
    if (Array.isArray(value)) return value.every(plain);
    if (!isPlainObject(value)) return false;
    return Object.keys(value).every((key) => !UNVIEWED_OPERATORS.has(key) && plain(value[key]));
  };
  return plain(filter) ? JSON.stringify(filter) : undefined;
}

interface CountView {
  readonly predicate: DocPredicate;
  count: number;
}

/**
 * Match counts of the filters lists ask for again and again (`{ isDeleted: false, role: ... }`),
 * kept exact by every write: a list page then needs no scan to give its total, even when the
 * filter's fields are not indexed. A view is made by the first full count of a list's filter and
 * dropped, least recently used first, beyond MAX_VIEWS. Counts are a sum of per-document
 * predicate results, so adjusting by the written documents keeps them equal to a fresh scan.
 */
export class CountViews {
  private readonly views = new Map<string, CountView>();

  get(filter: Filter): number | undefined {
    if (this.views.size === 0) return undefined;
    const key = viewKey(filter);
    const view = key === undefined ? undefined : this.views.get(key);
    if (!view || key === undefined) return undefined;
    // Map order is the eviction order: a view read now goes last.
    this.views.delete(key);
    this.views.set(key, view);
    return view.count;
  }

  /** Keeps `count`, the matches a full scan of the collection just found for `filter`. */
  remember(filter: Filter, count: number): void {
    const key = viewKey(filter);
    if (key === undefined) return;
    this.views.delete(key);
    if (this.views.size >= MAX_VIEWS) this.views.delete(this.views.keys().next().value as string);
    this.views.set(key, { predicate: compileFilter(filter), count });
  }

  inserted(doc: Doc): void {
    for (const view of this.views.values()) if (view.predicate(doc)) view.count++;
  }

  removed(doc: Doc): void {
    for (const view of this.views.values()) if (view.predicate(doc)) view.count--;
  }

  replaced(before: Doc, after: Doc): void {
    for (const view of this.views.values()) view.count += Number(view.predicate(after)) - Number(view.predicate(before));
  }

  cleared(): void {
    for (const view of this.views.values()) view.count = 0;
  }
}
