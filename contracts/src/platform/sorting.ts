export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's order as its query string gives it: `sort` one of the list's sortable fields (each list
 * names them, e.g. CLASS_SORT_FIELDS), `order` ascending unless 'desc'. Ties end by id, so a page
 * never repeats or skips an item. Without `sort` the list keeps its own order.
 */
export interface SortedQuery<Field extends string> {
  readonly sort?: Field;
  readonly order?: SortOrder;
}
