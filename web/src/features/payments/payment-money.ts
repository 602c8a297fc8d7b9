import type { PaymentDto } from '@boxstudio/contracts';
import { formatMoney, moneyLocale } from '../../lib/money';

/**
 * A payment's money in both languages: '$' and the amount with its cents, '$1,200.00' (the
 * studio's pesos; the columns and fields that take an amount say MXN).
 */
export function formatPaymentAmount(amount: number, language: string): string {
  return formatMoney(amount, language, 'always');
}

/** A payment's amount as money moved: a refund to the client (a plan change's credit) shows negative. */
export function formatPaymentOf(payment: Pick<PaymentDto, 'amount' | 'kind'>, language: string): string {
  return formatPaymentAmount(payment.kind === 'REFUND' ? -payment.amount : payment.amount, language);
}

/** A share in % (the API's `successRate`, 0-100) with at most one decimal: '95.5 %' / '95.5%'. */
export function formatRate(percent: number, language: string): string {
  return new Intl.NumberFormat(moneyLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  );
}
