/** Steps through a rank range. Valid only while the list is not written (reads are synchronous). */
export class ListCursor<T> {
  private block = 0;
  private index = 0;

  constructor(
    private readonly blocks: readonly (readonly T[])[],
    start: number,
    private remaining: number,
    private readonly reverse: boolean,
  ) {
    if (remaining <= 0) return;
    let rank = start;
    while (rank >= (blocks[this.block] as T[]).length) rank -= (blocks[this.block++] as T[]).length;
    this.index = rank;
  }

  next(): T | undefined {
    if (this.remaining <= 0) return undefined;
    this.remaining--;
    const item = (this.blocks[this.block] as T[])[this.index] as T;
    if (this.reverse) {
      if (--this.index < 0 && this.remaining > 0) this.index = (this.blocks[--this.block] as T[]).length - 1;
    } else if (++this.index >= (this.blocks[this.block] as T[]).length) {
      this.block++;
      this.index = 0;
    }
    return item;
  }
}
