/** The client membership feature's public entry: a person's own membership and payments page (/membership). */
export const clientMembershipPages = {
  membership: () => import('./pages/membership-page'),
};

/** A person's own payments, for the history page (which adds each one's receipt). */
export { MyPayments, usePaymentConcept } from './components/my-payments';
