import { FoldedStates } from './folded-states.js';

describe('states kept per stream', () => {
  it('hands out a copy of what it keeps, and keeps a copy of what it is given', () => {
    const kept = new FoldedStates();
    const state = { items: ['a'] };
    kept.remember('s-1', state, 0);
    state.items.push('changed after');
    const first = kept.get<{ items: string[] }>('s-1');
    expect(first).toEqual({ state: { items: ['a'] }, revision: 0 });
    first?.state.items.push('changed by a command');
    expect(kept.get('s-1')?.state).toEqual({ items: ['a'] });
  });

  it('copies nested objects and arrays, keeping scalars and nulls as they are', () => {
    const kept = new FoldedStates();
    const state = {
      status: 'active',
      details: { city: 'Toluca', phone: null, tags: [{ day: 1 }] },
      count: 3,
      flag: false,
    };
    kept.remember('s-2', state, 4);
    const copy = kept.get<typeof state>('s-2')?.state;
    expect(copy).toEqual(state);
    expect(copy?.details).not.toBe(state.details);
    expect(copy?.details.tags).not.toBe(state.details.tags);
    expect(copy?.details.tags[0]).not.toBe(state.details.tags[0]);
  });

  it('never goes back to an older revision of a stream', () => {
    const kept = new FoldedStates();
    kept.remember('s-1', { n: 5 }, 5);
    kept.remember('s-1', { n: 3 }, 3);
    expect(kept.get('s-1')).toEqual({ state: { n: 5 }, revision: 5 });
    kept.remember('s-1', { n: 6 }, 6);
    expect(kept.get('s-1')?.revision).toBe(6);
  });

  it('lets the tenth of the streams used longest ago go when full', () => {
    const kept = new FoldedStates();
    for (let index = 0; index < 10_000; index++) kept.remember(`s-${index}`, { index }, 0);
    kept.get('s-0'); // used again: now the most recent
    kept.remember('s-new', { index: -1 }, 0);
    expect(kept.size).toBe(9_001);
    expect(kept.get('s-0')).toBeDefined();
    expect(kept.get('s-1')).toBeUndefined();
    expect(kept.get('s-1000')).toBeUndefined();
    expect(kept.get('s-1001')).toBeDefined();
    expect(kept.get('s-new')).toBeDefined();
  });
});
