import type { SortOrder } from './find-options.js';
import type { Doc } from './read-store.port.js';

/** A kept match: its sort keys, computed once, and its insertion number, the last tie-break. */
interface Slot {
  readonly keys: unknown[];
  doc: Doc;
  seq: number;
}

/**
 * The first `capacity` matches in sort order, chosen during the scan that counts them, without
 * sorting every match: a page 50 of 10 over 60,000 matches keeps 500. The kept matches form a
 * max-heap whose root is the worst one, so a match that cannot make the page costs one
 * comparison and no allocation. Ties go to the lower insertion number, which is the order a
 * stable sort of the matches in insertion order gives, i.e. MongoDB's find() on the embedded store.
 */
export class PageSelection {
  /** Filled in arrival order until full, then kept as a heap. */
  private readonly kept: Slot[] = [];
  /** The slot the next match is keyed into: a rejected or evicted match leaves its slot for reuse. */
  private spare: Slot | undefined;
  private matched = 0;

  constructor(
    private readonly order: SortOrder,
    private readonly capacity: number,
  ) {}

  /** How many matches were offered, kept or not. */
  get total(): number {
    return this.matched;
  }

  offer(doc: Doc, seq: number): void {
    this.matched++;
    if (this.capacity < 1) return;
    const slot = this.spare ?? { keys: [], doc, seq };
    slot.doc = doc;
    slot.seq = seq;
    const kept = this.kept;
    if (kept.length < this.capacity) {
      this.keysFrom(0, slot);
      kept.push(slot);
      this.spare = undefined;
      // Building the heap once it fills costs O(capacity); before that nothing needs ordering.
      if (kept.length === this.capacity) for (let i = (kept.length >>> 1) - 1; i >= 0; i--) this.siftDown(i);
      return;
    }
    const worst = kept[0] as Slot;
    // Most matches lose on the first key alone: the other keys are computed only when it ties or wins.
    if (this.order.width > 0) {
      const first = this.order.keyAt(doc, 0);
      slot.keys[0] = first;
      const order = this.order.compareAt(0, first, worst.keys[0]);
      if (order > 0) {
        this.spare = slot;
        return;
      }
      this.keysFrom(1, slot);
    }
    if (this.compare(slot, worst) >= 0) {
      this.spare = slot;
      return;
    }
    kept[0] = slot;
    this.spare = worst;
    this.siftDown(0);
  }

  private keysFrom(index: number, slot: Slot): void {
    for (let i = index; i < this.order.width; i++) slot.keys[i] = this.order.keyAt(slot.doc, i);
  }

  /** The kept matches in sort order from position `start`; call once, after the scan. */
  docs(start: number): Doc[] {
    if (start >= this.kept.length) return [];
    return this.kept
      .sort((left, right) => this.compare(left, right))
      .slice(start)
      .map((slot) => slot.doc);
  }

  private compare(left: Slot, right: Slot): number {
    return this.order.compare(left.keys, right.keys) || left.seq - right.seq;
  }

  /** Moves the slot at `index` down until both children sort before it (the root is the worst). */
  private siftDown(index: number): void {
    const kept = this.kept;
    const slot = kept[index] as Slot;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= kept.length) break;
      const right = left + 1;
      let worse = left;
      if (right < kept.length && this.compare(kept[right] as Slot, kept[left] as Slot) > 0) worse = right;
      const child = kept[worse] as Slot;
      if (this.compare(child, slot) <= 0) break;
      kept[index] = child;
      index = worse;
    }
    kept[index] = slot;
  }
}
