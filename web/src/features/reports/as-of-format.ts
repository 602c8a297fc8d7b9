import { PAYMENT_CURRENCY } from '@boxstudio/contracts';
import { moneyLocale } from '../../lib/money';
import type { ChangeKind } from './as-of-rows';
import { formatCount, formatRate, formatReportMoney, formatSignedCount } from './report-format';

/** How "Cambios desde entonces" writes its figures (it loads with the first report asked as of an instant). */

/** A figure as its tile writes it. */
export function formatChangeValue(kind: ChangeKind, value: number | null, language: string): string {
  if (kind === 'rate') return formatRate(value, language);
  if (value === null) return '—';
  return kind === 'money' ? formatReportMoney(value, language) : formatCount(value, language);
}

/** A difference with its sign: '+$1,200.00', '-3', '+2.5 puntos' (a rate's, in percentage points). */
export function formatSignedChange(kind: ChangeKind, difference: number, language: string, points: string): string {
  if (kind === 'count') return formatSignedCount(difference, language);
  if (kind === 'money')
    return new Intl.NumberFormat(moneyLocale(language), {
      style: 'currency',
      currency: PAYMENT_CURRENCY,
      currencyDisplay: 'narrowSymbol',
      signDisplay: 'exceptZero',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(difference);
  const change = new Intl.NumberFormat(moneyLocale(language), {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  }).format(difference);
  return `${change} ${points}`;
}
