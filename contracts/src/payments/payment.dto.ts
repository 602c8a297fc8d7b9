import { numberProblem, type NumberProblem, type NumberRule } from '../platform/number-rule.js';
import type { PageInfo } from '../platform/pagination.js';
import type { SortedQuery } from '../platform/sorting.js';
import type { NamedRef } from '../plans/plan.dto.js';
import type { PersonRef } from '../reservations/reservation.dto.js';

export const PAYMENT_METHODS = ['CASH', 'CARD', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The statuses a payment may be recorded with: REFUNDED is reached only by refunding a completed one. */
export const RECORDABLE_PAYMENT_STATUSES = [
  'PENDING',
  'COMPLETED',
  'FAILED',
] as const satisfies readonly PaymentStatus[];
export type RecordablePaymentStatus = (typeof RECORDABLE_PAYMENT_STATUSES)[number];

/** Where a payment came from: a membership sold, renewed or moved to another plan, or recorded by hand. */
export const PAYMENT_SOURCES = ['SALE', 'RENEWAL', 'PLAN_CHANGE', 'MANUAL'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const PAYMENT_CURRENCY = 'MXN';

/**
 * Money in (a CHARGE: a sale, a renewal, a payment by hand) or money given back to the client (a
 * REFUND: what a plan change credits beyond the new price). Revenue adds charges and subtracts refunds.
 */
export const PAYMENT_KINDS = ['CHARGE', 'REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The desk sale a payment paid for: the item and the units sold; `restocked` once its refund put
 * those units back in the item's stock.
 */
export interface RetailSaleRef {
  readonly itemId: string;
  readonly quantity: number;
  readonly restocked: boolean;
}

/** A payment (CONTRACT.md). No card data is ever stored. */
export interface PaymentDto {
  readonly id: string;
  readonly membershipId: string | null;
  readonly membershipPlanId: string | null;
  /** Who paid; null for a walk-in's purchase at the front desk. */
  readonly userId: string | null;
  readonly branchId: string | null;
  readonly amount: number;
  readonly currency: typeof PAYMENT_CURRENCY;
  readonly method: PaymentMethod;
  readonly status: PaymentStatus;
  readonly kind: PaymentKind;
  readonly source: PaymentSource;
  readonly description: string | null;
  /** A front-desk sale's payment: what it sold (null for any other payment). */
  readonly retail: RetailSaleRef | null;
  readonly paidAt: string;
  readonly refundedAt: string | null;
  readonly refundReason: string | null;
  readonly user: PersonRef | null;
  readonly branch: NamedRef | null;
  readonly membershipPlan: NamedRef | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** POST /payments: one recorded by hand (admins). */
export interface CreatePaymentRequest {
  readonly userId: string;
  readonly amount: number;
  readonly method?: PaymentMethod;
  /** Default COMPLETED; one of RECORDABLE_PAYMENT_STATUSES (REFUNDED is refused: refund a completed one instead). */
  readonly status?: PaymentStatus;
  readonly description?: string;
  readonly membershipId?: string;
  /** Where it was paid: an active branch. */
  readonly branchId: string;
  /** Default now; never after now. */
  readonly paidAt?: string;
}

/**
 * PUT /payments/{id}: a refund (`status: REFUNDED` with its reason). `restock` (a desk sale's
 * payment only; default false) puts the units sold back in the item's stock.
 */
export interface UpdatePaymentRequest {
  readonly status: 'REFUNDED';
  readonly reason: string;
  readonly restock?: boolean;
}

/** DELETE /payments/{id}: voids a payment recorded by mistake (gone from lists; kept in the log). */
export interface VoidPaymentRequest {
  readonly reason: string;
}

/**
 * What GET /payments sorts by: `paidAt` (then the order recorded), `client` (name, case and accents
 * ignored), `concept` (source, then the plan's name or the description), `method`, `amount` (money
 * moved: a refund to the client below every charge) and `status`.
 */
export const PAYMENT_SORT_FIELDS = ['paidAt', 'client', 'concept', 'method', 'amount', 'status'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** GET /payments. Without `sort`: newest paid first. */
export interface PaymentListQuery extends SortedQuery<PaymentSortField> {
  readonly page?: number;
  readonly limit?: number;
  /** The client's name or email (case and accents ignored). */
  readonly search?: string;
  readonly userId?: string;
  readonly status?: PaymentStatus;
  readonly method?: PaymentMethod;
  readonly branchId?: string;
  /** Paid at or after this instant. */
  readonly from?: string;
  /** Paid before this instant. */
  readonly to?: string;
}

export interface PaymentListResponse extends PageInfo {
  readonly payments: PaymentDto[];
}

/**
 * GET /payments/stats (CONTRACT.md). Revenue is what completed payments brought in: a refunded
 * payment no longer counts (completed minus refunded), a voided one never did, and a plan change's
 * credit (a REFUND kind) is taken away. `successRate` is completed over completed and failed, in %;
 * `monthlyRevenue` is this studio month's.
 */
export interface PaymentStatsResponse {
  readonly totalPayments: number;
  readonly totalRevenue: number;
  readonly pendingPayments: number;
  readonly completedPayments: number;
  readonly failedPayments: number;
  /** Payments refunded after being completed (no longer in the revenue). */
  readonly refundedPayments: number;
  /** What those refunded payments had brought in: the money given back by refunds (not a plan change's credit). */
  readonly refundedAmount: number;
  readonly successRate: number;
  readonly monthlyRevenue: number;
}

export const PAYMENT_LIMITS = {
  amountMax: 1_000_000,
  reasonMax: 500,
  descriptionMax: 500,
} as const;

/**
 * The payment form's amount: more than 0 ('El monto debe ser mayor a 0'), in MXN with at most two
 * decimals, at most PAYMENT_LIMITS.amountMax.
 */
export const PAYMENT_NUMBERS = {
  amount: {
    min: 0.01,
    max: PAYMENT_LIMITS.amountMax,
    money: true,
    belowMin: 'VALIDATION.PAYMENT_AMOUNT',
    aboveMax: 'VALIDATION.MAX',
  },
} as const satisfies Record<string, NumberRule>;

/**
 * What is wrong with an amount about to be recorded as a payment, or null: the same rule for a
 * payment by hand, a sale's or renewal's payment and a plan change's difference, so a command that
 * would cause one out of range can refuse where it starts.
 */
export function paymentAmountProblem(amount: number): NumberProblem | null {
  const params = { min: PAYMENT_NUMBERS.amount.min, max: PAYMENT_NUMBERS.amount.max };
  // NaN and every amount not above 0 read as "must be greater than 0", before the cents rule.
  if (!(amount > 0)) return { key: PAYMENT_NUMBERS.amount.belowMin, params };
  return numberProblem(amount, PAYMENT_NUMBERS.amount);
}
