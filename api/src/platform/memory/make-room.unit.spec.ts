import { makeRoom } from './make-room.js';

describe('makeRoom', () => {
  const filled = (count: number): Map<string, number> => new Map(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

  it('leaves a map under its bound alone', () => {
    const map = filled(9);
    makeRoom(map, 10);
    expect([...map.keys()]).toHaveLength(9);
  });

  it('drops the oldest tenth of a full map, keeping the newest in their order', () => {
    const map = filled(100);
    makeRoom(map, 100);
    expect(map.size).toBe(90);
    expect([...map.keys()][0]).toBe('k10');
    expect([...map.keys()].at(-1)).toBe('k99');
  });

  it('drops at least one entry of a small full map, and brings an overfull one under its bound', () => {
    const small = filled(3);
    makeRoom(small, 3);
    expect([...small.keys()]).toEqual(['k1', 'k2']);
    const overfull = filled(50);
    makeRoom(overfull, 20);
    expect(overfull.size).toBe(18);
    expect([...overfull.keys()][0]).toBe('k32');
  });
});
