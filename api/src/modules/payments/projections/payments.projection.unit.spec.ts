import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { paymentsProjection } from './payments.projection.js';

const recorded = (paymentId: string, amount: number, extra: object = {}): GivenEvent => ({
  type: 'PaymentRecorded',
  data: {
    paymentId,
    userId: 'u1',
    membershipId: null,
    membershipPlanId: 'p1',
    branchId: 'b1',
    amount,
    currency: 'MXN',
    method: 'CASH',
    status: 'COMPLETED',
    source: 'MANUAL',
    description: 'Mensualidad',
    paidAt: '2030-05-01T10:00:00.000Z',
    ...extra,
  },
  occurredAt: '2030-05-01T10:00:05.000Z',
});
const spec = projectionSpecFor(paymentsProjection);

const registered = (userId: string, name: string): GivenEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    role: 'CLIENT',
    name,
    email: `${userId}@boxstudio.mx`,
    phone: null,
    branchId: 'b1',
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  },
});
const planCreated = (planId: string, name: string): GivenEvent => ({
  type: 'PlanCreated',
  data: { planId, name, description: null, price: 1099, duration: 30, maxClasses: null, features: [], branchId: 'b1' },
});

describe('payments projection', () => {
  it('keeps a recorded payment with its amount in whole cents', async () => {
    await spec.given([recorded('pay1', 1099.99)]).thenDocument('payments', 'pay1', {
      userId: 'u1',
      membershipPlanId: 'p1',
      amount: 1099.99,
      amountCents: 109999,
      status: 'COMPLETED',
      source: 'MANUAL',
      paidAt: '2030-05-01T10:00:00.000Z',
      createdAt: '2030-05-01T10:00:05.000Z',
      createdSeq: 1,
      refundedAt: null,
      isVoided: false,
    });
    await spec.given([recorded('pay1', 0.29)]).thenDocument('payments', 'pay1', { amountCents: 29 });
  });

  it('follows a refund and a void, the same when replayed', async () => {
    const events: GivenEvent[] = [
      recorded('pay1', 500),
      {
        type: 'PaymentRefunded',
        data: { paymentId: 'pay1', reason: 'Cobro duplicado' },
        occurredAt: '2030-05-02T10:00:00.000Z',
      },
      recorded('pay2', 300),
      {
        type: 'PaymentVoided',
        data: { paymentId: 'pay2', reason: 'Error de captura' },
        occurredAt: '2030-05-03T10:00:00.000Z',
      },
    ];
    for (const replayed of [false, true]) {
      const given = spec.given(events, { replayed });
      await given.thenDocument('payments', 'pay1', {
        status: 'REFUNDED',
        refundedAt: '2030-05-02T10:00:00.000Z',
        refundReason: 'Cobro duplicado',
        updatedAt: '2030-05-02T10:00:00.000Z',
        isVoided: false,
      });
      await given.thenDocument('payments', 'pay2', {
        status: 'COMPLETED',
        isVoided: true,
        updatedAt: '2030-05-03T10:00:00.000Z',
      });
    }
  });

  it('keeps the names payments show and the memberships a payment by hand may be for', async () => {
    const given = spec.given([
      {
        type: 'UserRegistered',
        data: {
          userId: 'u1',
          role: 'CLIENT',
          name: 'Ana López',
          email: 'ana@boxstudio.mx',
          phone: null,
          branchId: 'b1',
          dateOfBirth: null,
          address: null,
          emergencyContact: null,
          emergencyPhone: null,
        },
      },
      { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { name: 'Ana Pérez' } } },
      { type: 'BranchCreated', data: { branchId: 'b1', name: 'Polanco' } },
      {
        type: 'PlanCreated',
        data: {
          planId: 'p1',
          name: 'Plus',
          description: null,
          price: 1099,
          duration: 30,
          maxClasses: null,
          features: [],
          branchId: 'b1',
        },
      },
      { type: 'PlanUpdated', data: { planId: 'p1', changes: { price: 999 } } },
      {
        type: 'MembershipSold',
        data: {
          membershipId: 'm1',
          userId: 'u1',
          membershipPlanId: 'p1',
          branchId: 'b1',
          startDate: '2030-05-01T06:00:00.000Z',
          endDate: '2030-05-31T06:00:00.000Z',
          price: 1099,
          type: null,
          status: 'ACTIVE',
          payment: { amount: 1099, method: 'CASH' },
        },
      },
      {
        type: 'MembershipPlanChanged',
        data: {
          membershipId: 'm1',
          membershipPlanId: 'p2',
          branchId: 'b2',
          price: 1500,
          startDate: '2030-05-10T06:00:00.000Z',
          endDate: '2030-06-09T06:00:00.000Z',
        },
      },
    ]);
    await given.thenDocument('payment_people', 'u1', { name: 'Ana Pérez', email: 'ana@boxstudio.mx' });
    await given.thenDocument('payment_branches', 'b1', { name: 'Polanco' });
    await given.thenDocument('payment_plans', 'p1', { name: 'Plus' });
    await given.thenDocument('payment_memberships', 'm1', {
      userId: 'u1',
      membershipPlanId: 'p2',
      branchId: 'b2',
      isDeleted: false,
    });
  });

  it("sorts by the client's and the concept's folded names, kept current by renames", async () => {
    const events: GivenEvent[] = [
      registered('u1', 'Ángela Núñez'),
      planCreated('p1', 'Mensual Básico'),
      recorded('pay1', 500),
      recorded('pay2', 80, { membershipPlanId: null, description: '  Guantes Éxito ' }),
      recorded('pay3', 60, { userId: 'u9', membershipPlanId: null, description: null }),
    ];
    const given = spec.given(events);
    await given.thenDocument('payments', 'pay1', { clientSort: 'angela nunez', conceptSort: 'mensual basico' });
    await given.thenDocument('payments', 'pay2', { clientSort: 'angela nunez', conceptSort: 'guantes exito' });
    // Someone the read model never named, and a payment that says what it was for neither way.
    await given.thenDocument('payments', 'pay3', { clientSort: '', conceptSort: '' });
    const renamed = spec.given([
      ...events,
      { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { name: 'Ángela Ortiz' } } },
      { type: 'PlanUpdated', data: { planId: 'p1', changes: { name: 'Plan Élite' } } },
    ]);
    await renamed.thenDocument('payments', 'pay1', { clientSort: 'angela ortiz', conceptSort: 'plan elite' });
    await renamed.thenDocument('payments', 'pay2', { clientSort: 'angela ortiz', conceptSort: 'guantes exito' });
  });
});
