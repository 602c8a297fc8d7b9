import { isPlainObject } from './bson-values.js';
import type { Filter, Update } from './read-store.port.js';
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
  const ranges = (value: unknown): boolean => {
    const operators = isPlainObject(value) ? Object.keys(value) : [];
    return operators.length > 0 && operators.every((operator) => RANGES.has(operator));
  };
  if (id === undefined || !Object.entries(filter).every(([field, value]) => field === '_id' || ranges(value)))
    throw new InvalidWriteError('An upsert needs a filter on _id whose other fields are ranges');
  return id;
}

/**
 * Refuses what the port does not offer, before anything is written; the MongoDB adapter checks with it
 * too. The read models are written with `$set` of top-level fields only, so the rest of MongoDB's
 * updates ($unset, $inc, $push, dotted paths...) are refused by both adapters rather than carried untested.
 */
export function assertSupportedUpdate(update: Update): void {
  let fields = 0;
  for (const operator in update) {
    const set = update[operator];
    if (operator !== '$set') throw new InvalidWriteError(`Unsupported update operator '${operator}'`);
    if (!isPlainObject(set)) throw new InvalidWriteError(`${operator} needs a document of fields`);
    for (const field in set) {
      if (field.includes('.') || field.startsWith('$')) throw new InvalidWriteError(`Unsupported field '${field}'`);
      fields += 1;
    }
  }
  if (fields === 0) throw new InvalidWriteError('An update needs at least one field to set');
}

/**
 * Applies a checked update to `doc` in place: the store parses a document for each write, so no reader
 * holds it, and it tells whether anything changed by comparing the JSON it would write.
 */
export function applyUpdate(doc: Record<string, unknown>, update: Update): void {
  const fields = update['$set'] ?? {};
  if ('_id' in fields && fields['_id'] !== doc['_id'] && doc['_id'] !== undefined)
    throw new InvalidWriteError("The update would modify the '_id' field");
  Object.assign(doc, fields);
}
