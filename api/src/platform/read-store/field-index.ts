import { isPlainObject } from './bson-values.js';
import type { Doc } from './read-store.port.js';

export type IndexKey = string | number | boolean | null;

function isIndexKey(value: unknown): value is IndexKey {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The keys a document has in a single-field index (several for an array: MongoDB indexes each
 * element), or undefined when the value cannot be reduced to scalar keys (an object, a date, a
 * path through an array). Such documents are kept aside and re-tested on every lookup.
 */
function keysOf(doc: Doc, segments: readonly string[]): IndexKey[] | undefined {
  let current: unknown = doc;
  for (const segment of segments) {
    if (Array.isArray(current)) return undefined;
    if (!isPlainObject(current)) return [null];
    current = Object.hasOwn(current, segment) ? current[segment] : undefined;
  }
  if (current === undefined) return [null];
  if (isIndexKey(current)) return [current];
  if (Array.isArray(current) && current.every(isIndexKey)) return [...new Set(current)];
  return undefined;
}

function sameKeys(left: readonly IndexKey[] | undefined, right: readonly IndexKey[] | undefined): boolean {
  if (left === undefined || right === undefined) return left === right;
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

/**
 * An equality index on one field: key → ids. Answers `{ field: value }` lookups with a candidate
 * set that always contains every matching document (the caller still tests the filter).
 */
export class FieldIndex {
  private readonly buckets = new Map<IndexKey, Set<string>>();
  /** Documents whose value is not scalar: any of them might match, so they are always candidates. */
  private readonly unkeyed = new Set<string>();
  private readonly segments: readonly string[];

  constructor(readonly field: string) {
    this.segments = field.split('.');
  }

  add(doc: Doc): void {
    this.addKeys(doc._id, keysOf(doc, this.segments));
  }

  remove(doc: Doc): void {
    this.removeKeys(doc._id, keysOf(doc, this.segments));
  }

  /** Keeps the index right after `before` became `after`; cheap when the field did not change. */
  replace(before: Doc, after: Doc): void {
    const beforeKeys = keysOf(before, this.segments);
    const afterKeys = keysOf(after, this.segments);
    if (sameKeys(beforeKeys, afterKeys)) return;
    this.removeKeys(before._id, beforeKeys);
    this.addKeys(after._id, afterKeys);
  }

  clear(): void {
    this.buckets.clear();
    this.unkeyed.clear();
  }

  /** How many candidates a lookup of these keys would give, to pick the most selective index. */
  candidateCount(keys: readonly IndexKey[]): number {
    let count = this.unkeyed.size;
    for (const key of keys) count += this.buckets.get(key)?.size ?? 0;
    return count;
  }

  /** Ids of every document that may hold one of `keys`. */
  candidates(keys: readonly IndexKey[]): Set<string> {
    const ids = new Set(this.unkeyed);
    for (const key of keys) for (const id of this.buckets.get(key) ?? []) ids.add(id);
    return ids;
  }

  private addKeys(id: string, keys: readonly IndexKey[] | undefined): void {
    if (keys === undefined) {
      this.unkeyed.add(id);
      return;
    }
    for (const key of keys) {
      const ids = this.buckets.get(key);
      if (ids) ids.add(id);
      else this.buckets.set(key, new Set([id]));
    }
  }

  private removeKeys(id: string, keys: readonly IndexKey[] | undefined): void {
    if (keys === undefined) {
      this.unkeyed.delete(id);
      return;
    }
    for (const key of keys) {
      const ids = this.buckets.get(key);
      ids?.delete(id);
      if (ids?.size === 0) this.buckets.delete(key);
    }
  }
}
