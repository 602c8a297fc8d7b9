import { isPlainObject } from './bson-values.js';
import { compileFilter, type DocPredicate } from './filter-predicate.js';
import type { Entry } from './entry.js';
import type { Doc, Filter, SortSpec } from './read-store.port.js';

/** Kept views per collection: each one costs two predicate tests per write to it. */
const MAX_VIEWS = 8;
/**
 * Searches get a pool of their own: typing changes the filter with every keystroke, and those
 * one-off filters must not push out the views the lists keep asking for. A search that is paged
 * through, reloaded or asked for by several desks is counted once, then kept exact by the writes.
 */
const MAX_SEARCH_VIEWS = 4;

/** Operators that read more than the document, or that JSON cannot carry faithfully. */
const UNVIEWED_OPERATORS = new Set(['$text', '$where', '$expr', '$function']);

interface ViewKey {
  readonly key: string;
  readonly search: boolean;
}

/**
 * A filter the views can key: plain JSON data (a RegExp, a Date, NaN or undefined would not
 * survive JSON.stringify faithfully) and nothing that reads more than the document.
 */
function viewKey(filter: Filter): ViewKey | undefined {
  let search = false;
  const plain = (value: unknown): boolean => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value);
    if (Array.isArray(value)) return value.every(plain);
    if (!isPlainObject(value)) return false;
    return Object.keys(value).every((key) => {
      if (key === '$regex') search = true;
      return !UNVIEWED_OPERATORS.has(key) && plain(value[key]);
    });
  };
  return plain(filter) ? { key: JSON.stringify(filter), search } : undefined;
}

interface ListView {
  readonly predicate: DocPredicate;
  count: number;
}

/** Pages kept per search view (sorts times page lengths a screen asks for). */
const MAX_PAGES_PER_VIEW = 4;

/**
 * A search's view: its matches themselves, so its page is chosen among them instead of among
 * every document (a search's matches often lie together far along the list's order), and the
 * pages chosen from them, by sort and length, so the same request again answers at once. Any
 * write to a match forgets the pages: stored documents are replaced, never changed, so a kept
 * page is the page as long as no match was written.
 */
export class SearchView {
  private readonly pages = new Map<string, Doc[]>();

  constructor(
    readonly predicate: DocPredicate,
    readonly matches: Set<Entry>,
  ) {}

  get count(): number {
    return this.matches.size;
  }

  page(sort: SortSpec, end: number): Doc[] | undefined {
    return this.pages.get(pageKey(sort, end));
  }

  keepPage(sort: SortSpec, end: number, docs: Doc[]): void {
    if (this.pages.size >= MAX_PAGES_PER_VIEW) this.pages.clear();
    this.pages.set(pageKey(sort, end), docs);
  }

  /** Called before `entry` takes `after` in place of `before`. */
  replaced(entry: Entry, before: Doc, after: Doc): void {
    const was = this.predicate(before);
    const is = this.predicate(after);
    if (is && !was) this.matches.add(entry);
    else if (was && !is) this.matches.delete(entry);
    if (is || was) this.pages.clear();
  }

  inserted(entry: Entry): void {
    if (!this.predicate(entry.doc)) return;
    this.matches.add(entry);
    this.pages.clear();
  }

  removed(entry: Entry): void {
    if (!this.matches.delete(entry)) return;
    this.pages.clear();
  }

  cleared(): void {
    this.matches.clear();
    this.pages.clear();
  }
}

function pageKey(sort: SortSpec, end: number): string {
  return `${JSON.stringify(sort)}:${end}`;
}

/**
 * Match counts of the filters lists ask for again and again (`{ isDeleted: false, role: ... }`),
 * kept exact by every write: a list page then needs no scan to give its total, even when the
 * filter's fields are not indexed. A view is made by the first full count of a list's filter and
 * dropped, least recently used first, beyond MAX_VIEWS (MAX_SEARCH_VIEWS for searches). Counts
 * are a sum of per-document predicate results, so adjusting by the written documents keeps them
 * equal to a fresh scan.
 */
export class CountViews {
  private readonly lists = new Map<string, ListView>();
  private readonly searches = new Map<string, SearchView>();

  get(filter: Filter): number | undefined {
    if (this.lists.size === 0 && this.searches.size === 0) return undefined;
    const key = viewKey(filter);
    if (!key) return undefined;
    return key.search ? touched(this.searches, key.key)?.count : touched(this.lists, key.key)?.count;
  }

  /** The view of a search seen before, if it is kept. */
  search(filter: Filter): SearchView | undefined {
    if (this.searches.size === 0) return undefined;
    const key = viewKey(filter);
    return key?.search ? touched(this.searches, key.key) : undefined;
  }

  /** Whether a view of `filter` would keep its matches: the scan that counts it then gathers them. */
  isSearch(filter: Filter): boolean {
    return viewKey(filter)?.search === true;
  }

  /**
   * Keeps `count`, the matches a full scan of the collection just found for `filter`; a search
   * is kept with the matching entries themselves, and only with them.
   */
  remember(filter: Filter, count: number, matches?: readonly Entry[]): void {
    const key = viewKey(filter);
    if (!key) return;
    if (key.search) {
      if (matches)
        keep(this.searches, key.key, new SearchView(compileFilter(filter), new Set(matches)), MAX_SEARCH_VIEWS);
    } else {
      keep(this.lists, key.key, { predicate: compileFilter(filter), count }, MAX_VIEWS);
    }
  }

  // Every write goes through these: plain loops over both pools, no iterator objects.
  inserted(entry: Entry): void {
    for (const view of this.lists.values()) if (view.predicate(entry.doc)) view.count++;
    for (const view of this.searches.values()) view.inserted(entry);
  }

  removed(entry: Entry): void {
    for (const view of this.lists.values()) if (view.predicate(entry.doc)) view.count--;
    for (const view of this.searches.values()) view.removed(entry);
  }

  /** Called before `entry` takes `after` in place of `before`. */
  replaced(entry: Entry, before: Doc, after: Doc): void {
    for (const view of this.lists.values())
      view.count += Number(view.predicate(after)) - Number(view.predicate(before));
    for (const view of this.searches.values()) view.replaced(entry, before, after);
  }

  cleared(): void {
    for (const view of this.lists.values()) view.count = 0;
    for (const view of this.searches.values()) view.cleared();
  }
}

/** The view under `key`, moved last in the pool's eviction order (Map order) as it is read now. */
function touched<View>(pool: Map<string, View>, key: string): View | undefined {
  const view = pool.get(key);
  if (view === undefined) return undefined;
  pool.delete(key);
  pool.set(key, view);
  return view;
}

function keep<View>(pool: Map<string, View>, key: string, view: View, max: number): void {
  pool.delete(key);
  if (pool.size >= max) pool.delete(pool.keys().next().value as string);
  pool.set(key, view);
}
