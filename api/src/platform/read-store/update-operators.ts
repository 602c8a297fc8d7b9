import { isPlainObject } from './bson-values.js';
import type { Update } from './read-store.port.js';
import { InvalidWriteError } from './read-store-errors.js';

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
