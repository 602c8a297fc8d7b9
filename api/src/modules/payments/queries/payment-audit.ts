import type { PaymentDto } from '@boxstudio/contracts';
import { labelOf, type AuditPresentation } from '../../../platform/aggregates/audit-catalog.js';
import type { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import type { PaymentQueries } from './payment-queries.js';

/**
 * A payment in the audit console: "concept · person" (the plan, else the description: a sale names its
 * item), its amount and studio day, found as the payments list finds them (the person's name or email).
 */
export function paymentAudit(payments: PaymentQueries, calendar: StudioCalendar): AuditPresentation<PaymentDto> {
  return {
    present: (dto) => payments.present(dto),
    label: (payment) => labelOf(payment.membershipPlan?.name ?? payment.description, payment.user?.name),
    detail: (payment) => labelOf(`${payment.amount} ${payment.currency}`, calendar.dayOf(new Date(payment.paidAt))),
    find: async (text, limit) => (await payments.list({ search: text, page: 1, limit })).payments,
  };
}
