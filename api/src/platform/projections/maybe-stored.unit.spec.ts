import { randomUUID } from 'node:crypto';
import { MaybeStored } from './maybe-stored.js';

describe('MaybeStored', () => {
  it('never answers "no" for an id added, in its collection only', () => {
    const stored = new MaybeStored();
    const ids = Array.from({ length: 50_000 }, () => randomUUID());
    for (const id of ids) stored.add('bookings', id);
    expect(ids.every((id) => stored.has('bookings', id))).toBe(true);
    const elsewhere = ids.filter((id) => stored.has('people', id)).length;
    expect(elsewhere).toBeLessThan(ids.length * 0.01);
  });

  it('answers "no" for nearly every id never added', () => {
    const stored = new MaybeStored();
    for (let i = 0; i < 500_000; i += 1) stored.add('bookings', randomUUID());
    const strangers = Array.from({ length: 20_000 }, () => randomUUID());
    const falseMaybes = strangers.filter((id) => stored.has('bookings', id)).length;
    expect(falseMaybes).toBeLessThan(strangers.length * 0.05);
  });

  it('answers "maybe" for every id of a collection it was told it cannot follow', () => {
    const stored = new MaybeStored();
    stored.untrack('names');
    expect(stored.has('names', randomUUID())).toBe(true);
    expect(stored.has('bookings', randomUUID())).toBe(false);
  });
});
