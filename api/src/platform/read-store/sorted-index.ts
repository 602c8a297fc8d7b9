import { compareBson, isPlainObject } from './bson-values.js';
import type { Entry } from './entry.js';
import type { ListCursor } from './list-cursor.js';
import type { Doc } from './read-store.port.js';
import { SortedList } from './sorted-list.js';

/** A document's place in a sorted index: its keys (one per indexed field) and its entry. */
export interface IndexItem {
  /** keys[0] on the item itself: most comparisons then read one object less. */
  readonly first: unknown;
  readonly keys: readonly unknown[];
  readonly entry: Entry;
}

/**
 * Pending writes and removals are settled at this many even without a read, which bounds the
 * wait of the read that settles them (sorting 65,536 random strings takes ~30 ms here).
 */
const SETTLE_AT = 1 << 16;

/** Keys in MongoDB's order, as find-options.ts compares sort keys (which stays hot in scans). */
function compareKeys(left: unknown, right: unknown): number {
  if (typeof left === typeof right && (typeof left === 'string' || typeof left === 'number')) {
    return (left as string) < (right as string) ? -1 : left === right ? 0 : 1;
  }
  return compareBson(left, right);
}

/** Marks a value that has no single place in the order, whichever the direction. */
const STRAY = Symbol('stray');

/**
 * The document's key for one indexed field, as find-options.ts `sortKey` computes it, or STRAY.
 * An array has no direction-free key (a sort uses its smallest element ascending, its largest
 * descending) and a path through one reaches several values; NaN, bigint and symbol values do
 * not compare consistently with others; a path through another kind of object (a Date, a Map)
 * is read by sorts but not by filters. Such documents are kept aside and tested on every read.
 */
function keyAt(doc: Doc, segments: readonly string[]): unknown {
  let value: unknown = doc;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return null;
    // Filters read no further than plain objects, sorts do: only the plain kind has one key for both.
    if (!isPlainObject(value)) return STRAY;
    if (!Object.hasOwn(value, segment)) return null;
    value = value[segment];
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isNaN(value) ? STRAY : value;
    case 'undefined':
      return null;
    case 'object':
      return Array.isArray(value) ? STRAY : value;
    default:
      return STRAY;
  }
}

/**
 * A declared index kept in key order (then insertion order, the embedded store's last
 * tie-break). A list sorted by the index's fields walks it and stops at the end of its page; a
 * filter pinning leading fields reads a contiguous range, whose size is an exact count. Writes
 * go to `pending` and `removed` (maps: O(1)) and are sorted into the list by the next read of
 * the order, so a rebuild pays for ordering once, after it, and live traffic a few moves per read.
 */
export class SortedIndex {
  readonly fields: readonly string[];
  readonly directions: readonly (1 | -1)[];
  /** Documents with no place in the order (see keyAt): every read tests them as well. */
  readonly strays = new Set<Entry>();
  private readonly segments: readonly (readonly string[])[];
  private readonly list: SortedList<IndexItem>;
  /** Written since the list was last read and not in it yet (see settle()). */
  private readonly pending = new Map<Entry, IndexItem>();
  /** Items still in the list whose document was since deleted or moved (its new item is pending). */
  private readonly removed = new Map<Entry, IndexItem>();

  constructor(spec: Readonly<Record<string, 1 | -1>>) {
    this.fields = Object.keys(spec);
    this.directions = this.fields.map((field) => (spec[field] === -1 ? -1 : 1));
    this.segments = this.fields.map((field) => field.split('.'));
    const directions = this.directions;
    const width = this.fields.length;
    const firstDirection = directions[0] as 1 | -1;
    this.list = new SortedList<IndexItem>((left, right) => {
      const first = compareKeys(left.first, right.first);
      if (first !== 0) return first * firstDirection;
      for (let i = 1; i < width; i++) {
        const order = compareKeys(left.keys[i], right.keys[i]);
        if (order !== 0) return order * (directions[i] as 1 | -1);
      }
      return left.entry.seq - right.entry.seq;
    });
  }

  /** Whether this index is declared by `spec` (same fields, same directions). */
  matches(spec: Readonly<Record<string, 1 | -1>>): boolean {
    const fields = Object.keys(spec);
    return (
      fields.length === this.fields.length &&
      fields.every((field, i) => field === this.fields[i] && (spec[field] === -1 ? -1 : 1) === this.directions[i])
    );
  }

  add(entry: Entry): void {
    this.place(entry, this.keysOf(entry.doc));
  }

  /** Takes the entry out, placed by its current document. */
  remove(entry: Entry): void {
    this.removeKeys(entry, this.keysOf(entry.doc));
  }

  /** Moves the entry from where `before` put it to where `after` does; nothing when no key changed. */
  replace(entry: Entry, before: Doc, after: Doc): void {
    let changed = false;
    for (let i = 0; i < this.segments.length && !changed; i++) {
      const segments = this.segments[i] as string[];
      const old = keyAt(before, segments);
      const next = keyAt(after, segments);
      changed = old === STRAY || next === STRAY || compareKeys(old, next) !== 0;
    }
    if (!changed) return;
    this.removeKeys(entry, this.keysOf(before));
    this.place(entry, this.keysOf(after));
  }

  clear(): void {
    this.list.clear();
    this.pending.clear();
    this.removed.clear();
    this.strays.clear();
  }

  /** Ranks [from, to) of the ordered documents whose first keys equal `prefix`, field by field. */
  range(prefix: readonly unknown[]): [number, number] {
    this.settle();
    if (prefix.length === 0) return [0, this.list.size];
    const width = prefix.length;
    const probe = (item: IndexItem): number => {
      for (let i = 0; i < width; i++) {
        const order = compareKeys(item.keys[i], prefix[i]);
        if (order !== 0) return order * (this.directions[i] as 1 | -1);
      }
      return 0;
    };
    return [this.list.bound(probe, false), this.list.bound(probe, true)];
  }

  cursor(from: number, to: number, reverse: boolean): ListCursor<IndexItem> {
    this.settle();
    return this.list.cursor(from, to, reverse);
  }

  private keysOf(doc: Doc): unknown[] | undefined {
    const keys = new Array<unknown>(this.segments.length);
    for (let i = 0; i < keys.length; i++) {
      const key = keyAt(doc, this.segments[i] as string[]);
      if (key === STRAY) return undefined;
      keys[i] = key;
    }
    return keys;
  }

  private place(entry: Entry, keys: unknown[] | undefined): void {
    if (!keys) {
      this.strays.add(entry);
      return;
    }
    this.pending.set(entry, { first: keys[0], keys, entry });
    if (this.pending.size + this.removed.size >= SETTLE_AT) this.settle();
  }

  private removeKeys(entry: Entry, keys: unknown[] | undefined): void {
    if (!keys) this.strays.delete(entry);
    else if (!this.pending.delete(entry)) this.removed.set(entry, { first: keys[0], keys, entry });
  }

  /**
   * Brings the list up to date with the writes since its last read. Ordering costs about the
   * same comparisons either way (measured: sorting a batch in saves little over n inserts), but
   * done here a document written several times in between moves once, a batch as large as the
   * list goes in by one merge, and the writes themselves (a rebuild's) stay map operations.
   */
  private settle(): void {
    if (this.pending.size === 0 && this.removed.size === 0) return;
    const removed = this.removed;
    // The list holds at most one item per entry (a moved document's new item is pending), so
    // an entry in `removed` names its list item.
    this.list.update([...removed.values()], (stored) => removed.has(stored.entry), [...this.pending.values()]);
    this.pending.clear();
    removed.clear();
  }
}
