import type { MembershipDto, PaymentDto } from '@boxstudio/contracts';

/** The client's memberships and payments as the API answers them, for the jsdom specs. */

const DAY = 86_400_000;
/** An instant `days` from now (negative: ago), on a whole minute. */
export function daysFromNow(days: number): string {
  const instant = new Date(Date.now() + days * DAY);
  instant.setUTCSeconds(0, 0);
  return instant.toISOString();
}

export function aMembership(
  id: string,
  plan: string,
  status: MembershipDto['status'],
  startDate: string,
  endDate: string,
  overrides: Partial<MembershipDto> = {},
): MembershipDto {
  return {
    ...{
      id,
      userId: 'user-client',
      membershipPlanId: `p-${plan}`,
      branchId: 'b-1',
      startDate,
      endDate,
      price: 899,
      status,
      type: null,
      frozenUntil: null,
    },
    ...{
      user: { id: 'user-client', name: 'Sofía Hernández', email: 'client@example.com' },
      membershipPlan: { id: `p-${plan}`, name: plan, price: 899, duration: 30 },
    },
    ...{ createdAt: startDate, updatedAt: startDate, cancelledAt: null },
    ...overrides,
  };
}

export { aPayment } from '../../../testing/payment-fixtures';

export const membershipPage = (memberships: MembershipDto[]) => ({
  memberships,
  total: memberships.length,
  totalPages: 1,
  currentPage: 1,
  limit: 100,
});
export const paymentPage = (payments: PaymentDto[], page = 1, limit = 5, total = payments.length) => ({
  payments,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
  currentPage: page,
  limit,
});
