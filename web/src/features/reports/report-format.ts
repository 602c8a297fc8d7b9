import { DateTime } from 'luxon';
import { PAYMENT_CURRENCY, REPORT_MESSAGES } from '@boxstudio/contracts';
import { currentLocale } from '../../lib/format';
import { formatMoney, moneyLocale } from '../../lib/money';
import { formatStudioShortDay } from '../../lib/studio-time';

/** A report's money: always with its cents, as a payment is shown ('$1,200.00'). */
export const formatReportMoney = (amount: number, language: string): string => formatMoney(amount, language, 'always');

/** Money on a chart's axis, short enough for a phone: '$12.5 k' / '$12.5K'. */
export function formatAxisMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(moneyLocale(language), {
    style: 'currency',
    currency: PAYMENT_CURRENCY,
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A count of payments: '1,234'. */
export const formatCount = (count: number, language: string): string =>
  new Intl.NumberFormat(moneyLocale(language)).format(count);

/** A change in a count, with its sign: '+5', '-3', '0'. */
export const formatSignedCount = (count: number, language: string): string =>
  new Intl.NumberFormat(moneyLocale(language), { signDisplay: 'exceptZero' }).format(count);

/** A growth in % with its sign ('+12.5%'), '—' when there is none: the app's one way of writing a change. */
export { formatChange } from '../../lib/change';

/**
 * A rate the API gives in % with one decimal ('85.5%', '100%'); '—' when there is none (no places
 * offered, no booking of a class that has started: no percentage of nothing).
 */
export function formatRate(rate: number | null, language: string): string {
  if (rate === null) return '—';
  return new Intl.NumberFormat(moneyLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    rate / 100,
  );
}

/** A calendar month `YYYY-MM`: 'nov 2026' on the axis and in the table. */
export function formatReportMonth(month: string, language: string): string {
  return DateTime.fromISO(`${month}-01`, { zone: 'utc' })
    .setLocale(currentLocale(language))
    .toLocaleString({ month: 'short', year: 'numeric' });
}

/** A studio day: '12 nov 2026' in the table, '12 nov' on the axis. */
export function formatReportDay(day: string, language: string, withYear: boolean): string {
  return formatStudioShortDay(day, currentLocale(language), withYear);
}

type ReportMessage = keyof typeof REPORT_MESSAGES;

/**
 * A REPORT.* message of the contracts' catalogue in the page's language (only this domain's texts
 * ride in the screen's chunk, not the whole catalogue).
 */
export function reportMessage(key: ReportMessage, language: string, params: Record<string, number> = {}): string {
  const template: string = REPORT_MESSAGES[key][language === 'en' ? 'en' : 'es'];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
