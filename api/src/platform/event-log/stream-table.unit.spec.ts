import { StreamTable } from './stream-table.js';

/** A small deterministic generator, so that a failing sequence can be run again. */
function generator(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

/** What the table holds, read through its own accessors, as hash → [position, idHash, ...]. */
function contents(table: StreamTable, hashes: Iterable<number>): Map<number, number[]> {
  const seen = new Map<number, number[]>();
  for (const hash of hashes) {
    const slot = table.find(hash);
    if (slot === -1) continue;
    const pairs: number[] = [];
    for (let revision = 0; revision < table.count(slot); revision++)
      pairs.push(table.position(slot, revision), table.idHash(slot, revision));
    seen.set(hash, pairs);
  }
  return seen;
}

function streamsOf(table: StreamTable): Map<number, number[]> {
  return new Map([...table.streams()].map(([hash, pairs]) => [hash, [...pairs]]));
}

describe('StreamTable', () => {
  it('keeps each stream its events in order through growth, truncation and removal, as a map of arrays would', () => {
    for (const seed of [1, 2, 3]) {
      const random = generator(seed);
      const table = new StreamTable();
      const model = new Map<number, number[]>();
      // Few hashes for many operations: streams grow long, are cut back and removed, and come back.
      const hashes = Array.from({ length: 3_000 }, () => random(2 ** 30));
      let position = 0;
      for (let step = 0; step < 40_000; step++) {
        const hash = hashes[random(hashes.length)] as number;
        if (random(10) === 0) {
          const pairs = model.get(hash);
          const kept = pairs ? random(pairs.length / 2 + 1) : 0;
          table.truncate(hash, kept);
          if (pairs && kept === 0) model.delete(hash);
          else if (pairs) pairs.length = kept * 2;
        } else {
          // Positions past 2^31 must come back unsigned.
          position += 1 + random(3);
          const stored = position + (step % 7 === 0 ? 2 ** 31 : 0);
          const idHash = random(2 ** 21);
          table.append(hash, stored, idHash);
          model.set(hash, [...(model.get(hash) ?? []), stored, idHash]);
        }
      }
      expect(table.size).toBe(model.size);
      expect(contents(table, hashes)).toEqual(model);
      expect(streamsOf(table)).toEqual(model);
      expect(table.pairNumbers()).toBe([...model.values()].reduce((sum, pairs) => sum + pairs.length, 0));
    }
  });

  it('finds every stream left after removals anywhere in a run of neighbouring slots', () => {
    // Up to 80% of the slots taken makes long runs of neighbours; a removal inside one must not hide the rest.
    const table = new StreamTable();
    const hashes = Array.from({ length: 5_000 }, (_, index) => index);
    for (const hash of hashes) table.append(hash, hash + 1, hash % 97);
    for (const hash of hashes) if (hash % 3 === 0) table.truncate(hash, 0);
    for (const hash of hashes) {
      const slot = table.find(hash);
      if (hash % 3 === 0) expect(slot).toBe(-1);
      else
        expect([table.count(slot), table.position(slot, 0), table.idHash(slot, 0)]).toEqual([1, hash + 1, hash % 97]);
    }
    expect(table.size).toBe(hashes.filter((hash) => hash % 3 !== 0).length);
  });

  it('restores streams whole, and they grow on from there', () => {
    const table = new StreamTable(2, 16);
    table.restore(7, Int32Array.from([-1, 5, 10, 6, 11, 7]));
    table.restore(9, [3, 4]);
    table.append(7, 12, 8);
    table.append(9, 13, 9);
    expect(streamsOf(table)).toEqual(
      new Map([
        [7, [2 ** 32 - 1, 5, 10, 6, 11, 7, 12, 8]],
        [9, [3, 4, 13, 9]],
      ]),
    );
    expect(table.find(8)).toBe(-1);
  });
});
