import { compareIds, differingFields } from './copy-comparison.js';
import { POSITION_FIELD } from './projection.js';

describe('comparing a live copy with a fresh fold', () => {
  it('orders ids by code point, as the stores sort them', () => {
    const ids = ['b', 'a\u{1F94A}', 'a\uFF21', 'a', 'ab', 'B'];
    const byBytes = [...ids].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...ids].sort(compareIds)).toEqual(byBytes);
    // UTF-16 order puts the boxing glove (a surrogate pair) before U+FF21; UTF-8 and code points after it.
    expect(compareIds('a\u{1F94A}', 'a\uFF21')).toBeGreaterThan(0);
  });

  it('names the top-level fields that differ, whatever order their keys come in', () => {
    const live = { _id: 'x', city: 'Puebla', tags: ['a', 'b'], address: { street: 'Uno', number: 1 }, phone: null };
    const fresh = { _id: 'x', city: 'León', tags: ['b', 'a'], address: { number: 1, street: 'Uno' } };
    expect(differingFields(live, fresh).sort()).toEqual(['city', 'phone', 'tags']);
  });

  it('leaves out the position guard, and only it', () => {
    expect(
      differingFields({ _id: 'x', [POSITION_FIELD]: 3, _at: 'a' }, { _id: 'x', [POSITION_FIELD]: 9, _at: 'a' }),
    ).toEqual([]);
    expect(differingFields({ _id: 'x', _at: 'a' }, { _id: 'x', _at: 'b' })).toEqual(['_at']);
  });
});
