import type { PaymentMethod, PaymentSource, RecordablePaymentStatus, PAYMENT_CURRENCY } from '@boxstudio/contracts';
import type { DomainEvent } from '../../../platform/domain/decider.js';

export interface RetailSale {
  readonly itemId: string;
  readonly quantity: number;
}

/** A payment's own fields. Events are history: they only ever gain optional fields. No card data, ever. */
export interface PaymentDetails {
  /** Who paid; null for a walk-in's purchase at the front desk. */
  readonly userId: string | null;
  readonly membershipId: string | null;
  /** The plan the membership was of when paid: a plan's revenue counts it. */
  readonly membershipPlanId: string | null;
  readonly branchId: string | null;
  /** MXN, more than 0, at most two decimals. */
  readonly amount: number;
  readonly currency: typeof PAYMENT_CURRENCY;
  readonly method: PaymentMethod;
  /** As recorded; REFUNDED only ever follows, through PaymentRefunded. */
  readonly status: RecordablePaymentStatus;
  readonly source: PaymentSource;
  /** Money given back to the client (a plan change's credit beyond the new price); absent: a charge. */
  readonly kind?: 'REFUND';
  readonly description: string | null;
  /** A front-desk sale's payment: the item and the units it sold (a refund may put them back). */
  readonly retail?: RetailSale;
  /** ISO instant the money changed hands (a sale's or renewal's own time). */
  readonly paidAt: string;
}

export type PaymentRecorded = DomainEvent<'PaymentRecorded', PaymentDetails & { readonly paymentId: string }>;
/**
 * The money went back: a refunded payment no longer counts as revenue. `restock`: the refund of a
 * desk sale chose to put its units back (the stock-back-on-refund reaction records that movement).
 */
export type PaymentRefunded = DomainEvent<
  'PaymentRefunded',
  { readonly paymentId: string; readonly reason: string; readonly restock?: RetailSale }
>;
/** Recorded by mistake: gone from every list and figure, kept in the log with its reason. */
export type PaymentVoided = DomainEvent<'PaymentVoided', { readonly paymentId: string; readonly reason: string }>;

export type PaymentEvent = PaymentRecorded | PaymentRefunded | PaymentVoided;
