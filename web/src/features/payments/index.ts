/**
 * The payments feature's public entry: the payments list, the status chip and the money format
 * for the client's membership page, and the admin route page.
 */
export { useListPaymentsQuery } from './api';
export { PaymentStatusTag } from './components/payment-status-tag';
export { formatPaymentAmount } from './payment-money';
export { paymentDetail } from './payment-concept';

/** Route pages, loaded on demand. */
export const paymentsPages = {
  admin: () => import('./pages/payments-page'),
};
