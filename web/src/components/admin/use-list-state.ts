import { useState } from 'react';
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

/**
 * The state of an admin list the server pages, sorts and searches (spec §9: 10 a page): filters,
 * page and order, where any change of filters or order goes back to page 1.
 */
export function useListState<F extends FilterValues<F>, S extends string = never>(noFilters: F): ListState<F, S> {
  const [filters, setFilterValues] = useState(noFilters);
  const [page, setPage] = useState(1);
  // No order until a column is chosen: each list's own (classes newest first, plans cheapest first, branches by name).
  const [sort, setSort] = useState<SortState<S> | null>(null);
  return {
    filters,
    noFilters,
    page,
    sort,
    setFilters: (next) => {
      setFilterValues(next);
      setPage(1);
    },
    setPage,
    toggleSort: (field) => {
      setSort((previous) => ({ field, order: previous?.field === field && previous.order === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    },
    request: { page, limit: DEFAULT_PAGE_SIZE, ...(sort ? { sort: sort.field, order: sort.order } : {}) },
  };
}
