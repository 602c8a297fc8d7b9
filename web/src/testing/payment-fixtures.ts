import type { PaymentDto } from '@boxstudio/contracts';

/** A payment as the API answers it; a card sale of "Plan Mensual" at 18:05 on 10 March 2026 (studio time). */
export function aPayment(id: string, overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    ...{
      id,
      membershipId: 'm-1',
      membershipPlanId: 'p-1',
      userId: 'user-client',
      branchId: 'b-1',
      amount: 899,
      currency: 'MXN',
      method: 'CARD',
      status: 'COMPLETED',
      kind: 'CHARGE',
      source: 'SALE',
    },
    // 18:05 in Mexico City on 10 March 2026.
    ...{ description: null, retail: null, paidAt: '2026-03-11T00:05:00.000Z', refundedAt: null, refundReason: null },
    ...{
      user: null,
      branch: null,
      membershipPlan: { id: 'p-1', name: 'Plan Mensual' },
      createdAt: '2026-03-11T00:05:00.000Z',
      updatedAt: '2026-03-11T00:05:00.000Z',
    },
    ...overrides,
  };
}
