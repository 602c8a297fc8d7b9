import { copyIn, isPlainObject } from './bson-values.js';
import type { Filter } from './read-store.port.js';

/** A filter value like `{ $lt: 3 }` is a condition; `{ name: 'x' }` or `3` is an equality. */
export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const first = Object.keys(value)[0];
  return first !== undefined && first.startsWith('$');
}

/** The filter's equality conditions as [path, value] pairs, including those under $and. */
export function equalityFields(filter: Filter): [string, unknown][] {
  const fields: [string, unknown][] = [];
  for (const key of Object.keys(filter)) {
    const value = filter[key];
    if (key === '$and' && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) fields.push(...equalityFields(clause));
    } else if (key.startsWith('$') || value instanceof RegExp) {
      continue;
    } else if (!isOperatorObject(value)) {
      fields.push([key, value]);
    } else if (Object.hasOwn(value, '$eq')) {
      fields.push([key, value['$eq']]);
    }
  }
  return fields;
}

/**
 * The document an upsert starts from before its update applies: the filter's plain equality
 * fields, as MongoDB does (conditions such as a `_pos` guard contribute nothing).
 */
export function seedFromFilter(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [path, value] of equalityFields(filter)) {
    const segments = path.split('.');
    const field = segments.pop() as string;
    let parent = seed;
    for (const segment of segments) {
      const child = parent[segment];
      parent = (isPlainObject(child) ? child : (parent[segment] = {})) as Record<string, unknown>;
    }
    parent[field] = copyIn(value);
  }
  return seed;
}

/** The `_id` the filter pins with a plain string equality, which the fast paths can use. */
export function idEquality(filter: Filter): string | undefined {
  const id = filter['_id'];
  if (typeof id === 'string') return id;
  if (isPlainObject(id) && typeof id['$eq'] === 'string' && Object.keys(id).length === 1) return id['$eq'];
  return undefined;
}
