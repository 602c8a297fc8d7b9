import { changeBetween, formatChange } from './change';

describe('a change in %', () => {
  it('is counted to one decimal, and is none against nothing', () => {
    expect(changeBetween(1125, 1000)).toBe(12.5);
    expect(changeBetween(969, 1000)).toBe(-3.1);
    expect(changeBetween(50, 0)).toBeNull();
    // A credit month (negative revenue) still reads the right way.
    expect(changeBetween(100, -100)).toBe(200);
  });

  it('is written with its sign, or "—" when there is none', () => {
    expect(formatChange(12.5, 'es')).toMatch(/^\+12\.5\s?%$/);
    expect(formatChange(-3.1, 'en')).toBe('-3.1%');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(null, 'es')).toBe('—');
  });
});
