import { moneyLocale } from './money';

/**
 * Change from `before` to `now` in %, one decimal, as the reports count growth (docs/metrics.md,
 * Periods); null against nothing: there is no percentage of zero.
 */
export function changeBetween(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/**
 * A change in % with its sign, one decimal at most ('+12.5%', '-3.1%', '0%'); '—' when there is none
 * (the earlier figure was 0: no percentage of nothing).
 */
export function formatChange(change: number | null, language: string): string {
  if (change === null) return '—';
  return new Intl.NumberFormat(moneyLocale(language), {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(change / 100);
}
