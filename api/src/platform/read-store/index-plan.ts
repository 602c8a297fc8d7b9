import { isPlainObject } from './bson-values.js';
import type { Filter, SortSpec } from './read-store.port.js';
import type { SortedIndex } from './sorted-index.js';

export type LookupKey = string | number | boolean;

function isLookupKey(value: unknown): value is LookupKey {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));
}

/**
 * The distinct values an equality condition (`v`, `{ $eq: v }`, `{ $in: [...] }`) accepts, when
 * they are plain scalars. For those, "the filter matches" and "the index key compares equal" are
 * the same thing on every document the index orders (see sorted-index.ts keyAt), which is what
 * makes a range exact. null is left out: it also matches missing fields and paths through arrays.
 */
export function lookupKeys(condition: unknown): LookupKey[] | undefined {
  if (isLookupKey(condition)) return [condition];
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1) return undefined;
  const eq = condition['$eq'];
  if (isLookupKey(eq)) return [eq];
  const list = condition['$in'];
  if (Array.isArray(list) && list.every(isLookupKey)) return [...new Set(list)];
  return undefined;
}

/** More ranges than this (a product of long `$in` lists) and an index is not worth merging. */
const MAX_RANGES = 16;

/** Ranges of one index that hold every ordered document a filter can match. */
export interface IndexRanges {
  readonly index: SortedIndex;
  /** How many leading fields the filter pins (each range has one value for each). */
  readonly depth: number;
  readonly bounds: readonly (readonly [number, number])[];
  /** Documents in the ranges plus the index's strays: the candidates a read has to test. */
  readonly size: number;
}

/** The values the filter pins the index's leading fields to, as far as it pins them. */
function pinnedValues(index: SortedIndex, filter: Filter): LookupKey[][] {
  const pinned: LookupKey[][] = [];
  for (const field of index.fields) {
    const keys = Object.hasOwn(filter, field) ? lookupKeys(filter[field]) : undefined;
    if (!keys) break;
    pinned.push(keys);
  }
  return pinned;
}

/** The ranges for the first `depth` pinned fields: one per combination of their values. */
function rangesAt(index: SortedIndex, pinned: readonly LookupKey[][], depth: number): IndexRanges | undefined {
  let prefixes: LookupKey[][] = [[]];
  for (const values of pinned.slice(0, depth)) {
    prefixes = prefixes.flatMap((prefix) => values.map((value) => [...prefix, value]));
    if (prefixes.length > MAX_RANGES) return undefined;
  }
  const bounds = prefixes.map((prefix) => index.range(prefix));
  const size = bounds.reduce((sum, [from, to]) => sum + to - from, index.strays.size);
  return { index, depth, bounds, size };
}

/** The narrowest ranges an equality on leading index fields gives, for reads without a useful sort. */
export function narrowestRanges(indexes: readonly SortedIndex[], filter: Filter): IndexRanges | undefined {
  let best: IndexRanges | undefined;
  for (const index of indexes) {
    const pinned = pinnedValues(index, filter);
    const ranges = pinned.length > 0 ? rangesAt(index, pinned, pinned.length) : undefined;
    if (ranges && (!best || ranges.size < best.size)) best = ranges;
  }
  return best;
}

/**
 * Ranges whose documents all match the filter, when every condition of the filter is an
 * equality pinned by an index's leading fields: their sizes add up to the exact count of the
 * ordered documents (the strays still need testing).
 */
export function countingRanges(indexes: readonly SortedIndex[], filter: Filter): IndexRanges | undefined {
  const conditions = Object.keys(filter);
  for (const index of indexes) {
    const pinned = pinnedValues(index, filter);
    if (pinned.length < conditions.length) continue;
    if (!conditions.every((field) => index.fields.indexOf(field) < conditions.length)) continue;
    const ranges = rangesAt(index, pinned, conditions.length);
    if (ranges) return ranges;
  }
  return undefined;
}

/** How an index serves a sort: its ranges, walked forwards or backwards, order the first `served` sort fields. */
export interface WalkPlan extends IndexRanges {
  readonly served: number;
  readonly reverse: boolean;
}

/**
 * An index that orders the sort's leading fields once the filter pins the fields before them
 * (e.g. index { role: 1, createdAt: -1 } under { role: { $in: [...] } } for sort
 * { createdAt: -1, _id: 1 }). Walked backwards when every served direction is the opposite.
 * Prefers the index serving more sort fields, then the one pinning more (fewer documents).
 */
export function planWalk(indexes: readonly SortedIndex[], filter: Filter, sort: SortSpec): WalkPlan | undefined {
  const sortFields = Object.keys(sort);
  let best: WalkPlan | undefined;
  for (const index of indexes) {
    const depth = index.fields.indexOf(sortFields[0] ?? '');
    if (depth < 0) continue;
    const pinned = pinnedValues(index, filter);
    if (pinned.length < depth) continue;
    const reverse = (sort[sortFields[0] as string] === -1 ? -1 : 1) !== index.directions[depth];
    let served = 0;
    while (served < sortFields.length && depth + served < index.fields.length) {
      const field = sortFields[served] as string;
      const direction = (sort[field] === -1 ? -1 : 1) * (reverse ? -1 : 1);
      if (index.fields[depth + served] !== field || index.directions[depth + served] !== direction) break;
      served++;
    }
    const ranges = rangesAt(index, pinned, depth);
    if (!ranges || (best && (served < best.served || (served === best.served && ranges.size >= best.size)))) continue;
    best = { ...ranges, served, reverse };
  }
  return best;
}
