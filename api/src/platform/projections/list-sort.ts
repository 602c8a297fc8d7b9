import type { SortOrder } from '@boxstudio/contracts';
import type { SortSpec } from '../read-store/read-store.port.js';

/**
 * The sort a list's `sort` and `order` ask for, over its documents' fields: each sortable field
 * names the document fields it sorts on (a name sorts on its fold: `name: ['nameSort']`), all in
 * the asked direction, then by id so ties keep one order across pages. Without `sort`, the list's
 * own order, also ending by id.
 */
export function listSort<Field extends string>(
  request: { readonly sort?: Field | undefined; readonly order?: SortOrder | undefined },
  keys: Readonly<Record<Field, readonly string[]>>,
  fallback: SortSpec,
): SortSpec {
  if (request.sort === undefined) return { ...fallback, _id: fallback._id ?? 1 };
  const direction = request.order === 'desc' ? -1 : 1;
  return { ...Object.fromEntries(keys[request.sort].map((key) => [key, direction])), _id: 1 };
}
