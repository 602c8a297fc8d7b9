import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type SortOrder } from '@boxstudio/contracts';
import type { SortState } from './admin-table';
import type { FilterValues } from './filter-bar';

export interface ListState<F extends FilterValues<F>, S extends string> {
  readonly filters: F;
  /** The filters they started with: what Clear goes back to. */
  readonly noFilters: F;
  /** The page shown, from 1. */
  readonly page: number;
  readonly sort: SortState<S> | null;
  /** New filters show their first page. */
  setFilters(filters: F): void;
  setPage(page: number): void;
  /** Sorts by the field, ascending first, the other way on the next click; back to the first page. */
  toggleSort(field: S): void;
  /** What the server is asked for besides the filters: the page, its size and the order. */
  readonly request: { readonly page: number; readonly limit: number; readonly sort?: S; readonly order?: SortOrder };
}

interface ListView<F, S extends string> {
  readonly filters: F;
  readonly page: number;
  readonly sort: SortState<S> | null;
}

const PAGE = 'page';
const NO_SORT: readonly never[] = [];
const SORT = 'sort';
const ORDER = 'order';

/** The list as the address says it; anything it does not name (or names wrongly) is the default. */
export function listViewOf<F extends FilterValues<F>, S extends string>(
  params: URLSearchParams,
  noFilters: F,
  sortFields: readonly S[],
): ListView<F, S> {
  const filters = Object.fromEntries(
    Object.entries(noFilters).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as F;
  const page = Number(params.get(PAGE));
  const field = sortFields.find((candidate) => candidate === params.get(SORT));
  return {
    filters,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    sort: field === undefined ? null : { field, order: params.get(ORDER) === 'desc' ? 'desc' : 'asc' },
  };
}

/**
 * The address of a list: only what differs from the defaults, beside whatever else it carries
 * (`?action=new-client` waits there for its screen).
 */
export function listParamsOf<F extends FilterValues<F>, S extends string>(
  current: URLSearchParams,
  noFilters: F,
  view: ListView<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...Object.keys(noFilters), PAGE, SORT, ORDER]) next.delete(key);
  for (const [key, fallback] of Object.entries(noFilters)) {
    const value = view.filters[key as keyof F];
    if (value !== fallback) next.set(key, value);
  }
  if (view.page > 1) next.set(PAGE, String(view.page));
  if (view.sort) {
    next.set(SORT, view.sort.field);
    next.set(ORDER, view.sort.order);
  }
  return next;
}

/**
 * The state of an admin list the server pages, sorts and searches (spec §9: 10 a page): filters,
 * page and order, where any change of filters or order goes back to page 1. It lives in the
 * address, so Back from another page (a record's page, another module) finds the list as it was
 * left, and a list can be linked to. Each change replaces the address rather than adding to the
 * history: Back leaves the list instead of undoing its filters one key at a time.
 *
 * `sortFields`: the orders the server knows (the contracts' `<X>_SORT_FIELDS`); any other one in
 * the address is ignored.
 */
export function useListState<F extends FilterValues<F>, S extends string = never>(
  noFilters: F,
  sortFields: readonly S[] = NO_SORT,
): ListState<F, S> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the address's text, not the object
  const view = useMemo(() => listViewOf(params, noFilters, sortFields), [key, noFilters, sortFields]);
  const latest = useLatestAddress(params, key);
  const change = (next: (current: ListView<F, S>) => ListView<F, S>) => {
    const current = latest.current();
    const updated = listParamsOf(current, noFilters, next(listViewOf(current, noFilters, sortFields)));
    latest.wrote(current, updated);
    setParams(updated, { replace: true });
  };
  const { filters, page, sort } = view;
  return {
    filters,
    noFilters,
    page,
    sort,
    // Only the filters the caller changed from what it was shown: a select changed a moment before
    // the search's pause ends keeps its value even if the search was typed on the older render.
    setFilters: (next) =>
      change((current) => ({
        ...current,
        filters: { ...current.filters, ...changedFrom(view.filters, next) },
        page: 1,
      })),
    setPage: (next) => change((current) => ({ ...current, page: next })),
    toggleSort: (field) =>
      change((current) => ({
        ...current,
        page: 1,
        sort: { field, order: current.sort?.field === field && current.sort.order === 'asc' ? 'desc' : 'asc' },
      })),
    request: { page, limit: DEFAULT_PAGE_SIZE, ...(sort ? { sort: sort.field, order: sort.order } : {}) },
  };
}

function changedFrom<F extends FilterValues<F>>(shown: F, next: F): Partial<F> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => shown[key as keyof F] !== value),
  ) as Partial<F>;
}

/**
 * The address as this list last wrote it. The router hands `setSearchParams` the address of the
 * last render, and a navigation renders in a transition that a busy page may delay: two changes
 * in that window (a select, then the search's pause ending) would each start from the older
 * address and the second would undo the first. The addresses written since the router last
 * caught up are remembered; once it shows the newest (or moves anywhere else) the router's own
 * address is the truth again.
 */
function useLatestAddress(params: URLSearchParams, key: string) {
  const pending = useRef<{ readonly seen: Set<string>; newest: URLSearchParams } | null>(null);
  const waiting = pending.current;
  if (waiting && (key === waiting.newest.toString() || !waiting.seen.has(key))) pending.current = null;
  return {
    current: () => new URLSearchParams(pending.current?.newest ?? params),
    wrote(from: URLSearchParams, to: URLSearchParams) {
      const seen = pending.current?.seen ?? new Set([from.toString()]);
      seen.add(to.toString());
      pending.current = { seen, newest: to };
    },
  };
}
