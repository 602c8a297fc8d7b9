import { projectionSpecFor, type GivenEvent } from '../../../testing/projection-test.js';
import { membershipsProjection } from './memberships.projection.js';

const person: GivenEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    role: 'CLIENT',
    name: 'Ána López',
    email: 'ana@boxstudio.mx',
    phone: null,
    branchId: 'b1',
    dateOfBirth: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
  },
};
const plan = (planId: string, name: string): GivenEvent => ({
  type: 'PlanCreated',
  data: { planId, name, description: null, price: 800, duration: 30, maxClasses: null, features: [], branchId: 'b1' },
});
const sold: GivenEvent = {
  type: 'MembershipSold',
  data: {
    membershipId: 'm1',
    userId: 'u1',
    membershipPlanId: 'p1',
    branchId: 'b1',
    startDate: '2031-01-01T18:00:00.000Z',
    endDate: '2031-01-31T18:00:00.000Z',
    price: 800,
    type: null,
    status: 'ACTIVE',
    payment: { amount: 800, method: 'CASH' },
  },
  occurredAt: '2031-01-01T18:00:00.000Z',
};
const spec = projectionSpecFor(membershipsProjection);

describe('memberships projection', () => {
  it('keeps a sale with the folded names the list sorts by', async () => {
    await spec.given([person, plan('p1', 'Mensual'), sold]).thenDocument('memberships', 'm1', {
      userId: 'u1',
      status: 'ACTIVE',
      endDate: '2031-01-31T18:00:00.000Z',
      userSort: 'ana lopez',
      planSort: 'mensual',
      createdAt: '2031-01-01T18:00:00.000Z',
      createdSeq: 3,
      cancelledAt: null,
      isDeleted: false,
    });
  });

  it('follows renewals, plan changes, freezes, expiry, cancellation and deletion, the same when replayed', async () => {
    const events: GivenEvent[] = [
      person,
      plan('p1', 'Mensual'),
      plan('p2', 'Trimestral'),
      sold,
      { type: 'MembershipExpired', data: { membershipId: 'm1', endDate: '2031-01-31T18:00:00.000Z' } },
      {
        type: 'MembershipRenewed',
        data: {
          membershipId: 'm1',
          months: 1,
          endDate: '2031-02-28T18:00:00.000Z',
          userId: 'u1',
          membershipPlanId: 'p1',
          branchId: 'b1',
          payment: { amount: 800, method: 'CASH' },
        },
      },
      {
        type: 'MembershipPlanChanged',
        data: {
          membershipId: 'm1',
          membershipPlanId: 'p2',
          branchId: 'b1',
          price: 2100,
          startDate: '2031-02-10T18:00:00.000Z',
          endDate: '2031-05-11T18:00:00.000Z',
        },
      },
      {
        type: 'MembershipFrozen',
        data: { membershipId: 'm1', frozenUntil: '2031-02-20T18:00:00.000Z', endDate: '2031-05-21T18:00:00.000Z' },
      },
      { type: 'MembershipCancelled', data: { membershipId: 'm1' }, occurredAt: '2031-03-01T18:00:00.000Z' },
    ];
    for (const replayed of [false, true]) {
      await spec.given(events, { replayed }).thenDocument('memberships', 'm1', {
        status: 'CANCELLED',
        membershipPlanId: 'p2',
        planSort: 'trimestral',
        price: 2100,
        startDate: '2031-02-10T18:00:00.000Z',
        endDate: '2031-05-21T18:00:00.000Z',
        frozenUntil: '2031-02-20T18:00:00.000Z',
        cancelledAt: '2031-03-01T18:00:00.000Z',
      });
    }
    await spec
      .given([...events, { type: 'MembershipDeleted', data: { membershipId: 'm1' } }])
      .thenDocument('memberships', 'm1', { isDeleted: true });
  });

  it("keeps the buyer's and the plan's names current", async () => {
    await spec
      .given([
        person,
        plan('p1', 'Mensual'),
        sold,
        { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { name: 'Ana Pérez' } } },
        { type: 'PlanUpdated', data: { planId: 'p1', changes: { name: 'Mensual Plus', price: 900 } } },
      ])
      .thenDocument('memberships', 'm1', { userSort: 'ana perez', planSort: 'mensual plus' });
  });
});
