import { createdId } from '../../../platform/aggregates/event-ids.js';
import { causedCommandOf } from '../../../testing/caused-command-of.js';
import type { RecordedEvent } from '../../../platform/event-log/event-log.port.js';
import { paymentForMembership } from './payment-for-membership.js';

const terms = { userId: 'u1', membershipPlanId: 'p1', branchId: 'b1' };
const membershipEvent = (id: string, type: string, data: Record<string, unknown>): RecordedEvent => ({
  id,
  streamId: 'membership-m1',
  revision: 0,
  position: 7,
  checkpoint: '7',
  type,
  data,
  metadata: {
    userId: 'admin',
    correlationId: 'corr-1',
    causationId: 'cmd-1',
    commandType: 'SellMembership',
    occurredAt: '2030-05-06T15:00:00.000Z',
  },
  recordedAt: new Date('2030-05-06T15:00:00.000Z'),
});
const sold = membershipEvent('e-sold', 'MembershipSold', {
  membershipId: 'm1',
  ...terms,
  startDate: '2030-05-06T06:00:00.000Z',
  endDate: '2030-06-05T06:00:00.000Z',
  price: 1099,
  type: null,
  status: 'ACTIVE',
  payment: { amount: 1099, method: 'CARD' },
});
const renewed = membershipEvent('e-renewed', 'MembershipRenewed', {
  membershipId: 'm1',
  ...terms,
  months: 3,
  endDate: '2030-09-05T06:00:00.000Z',
  payment: { amount: 2999.99, method: 'CASH' },
});

const commandOf = (event: RecordedEvent) => causedCommandOf(paymentForMembership, event);

describe('payment-for-membership reaction', () => {
  it('records a sale as a COMPLETED payment of the sale, paid when sold, on a stream named by the sale', async () => {
    const paymentId = createdId('e-sold', 'payment');
    expect(await commandOf(sold)).toEqual({
      streamId: `payment-${paymentId}`,
      id: paymentId,
      command: {
        type: 'RecordPayment',
        paymentId,
        details: {
          userId: 'u1',
          membershipId: 'm1',
          membershipPlanId: 'p1',
          branchId: 'b1',
          amount: 1099,
          currency: 'MXN',
          method: 'CARD',
          status: 'COMPLETED',
          source: 'SALE',
          description: null,
          paidAt: '2030-05-06T15:00:00.000Z',
        },
        at: '2030-05-06T15:00:00.000Z',
      },
    });
  });

  it('records a renewal with its own amount and method, source RENEWAL', async () => {
    const { id, command } = await commandOf(renewed);
    expect(id).toBe(createdId('e-renewed', 'payment'));
    expect(command).toMatchObject({
      details: {
        amount: 2999.99,
        method: 'CASH',
        source: 'RENEWAL',
        membershipId: 'm1',
        membershipPlanId: 'p1',
        status: 'COMPLETED',
      },
    });
  });

  const planChanged = (settlement: unknown) =>
    membershipEvent('e-changed', 'MembershipPlanChanged', {
      membershipId: 'm1',
      membershipPlanId: 'p2',
      branchId: 'b1',
      price: 300,
      startDate: '2030-05-16T06:00:00.000Z',
      endDate: '2030-06-15T06:00:00.000Z',
      userId: 'u1',
      credit: 533.33,
      settlement,
    });

  it('records what a plan change leaves to pay as a charge of the new plan, source PLAN_CHANGE', async () => {
    const { command } = await commandOf(planChanged({ amount: 1566.67, refund: false, method: 'CARD' }));
    expect(command).toMatchObject({
      details: { amount: 1566.67, method: 'CARD', source: 'PLAN_CHANGE', membershipPlanId: 'p2', status: 'COMPLETED' },
    });
    expect((command as { details: object }).details).not.toHaveProperty('kind');
  });

  it('records a plan change’s credit beyond the new price as a refund to the client', async () => {
    const { command } = await commandOf(planChanged({ amount: 233.33, refund: true, method: 'CASH' }));
    expect(command).toMatchObject({
      details: { amount: 233.33, kind: 'REFUND', source: 'PLAN_CHANGE', status: 'COMPLETED' },
    });
  });

  it('records nothing for a plan change that settled nothing, or one recorded before plan changes settled', () => {
    expect(paymentForMembership.react(planChanged(null))).toEqual([]);
    expect(
      paymentForMembership.react(
        membershipEvent('e-old', 'MembershipPlanChanged', {
          membershipId: 'm1',
          membershipPlanId: 'p2',
          branchId: 'b1',
          price: 300,
          startDate: 'x',
          endDate: 'y',
        }),
      ),
    ).toEqual([]);
  });

  it('causes the same command when the event is replayed, and nothing for other membership events', async () => {
    expect(await commandOf(sold)).toEqual(await commandOf(sold));
    expect(
      paymentForMembership.react(membershipEvent('e-cancel', 'MembershipCancelled', { membershipId: 'm1' })),
    ).toEqual([]);
    expect(paymentForMembership.eventTypes).toEqual(['MembershipSold', 'MembershipRenewed', 'MembershipPlanChanged']);
  });
});
