import { ListCursor } from './list-cursor.js';

/** Negative when `left` sorts first; never 0 for two different stored items. */
export type ItemOrder<T> = (left: T, right: T) => number;

/** Where `probe` puts an item: negative when the item sorts before the sought position. */
export type Probe<T> = (item: T) => number;

/**
 * Blocks hold at most this many items. A flat array would move ~50,000 pointers per insert at
 * 100,000 items in random key order; a block moves at most this many. Measured on 100,000
 * inserts into long-lived blocks: ~0.1 µs per insert at 128, ~0.35 at 256, ~0.8 at 512 (every
 * moved pointer pays a write barrier); a rank costs a sum over ~n / 100 block lengths.
 */
const BLOCK = 128;
const HALF = BLOCK / 2;
/** A batch of more than 1/N of the list's size is merged in one pass rather than inserted item by item. */
const MERGE_FRACTION = 16;

/**
 * A sorted multiset of items kept in order as they come and go: a list of sorted blocks (a
 * two-level B+tree), found by binary search on each block's last item. Positions are ranks
 * (0-based), so the number of items between two bounds is a subtraction.
 */
export class SortedList<T> {
  private blocks: T[][] = [];
  /** Each block's last item: the block search reads this one array, not a block per step. */
  private lasts: T[] = [];
  private count = 0;

  constructor(private readonly order: ItemOrder<T>) {}

  get size(): number {
    return this.count;
  }

  insert(item: T): void {
    this.count++;
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      this.lasts.push(item);
      return;
    }
    const probe: Probe<T> = (stored) => this.order(stored, item);
    // Past every block's last item: it goes at the end of the last block.
    const blockIndex = Math.min(this.blockFor(probe, false), this.blocks.length - 1);
    const block = this.blocks[blockIndex] as T[];
    const index = boundIn(block, probe, false);
    // A loop moves the tail: faster than splice() here, and it allocates no removed-items array.
    let at = block.length;
    block.push(item);
    for (; at > index; at--) block[at] = block[at - 1] as T;
    block[index] = item;
    if (block.length > BLOCK) {
      const upper = block.splice(HALF);
      this.blocks.splice(blockIndex + 1, 0, upper);
      this.lasts.splice(blockIndex, 1, block[HALF - 1] as T, upper[upper.length - 1] as T);
    } else {
      this.lasts[blockIndex] = block[block.length - 1] as T;
    }
  }

  /**
   * Takes out `removals` (stored items, found as remove() finds them; `isRemoved` tells them
   * apart in a pass) and puts in `additions`. Few next to the list: one by one, additions in
   * sort order (each lands near the last). Many: one sort and one linear merge into fresh blocks.
   */
  update(removals: readonly T[], isRemoved: (stored: T) => boolean, additions: T[]): void {
    additions.sort(this.order);
    if ((removals.length + additions.length) * MERGE_FRACTION < this.count) {
      for (const item of removals) this.remove(item);
      for (const item of additions) this.insert(item);
      return;
    }
    const merged: T[] = [];
    let next = 0;
    for (const block of this.blocks) {
      for (const stored of block) {
        if (isRemoved(stored)) continue;
        while (next < additions.length && this.order(additions[next] as T, stored) < 0)
          merged.push(additions[next++] as T);
        merged.push(stored);
      }
    }
    while (next < additions.length) merged.push(additions[next++] as T);
    this.fill(merged);
  }

  /** Removes the stored item that compares equal to `item`; answers whether there was one. */
  remove(item: T): boolean {
    const probe: Probe<T> = (stored) => this.order(stored, item);
    const blockIndex = this.blockFor(probe, false);
    const block = this.blocks[blockIndex];
    if (!block) return false;
    const index = boundIn(block, probe, false);
    if (index >= block.length || this.order(block[index] as T, item) !== 0) return false;
    for (let at = index + 1; at < block.length; at++) block[at - 1] = block[at] as T;
    block.pop();
    this.count--;
    if (block.length > 0) {
      this.lasts[blockIndex] = block[block.length - 1] as T;
    } else {
      this.blocks.splice(blockIndex, 1);
      this.lasts.splice(blockIndex, 1);
    }
    return true;
  }

  /** Cuts sorted `items` into half-full blocks, leaving room for inserts. */
  private fill(items: T[]): void {
    this.blocks = [];
    for (let start = 0; start < items.length; start += HALF) this.blocks.push(items.slice(start, start + HALF));
    this.lasts = this.blocks.map((block) => block[block.length - 1] as T);
    this.count = items.length;
  }

  clear(): void {
    this.blocks = [];
    this.lasts = [];
    this.count = 0;
  }

  /**
   * The rank of the first item with probe(item) >= 0 (or > 0 when `after`): a range's bounds are
   * bound(p, false) and bound(p, true) for a probe that answers 0 inside the range.
   */
  bound(probe: Probe<T>, after: boolean): number {
    const blockIndex = this.blockFor(probe, after);
    let rank = 0;
    for (let i = 0; i < blockIndex; i++) rank += (this.blocks[i] as T[]).length;
    const block = this.blocks[blockIndex];
    return block ? rank + boundIn(block, probe, after) : rank;
  }

  /** The items of ranks [from, to), backwards when `reverse`, one at a time. */
  cursor(from: number, to: number, reverse: boolean): ListCursor<T> {
    return new ListCursor(this.blocks, reverse ? to - 1 : from, to - from, reverse);
  }

  /** The first block whose last item is at or past the bound (blocks.length when none is). */
  private blockFor(probe: Probe<T>, after: boolean): number {
    let low = 0;
    let high = this.lasts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = probe(this.lasts[middle] as T);
      if (order > 0 || (order === 0 && !after)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** The index of the first item at or past the bound in one sorted block. */
function boundIn<T>(block: readonly T[], probe: Probe<T>, after: boolean): number {
  let low = 0;
  let high = block.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = probe(block[middle] as T);
    if (order > 0 || (order === 0 && !after)) high = middle;
    else low = middle + 1;
  }
  return low;
}
