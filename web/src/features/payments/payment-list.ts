import type { PaymentDto, PaymentListQuery, PaymentMethod, PaymentStatus } from '@boxstudio/contracts';
import { formatPaymentAmount } from './payment-money';
import { formatStudioDateTime, studioDayEndsAt, studioDayStartsAt } from '../../lib/studio-time';

/**
 * The payments screen's filters: the client searched for (name or email, by the server), status
 * and method ('all' or one), and a range of studio days "aaaa-mm-dd" ('' for open).
 */
export type PaymentFilters = {
  search: string;
  status: 'all' | PaymentStatus;
  method: 'all' | PaymentMethod;
  from: string;
  to: string;
};
export const NO_FILTERS: PaymentFilters = { search: '', status: 'all', method: 'all', from: '', to: '' };

/** The filters as the API takes them: the days become the instants their studio days start at, `to` the day after. */
export function paymentQuery(filters: PaymentFilters): PaymentListQuery {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.method !== 'all' ? { method: filters.method } : {}),
    ...(filters.from ? { from: studioDayStartsAt(filters.from) } : {}),
    ...(filters.to ? { to: studioDayEndsAt(filters.to) } : {}),
  };
}

/** What a payment is called in buttons' names and questions: "Sofía Hernández · $1,200.00 · 12 ene 2026, 18:00". */
export function paymentSubject(item: PaymentDto, language: string): string {
  const paidAt = formatStudioDateTime(item.paidAt, language);
  return `${item.user?.name ?? '—'} · ${formatPaymentAmount(item.amount, language)} · ${paidAt}`;
}
