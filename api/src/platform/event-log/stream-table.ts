/**
 * The stream index's table (sqlite-stream-index.ts): each stream, by the 30-bit hash of its id, with
 * its events' `[position, idHash]` pairs by revision, held in typed arrays.
 *
 * Why typed arrays: a million events are 400,000 streams. As a Map of JavaScript arrays they took
 * 45 MB of the heap (the Map's own table 16 MB, 236,000 small arrays 26 MB, boxed numbers 3 MB),
 * which every full collection walked. Here they take about 20 MB outside the heap: an open-addressing
 * table of slots (the hash, and where the stream's block starts) and an arena of blocks, each a header
 * word (the event count and the block's size class) and room for a power of two of pairs. A block
 * that fills moves to one twice its size; the block it leaves goes to the next stream that needs one
 * of that size.
 */
export class StreamTable {
  /** The hash plus one in each slot; zero: an empty slot. */
  private keys: Int32Array;
  /** Where each slot's block starts in the arena. */
  private starts: Uint32Array;
  private slotBits: number;
  private streamCount = 0;
  private arena: Uint32Array;
  private arenaEnd = 0;
  /** Blocks left by streams that moved or went, by size class, for the next to take. */
  private readonly freeBlocks: number[][] = [];

  constructor(expectedStreams = 0, expectedWords = 0) {
    this.slotBits = Math.max(10, Math.ceil(Math.log2((expectedStreams + 1) / MAX_LOAD)));
    this.keys = new Int32Array(1 << this.slotBits);
    this.starts = new Uint32Array(1 << this.slotBits);
    this.arena = new Uint32Array(Math.max(4_096, expectedWords));
  }

  get size(): number {
    return this.streamCount;
  }

  /** The stream's slot, or -1 when no stream has this hash. */
  find(hash: number): number {
    const mask = this.keys.length - 1;
    for (let slot = this.home(hash); ; slot = (slot + 1) & mask) {
      const key = this.keys[slot] as number;
      if (key === 0) return -1;
      if (key === hash + 1) return slot;
    }
  }

  /** How many events the stream in this slot holds. */
  count(slot: number): number {
    return (this.arena[this.starts[slot] as number] as number) >>> CLASS_BITS;
  }

  position(slot: number, revision: number): number {
    return this.arena[(this.starts[slot] as number) + 1 + revision * 2] as number;
  }

  idHash(slot: number, revision: number): number {
    return this.arena[(this.starts[slot] as number) + 2 + revision * 2] as number;
  }

  /** Adds an event at the end of the stream with this hash, which is created if it has none. */
  append(hash: number, position: number, idHash: number): void {
    const slot = this.find(hash);
    this.appendAt(slot === -1 ? this.insert(hash, 0) : slot, position, idHash);
  }

  /** `append` to the stream in a slot `find` has just answered. */
  appendAt(slot: number, position: number, idHash: number): void {
    let start = this.starts[slot] as number;
    const header = this.arena[start] as number;
    const count = header >>> CLASS_BITS;
    const sizeClass = header & CLASS_MASK;
    if (count === 1 << sizeClass) {
      const moved = this.allocate(sizeClass + 1);
      this.arena.copyWithin(moved + 1, start + 1, start + 1 + count * 2);
      this.release(start, sizeClass);
      start = moved;
      this.starts[slot] = start;
    }
    const at = start + 1 + count * 2;
    this.arena[at] = position;
    this.arena[at + 1] = idHash;
    this.setCount(start, count + 1);
  }

  /** Keeps the first `count` events of the stream with this hash; none kept: the stream is gone. */
  truncate(hash: number, count: number): void {
    const slot = this.find(hash);
    if (slot === -1) return;
    const start = this.starts[slot] as number;
    if (count > 0) {
      this.setCount(start, count);
      return;
    }
    this.release(start, (this.arena[start] as number) & CLASS_MASK);
    this.remove(slot);
  }

  /** Adds a stream whole, from its `[position, idHash, ...]` pairs (a start reading the saved index). */
  restore(hash: number, pairs: ArrayLike<number>): void {
    const count = pairs.length / 2;
    const start = this.starts[this.insert(hash, sizeClassOf(count))] as number;
    this.arena.set(pairs, start + 1);
    this.setCount(start, count);
  }

  /** Each stream's hash and its pairs: a view into the arena, read before the table changes again. */
  *streams(): Generator<[hash: number, pairs: Uint32Array]> {
    for (let slot = 0; slot < this.keys.length; slot++) {
      const key = this.keys[slot] as number;
      if (key === 0) continue;
      const start = this.starts[slot] as number;
      yield [key - 1, this.arena.subarray(start + 1, start + 1 + this.count(slot) * 2)];
    }
  }

  /** How many numbers `streams` yields in all, pairs only. */
  pairNumbers(): number {
    let numbers = 0;
    for (let slot = 0; slot < this.keys.length; slot++) if (this.keys[slot] !== 0) numbers += this.count(slot) * 2;
    return numbers;
  }

  /** A slot for a new stream, with an empty block of the size class. */
  private insert(hash: number, sizeClass: number): number {
    if ((this.streamCount + 1) / this.keys.length > MAX_LOAD) this.growSlots();
    const slot = this.emptySlotFor(hash);
    const start = this.allocate(sizeClass);
    this.keys[slot] = hash + 1;
    this.starts[slot] = start;
    this.streamCount += 1;
    return slot;
  }

  /**
   * Empties the slot, moving back the streams after it that belong before it (linear probing's
   * deletion: a lookup stops at the first empty slot, so none may sit between a stream and its home).
   */
  private remove(slot: number): void {
    const mask = this.keys.length - 1;
    let hole = slot;
    for (let next = (hole + 1) & mask; this.keys[next] !== 0; next = (next + 1) & mask) {
      const home = this.home((this.keys[next] as number) - 1);
      if (((next - home) & mask) < ((next - hole) & mask)) continue;
      this.keys[hole] = this.keys[next] as number;
      this.starts[hole] = this.starts[next] as number;
      hole = next;
    }
    this.keys[hole] = 0;
    this.streamCount -= 1;
  }

  /** The first empty slot from the hash's home on: where a stream with it goes. */
  private emptySlotFor(hash: number): number {
    const mask = this.keys.length - 1;
    let slot = this.home(hash);
    while (this.keys[slot] !== 0) slot = (slot + 1) & mask;
    return slot;
  }

  /** The block's header keeps its size class and takes the count. */
  private setCount(start: number, count: number): void {
    this.arena[start] = (count << CLASS_BITS) | ((this.arena[start] as number) & CLASS_MASK);
  }

  /** Fibonacci hashing: tests give hashes that are small consecutive numbers. */
  private home(hash: number): number {
    return Math.imul(hash, 0x9e3779b1) >>> (32 - this.slotBits);
  }

  private growSlots(): void {
    const keys = this.keys;
    const starts = this.starts;
    this.slotBits += 1;
    this.keys = new Int32Array(1 << this.slotBits);
    this.starts = new Uint32Array(1 << this.slotBits);
    for (let old = 0; old < keys.length; old++) {
      const key = keys[old] as number;
      if (key === 0) continue;
      const slot = this.emptySlotFor(key - 1);
      this.keys[slot] = key;
      this.starts[slot] = starts[old] as number;
    }
  }

  /** An empty block with room for `2 ** sizeClass` pairs: a free one of that size, or a new one at the end. */
  private allocate(sizeClass: number): number {
    const start = this.freeBlocks[sizeClass]?.pop() ?? this.grow(1 + 2 * (1 << sizeClass));
    this.arena[start] = sizeClass;
    return start;
  }

  private release(start: number, sizeClass: number): void {
    (this.freeBlocks[sizeClass] ??= []).push(start);
  }

  /** Takes `words` at the arena's end, growing it by half when they do not fit. */
  private grow(words: number): number {
    const start = this.arenaEnd;
    if (start + words > this.arena.length) {
      const arena = new Uint32Array(Math.max(start + words, Math.ceil(this.arena.length * 1.5)));
      arena.set(this.arena.subarray(0, start));
      this.arena = arena;
    }
    this.arenaEnd = start + words;
    return start;
  }
}

/** The size class of a block that holds `count` events: room for the next power of two. */
const sizeClassOf = (count: number): number => Math.ceil(Math.log2(Math.max(1, count)));

/** The words a block of `count` events takes: its header and room for its size class's pairs. */
export const blockWords = (count: number): number => 1 + 2 * (1 << sizeClassOf(count));

/** Slots are added until this share of them is taken, then doubled. */
const MAX_LOAD = 0.8;
/** The header word's low bits hold the block's size class; the rest, the event count. */
const CLASS_BITS = 5;
const CLASS_MASK = (1 << CLASS_BITS) - 1;
