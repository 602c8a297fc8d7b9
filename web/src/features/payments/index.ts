/**
 * The payments feature's public entry: the payments list, the money format and a payment's concept
 * for the client's membership page, and the admin route page. (The status chip is shared in
 * components/: exported from here it would ride in the first load with every route.)
 */
export { useListPaymentsQuery } from './api';
export { formatPaymentAmount, formatPaymentOf } from './payment-money';
export { paymentDetail } from './payment-concept';

/** Route pages, loaded on demand. */
export const paymentsPages = {
  admin: () => import('./pages/payments-page'),
};
