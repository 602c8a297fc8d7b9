import { isPlainObject } from './bson-values.js';
import { compileFilter, type DocPredicate } from './filter-predicate.js';
import type { Entry } from './collection-state.js';
import type { Doc, Filter } from './read-store.port.js';

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

interface CountView {
  readonly predicate: DocPredicate;
  count: number;
  /**
   * A search's matches themselves: its page is chosen among them instead of among every
   * document, since a search's matches often lie together far along the list's order.
   */
  readonly members?: Set<Entry>;
  /**
   * The first pages of a search chosen from its matches, by sort and length: the next request
   * for the same page answers at once. Any write to a match forgets them (stored documents are
   * replaced, never changed, so a kept page is the page as long as no match was written).
   */
  readonly pages?: Map<string, Doc[]>;
}

/** Pages kept per search view (sorts times page lengths a screen asks for). */
const MAX_PAGES_PER_VIEW = 4;

/**
 * Match counts of the filters lists ask for again and again (`{ isDeleted: false, role: ... }`),
 * kept exact by every write: a list page then needs no scan to give its total, even when the
 * filter's fields are not indexed. A view is made by the first full count of a list's filter and
 * dropped, least recently used first, beyond MAX_VIEWS (MAX_SEARCH_VIEWS for searches). Counts are a sum of per-document
 * predicate results, so adjusting by the written documents keeps them equal to a fresh scan.
 */
export class CountViews {
  private readonly lists = new Map<string, CountView>();
  private readonly searches = new Map<string, CountView>();

  get(filter: Filter): number | undefined {
    if (this.lists.size === 0 && this.searches.size === 0) return undefined;
    const key = viewKey(filter);
    if (!key) return undefined;
    const pool = this.poolOf(key);
    const view = pool.get(key.key);
    if (!view) return undefined;
    // Map order is the eviction order: a view read now goes last.
    pool.delete(key.key);
    pool.set(key.key, view);
    return view.count;
  }

  /** The matches of a search's view, when one is kept. */
  members(filter: Filter): ReadonlySet<Entry> | undefined {
    if (this.searches.size === 0) return undefined;
    const key = viewKey(filter);
    return key?.search ? this.searches.get(key.key)?.members : undefined;
  }

  /** A page of a search's matches kept since the last write to one of them. */
  page(filter: Filter, pageKey: string): Doc[] | undefined {
    if (this.searches.size === 0) return undefined;
    const key = viewKey(filter);
    return key?.search ? this.searches.get(key.key)?.pages?.get(pageKey) : undefined;
  }

  keepPage(filter: Filter, pageKey: string, docs: Doc[]): void {
    const key = viewKey(filter);
    const pages = key?.search ? this.searches.get(key.key)?.pages : undefined;
    if (!pages) return;
    if (pages.size >= MAX_PAGES_PER_VIEW) pages.clear();
    pages.set(pageKey, docs);
  }

  /** Whether a view of `filter` would keep its matches: the scan that counts it then gathers them. */
  keepsMembers(filter: Filter): boolean {
    return viewKey(filter)?.search === true;
  }

  /**
   * Keeps `count`, the matches a full scan of the collection just found for `filter`, and for a
   * search the matching entries themselves.
   */
  remember(filter: Filter, count: number, matches?: readonly Entry[]): void {
    const key = viewKey(filter);
    if (!key) return;
    const pool = this.poolOf(key);
    pool.delete(key.key);
    if (pool.size >= (key.search ? MAX_SEARCH_VIEWS : MAX_VIEWS)) pool.delete(pool.keys().next().value as string);
    const members = key.search && matches ? new Set(matches) : undefined;
    const predicate = compileFilter(filter);
    pool.set(key.key, members ? { predicate, count: members.size, members, pages: new Map() } : { predicate, count });
  }

  // Every write goes through these: plain loops over both pools, no iterator objects.
  inserted(entry: Entry): void {
    for (const view of this.lists.values()) if (view.predicate(entry.doc)) view.count++;
    for (const view of this.searches.values()) if (view.predicate(entry.doc)) join(view, entry);
  }

  removed(entry: Entry): void {
    for (const view of this.lists.values()) if (view.predicate(entry.doc)) view.count--;
    for (const view of this.searches.values()) if (view.predicate(entry.doc)) leave(view, entry);
  }

  /** Called before `entry` takes `after` in place of `before`. */
  replaced(entry: Entry, before: Doc, after: Doc): void {
    for (const view of this.lists.values()) view.count += Number(view.predicate(after)) - Number(view.predicate(before));
    for (const view of this.searches.values()) {
      const was = view.predicate(before);
      const is = view.predicate(after);
      if (is && !was) join(view, entry);
      else if (was && !is) leave(view, entry);
      else if (is) view.pages?.clear();
    }
  }

  cleared(): void {
    for (const view of this.lists.values()) view.count = 0;
    for (const view of this.searches.values()) {
      view.count = 0;
      view.members?.clear();
      view.pages?.clear();
    }
  }

  private poolOf(key: ViewKey): Map<string, CountView> {
    return key.search ? this.searches : this.lists;
  }

}

function join(view: CountView, entry: Entry): void {
  view.count++;
  view.members?.add(entry);
  view.pages?.clear();
}

function leave(view: CountView, entry: Entry): void {
  view.count--;
  view.members?.delete(entry);
  view.pages?.clear();
}
