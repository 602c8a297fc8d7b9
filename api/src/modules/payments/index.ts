/** The payments module's public API: what other modules may use. */
export { PaymentsModule } from './payments.module.js';
export type { PaymentDetails, PaymentEvent } from './domain/payment.events.js';
/** The payments read model's collection: tests read it to check what is stored. */
export { PAYMENTS } from './projections/payment-docs.js';
