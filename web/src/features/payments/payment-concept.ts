import type { PaymentDto } from '@boxstudio/contracts';

/**
 * What a payment paid for: its plan's name (a sale or renewal), else what the front desk wrote
 * (one recorded by hand); null when it says neither.
 */
export function paymentDetail(item: PaymentDto): string | null {
  return item.membershipPlan?.name ?? (item.description?.trim() || null);
}
