import { isPlainObject } from './bson-values.js';
import type { Filter } from './read-store.port.js';
import { InvalidWriteError } from './read-store-errors.js';

const RANGES = new Set(['$gt', '$gte', '$lt', '$lte']);

/** The `_id` the filter pins with a plain string equality, which the fast paths can use. */
export function idEquality(filter: Filter): string | undefined {
  const id = filter['_id'];
  if (typeof id === 'string') return id;
  if (isPlainObject(id) && typeof id['$eq'] === 'string' && Object.keys(id).length === 1) return id['$eq'];
  return undefined;
}

/**
 * The `_id` an upsert creates its document with. The read models upsert by `_id` (a projection's
 * guarded write), so the port asks that of every upsert: the filter pins `_id`, and its other fields
 * are ranges (the `_pos` guard), which give the new document nothing. MongoDB would also copy a
 * filter's other equalities into it; both adapters refuse such a filter instead of carrying that untested.
 */
export function upsertId(filter: Filter): string {
  const id = idEquality(filter);
  const ranges = (value: unknown): boolean =>
    isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => RANGES.has(key));
  if (id === undefined || !Object.entries(filter).every(([field, value]) => field === '_id' || ranges(value)))
    throw new InvalidWriteError('An upsert needs a filter on _id whose other fields are ranges');
  return id;
}
