/** Bits in the filter: 512 KiB, about 2% false "maybe" at half a million ids. */
const BITS = 1 << 22;
const HASHES = 5;

/** FNV-1a over the string's UTF-16 units, from a seed. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The documents a writer filling an empty copy may have stored, by collection and id: "no" is
 * certain, "maybe" is asked of the store. An insert into a fresh copy is nearly always of a new
 * document, and then needs no read of the store to know it is new. A Bloom filter: its memory stays
 * the same whatever the number of documents. A collection written in ways the writer cannot follow
 * (`untrack`) answers "maybe" for every id.
 */
export class MaybeStored {
  private readonly bits = new Uint32Array(BITS / 32);
  private readonly untracked = new Set<string>();

  add(collection: string, id: string): void {
    this.each(collection, id, (bit) => {
      this.bits[bit >>> 5]! |= 1 << (bit & 31);
      return true;
    });
  }

  untrack(collection: string): void {
    this.untracked.add(collection);
  }

  /** False when the id was never added for the collection. */
  has(collection: string, id: string): boolean {
    if (this.untracked.has(collection)) return true;
    return this.each(collection, id, (bit) => (this.bits[bit >>> 5]! & (1 << (bit & 31))) !== 0);
  }

  /** Visits the key's bits (double hashing) while `visit` answers true; answers whether it did for all. */
  private each(collection: string, id: string, visit: (bit: number) => boolean): boolean {
    const key = `${collection}\u0000${id}`;
    const first = fnv1a(key, 0x811c9dc5);
    // Odd, so the steps visit distinct bits; `>>> 0` keeps it unsigned (`|` answers a signed integer).
    const step = (fnv1a(key, 0x2545f491) | 1) >>> 0;
    for (let i = 0; i < HASHES; i += 1) if (!visit((first + i * step) % BITS)) return false;
    return true;
  }
}
