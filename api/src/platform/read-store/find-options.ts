import { compareBson } from './bson-values.js';
import type { Doc, FindOptions, SortSpec } from './read-store.port.js';

/** MongoDB sorts an empty array before null and missing fields. */
const EMPTY_ARRAY = Symbol('empty array');

function compareSortKeys(left: unknown, right: unknown): number {
  // Most sort keys are two strings or two numbers: skip the cross-type machinery for them.
  if (typeof left === typeof right && (typeof left === 'string' || typeof left === 'number')) {
    return (left as string) < (right as string) ? -1 : left === right ? 0 : 1;
  }
  if (left === EMPTY_ARRAY || right === EMPTY_ARRAY)
    return Number(right === EMPTY_ARRAY) - Number(left === EMPTY_ARRAY);
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
  if (Object.hasOwn(value, segment))
    collectValues((value as Record<string, unknown>)[segment], segments, depth + 1, out);
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

/** A sort spec read once, in MongoDB's cross-type order; find() and findPage() share it. */
export interface SortOrder {
  /** How many keys a document has: one per sorted field. */
  readonly width: number;
  /** The document's key for field `index`: its value, or its smallest / largest array element. */
  keyAt(doc: Doc, index: number): unknown;
  /** Compares two keys of field `index`, its direction applied. */
  compareAt(index: number, left: unknown, right: unknown): number;
  /** Negative when `left` sorts first, 0 when every key ties (the caller breaks the tie). */
  compare(left: readonly unknown[], right: readonly unknown[]): number;
}

export function compileSort(spec: SortSpec): SortOrder {
  const segments = Object.keys(spec).map((field) => field.split('.'));
  const directions = Object.keys(spec).map((field): 1 | -1 => (spec[field] === -1 ? -1 : 1));
  const compareAt = (index: number, left: unknown, right: unknown): number =>
    compareSortKeys(left, right) * (directions[index] as 1 | -1);
  return {
    width: segments.length,
    keyAt: (doc, index) => sortKey(doc, segments[index] as string[], directions[index] as 1 | -1),
    compareAt,
    compare(left, right) {
      for (let i = 0; i < segments.length; i++) {
        const order = compareAt(i, left[i], right[i]);
        if (order !== 0) return order;
      }
      return 0;
    },
  };
}

/** skip/limit as MongoDB reads them: a limit of 0 means no limit, a negative one its absolute value. */
export function pageBounds(options: FindOptions): { start: number; end: number } {
  const skip = options.skip ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw new RangeError('skip must be a non-negative integer');
  const limit = Math.abs(options.limit ?? 0);
  if (!Number.isInteger(limit)) throw new RangeError('limit must be an integer');
  return { start: skip, end: limit === 0 ? Infinity : skip + limit };
}
