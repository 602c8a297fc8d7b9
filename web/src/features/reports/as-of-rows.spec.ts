import { formatSignedChange } from './as-of-format';
import { differenceOf, type ChangeRow } from './as-of-rows';
import { revenueDayChanges } from './revenue-sections';
import { REPORT } from './testing/fake-api';

const row = (kind: ChangeRow['kind'], then: number | null, now: number | null): ChangeRow => ({
  id: 'x',
  label: 'x',
  kind,
  then,
  now,
});

describe('as-of rows', () => {
  it('takes the difference as the figures are written: cents, one decimal of a rate, never "-0"', () => {
    expect(differenceOf(row('money', 0.1 + 0.2, 0.3))).toBe(0);
    expect(differenceOf(row('money', 52340.5, 51441))).toBe(-899.5);
    expect(differenceOf(row('rate', 80.1, 85.5))).toBe(5.4);
    expect(differenceOf(row('count', 3, 3))).toBe(0);
    expect(Object.is(differenceOf(row('money', 1.004, 1)), 0)).toBe(true);
  });

  it('has no difference where a rate has no value on one side, and none where it has none on both', () => {
    expect(differenceOf(row('rate', null, 75))).toBeNull();
    expect(differenceOf(row('rate', 75, null))).toBeNull();
    expect(differenceOf(row('rate', null, null))).toBe(0);
  });

  it('writes a difference with its sign in each language', () => {
    expect(formatSignedChange('money', 899.5, 'en', 'points')).toBe('+$899.50');
    expect(formatSignedChange('money', -1200, 'es', 'puntos')).toBe('-$1,200.00');
    expect(formatSignedChange('count', -3, 'es', 'puntos')).toBe('-3');
    expect(formatSignedChange('rate', 0.9, 'es', 'puntos')).toBe('+0.9 puntos');
  });

  it('lists only the days whose revenue changed, in order', () => {
    const now = {
      ...REPORT,
      byDay: REPORT.byDay.map((day) => (day.date === '2026-03-01' ? { ...day, revenue: 0, payments: 0 } : day)),
    };
    expect(revenueDayChanges(REPORT, now, (day) => `día ${day}`)).toEqual([
      { id: '2026-03-01', label: 'día 2026-03-01', kind: 'money', then: 1200, now: 0 },
    ]);
    expect(revenueDayChanges(REPORT, REPORT, String)).toEqual([]);
  });
});
