import { Aggregator } from 'mingo';
import { compareBson, deepCopy } from './bson-values.js';
import type { Doc, FindOptions, SortSpec } from './read-store.port.js';

/** MongoDB sorts an empty array before null and missing fields. */
const EMPTY_ARRAY = Symbol('empty array');

function compareSortKeys(left: unknown, right: unknown): number {
  // Most sort keys are two strings or two numbers: skip the cross-type machinery for them.
  if (typeof left === typeof right && (typeof left === 'string' || typeof left === 'number')) {
    return (left as string) < (right as string) ? -1 : left === right ? 0 : 1;
  }
  if (left === EMPTY_ARRAY || right === EMPTY_ARRAY) return Number(right === EMPTY_ARRAY) - Number(left === EMPTY_ARRAY);
  return compareBson(left, right);
}

/** Every value a dotted path reaches, walking into arrays the way MongoDB's sort does. */
function collectValues(value: unknown, segments: readonly string[], depth: number, out: unknown[]): void {
  if (depth === segments.length) {
    if (!Array.isArray(value)) out.push(value);
    else if (value.length === 0) out.push(EMPTY_ARRAY);
    else out.push(...value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'object' && item !== null) collectValues(item, segments, depth, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const segment = segments[depth] as string;
  if (Object.hasOwn(value, segment)) collectValues((value as Record<string, unknown>)[segment], segments, depth + 1, out);
}

/** A document's sort key for one field: the smallest value ascending, the largest descending. */
function sortKey(doc: Doc, segments: readonly string[], direction: 1 | -1): unknown {
  if (segments.length === 1) {
    const field = segments[0] as string;
    const value = Object.hasOwn(doc, field) ? doc[field] : undefined;
    if (!Array.isArray(value)) return value ?? null;
  }
  const values: unknown[] = [];
  collectValues(doc, segments, 0, values);
  if (values.length === 0) return null;
  return values.reduce((best, value) => (compareSortKeys(value, best) * direction < 0 ? value : best));
}

interface Keyed {
  readonly doc: Doc;
  readonly position: number;
  readonly keys: readonly unknown[];
}

/**
 * The documents in sort order, stable (ties keep their input order), in MongoDB's cross-type
 * order; only the first `wanted` are guaranteed, which lets a page of a long list skip the
 * full sort.
 */
export function sortDocuments(docs: readonly Doc[], spec: SortSpec, wanted = Infinity): Doc[] {
  const fields = Object.keys(spec).map((field) => ({ segments: field.split('.'), direction: spec[field] ?? 1 }));
  const compare = (left: Keyed, right: Keyed): number => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareSortKeys(left.keys[i], right.keys[i]);
      if (order !== 0) return order * (fields[i]?.direction ?? 1);
    }
    return left.position - right.position;
  };
  const keyed = docs.map((doc, position) => ({ doc, position, keys: fields.map((field) => sortKey(doc, field.segments, field.direction)) }));
  const ordered = wanted * 4 < keyed.length ? smallest(keyed, wanted, compare) : keyed.sort(compare);
  return ordered.map((item) => item.doc);
}

/** The `count` smallest items in order, by binary insertion into a short sorted list. */
function smallest<T>(items: readonly T[], count: number, compare: (left: T, right: T) => number): T[] {
  const top: T[] = [];
  for (const item of items) {
    if (top.length === count && compare(item, top[count - 1] as T) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, top[middle] as T) < 0) high = middle;
      else low = middle + 1;
    }
    top.splice(low, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}

/** skip/limit as MongoDB reads them: a limit of 0 means no limit. */
export function pageBounds(options: FindOptions): { start: number; end: number } {
  const skip = options.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
  const limit = Math.abs(options.limit ?? 0);
  return { start: skip, end: limit === 0 ? Infinity : skip + limit };
}

/** Copies of the documents, projected with MongoDB's inclusion / exclusion rules (via mingo). */
export function projectCopies(docs: readonly Doc[], projection: FindOptions['projection']): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs.map((doc) => deepCopy(doc));
  const projected = new Aggregator([{ $project: projection }], {}).run(docs);
  // The port types find() as Doc[]; with a projection the documents hold only the chosen fields.
  return projected.map((doc) => deepCopy(doc) as Doc);
}
