import {
  PAYMENT_CURRENCY,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  type PaymentDto,
  type PaymentListResponse,
  type PaymentStatsResponse,
  type RetailSaleRef,
} from '@boxstudio/contracts';
import { NAMED_REF, PAGE_FIELDS, PERSON_REF } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import {
  decimal,
  flag,
  instant,
  integer,
  list,
  nullable,
  oneOf,
  text,
} from '../../platform/http/openapi/wire-schema.js';

const RETAIL_SALE_REF = model<RetailSaleRef>('RetailSaleRef', {
  itemId: text(),
  quantity: integer(),
  restocked: flag('Its refund put the units back in stock'),
});

export const PAYMENT_DTO = model<PaymentDto>(
  'PaymentDto',
  {
    id: text(),
    membershipId: nullable(text()),
    membershipPlanId: nullable(text()),
    userId: nullable(text('Null: a walk-in’s purchase at the front desk')),
    branchId: nullable(text()),
    amount: decimal(),
    currency: oneOf([PAYMENT_CURRENCY]),
    method: oneOf(PAYMENT_METHODS),
    status: oneOf(PAYMENT_STATUSES),
    kind: oneOf(PAYMENT_KINDS, 'CHARGE: money in; REFUND: money given back'),
    source: oneOf(PAYMENT_SOURCES),
    description: nullable(text()),
    retail: nullable(RETAIL_SALE_REF),
    paidAt: instant(),
    refundedAt: nullable(instant()),
    refundReason: nullable(text()),
    user: nullable(PERSON_REF),
    branch: nullable(NAMED_REF),
    membershipPlan: nullable(NAMED_REF),
    createdAt: instant(),
    updatedAt: instant(),
  },
  'A payment. No card data is ever stored',
);

export const PAYMENT_LIST = model<PaymentListResponse>('PaymentListResponse', {
  ...PAGE_FIELDS,
  payments: list(PAYMENT_DTO),
});

export const PAYMENT_STATS = model<PaymentStatsResponse>('PaymentStatsResponse', {
  totalPayments: integer(),
  totalRevenue: decimal('Completed charges minus refunds'),
  pendingPayments: integer(),
  completedPayments: integer(),
  failedPayments: integer(),
  refundedPayments: integer(),
  refundedAmount: decimal(),
  successRate: decimal('Completed over completed and failed, in %'),
  monthlyRevenue: decimal('This studio month’s'),
});
