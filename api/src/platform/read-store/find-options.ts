import type { FindOptions } from './read-store.port.js';

/** skip/limit as MongoDB reads them: a limit of 0 means no limit, a negative one its absolute value. */
export function pageBounds(options: FindOptions): { start: number; end: number } {
  const skip = options.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
  const limit = Math.abs(options.limit ?? 0);
  if (!Number.isInteger(limit)) throw new RangeError('limit must be an integer');
  return { start: skip, end: limit === 0 ? Infinity : skip + limit };
}
