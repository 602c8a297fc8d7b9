import { specFor } from '../../../testing/given-when-then.js';
import { membershipAggregate } from './membership.aggregate.js';
import type { MembershipEvent, MembershipTerms } from './membership.events.js';

const terms: MembershipTerms = { userId: 'u1', membershipPlanId: 'p1', branchId: 'b1', startDate: '2031-01-01T18:00:00.000Z', endDate: '2031-01-31T18:00:00.000Z', price: 800, type: null };
const payment = { amount: 800, method: 'CASH' } as const;
const sold: MembershipEvent = { type: 'MembershipSold', data: { membershipId: 'm1', ...terms, status: 'ACTIVE', payment } };
const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: { membershipId: 'm1' } };
const expired: MembershipEvent = { type: 'MembershipExpired', data: { membershipId: 'm1', endDate: terms.endDate } };
const spec = specFor(membershipAggregate);

describe('membership decider', () => {
  it('sells once, at a price greater than 0, with its payment', () => {
    spec([]).when({ type: 'CreateMembership', membershipId: 'm1', terms, status: 'ACTIVE', payment }).then([sold]);
    spec([sold]).when({ type: 'CreateMembership', membershipId: 'm1', terms, status: 'ACTIVE', payment }).thenThrows('MEMBERSHIP.ALREADY_EXISTS');
    spec([]).when({ type: 'CreateMembership', membershipId: 'm1', terms: { ...terms, price: 0 }, status: 'ACTIVE', payment }).thenThrows('VALIDATION.MEMBERSHIP_PRICE');
  });

  it('renews to the end it is given, ACTIVE again, with the renewal paid; never a cancelled one', () => {
    const renewal = { type: 'RenewMembership', months: 1, endDate: '2031-02-28T18:00:00.000Z', payment: { amount: 800, method: 'CARD' } } as const;
    const renewed: MembershipEvent = { type: 'MembershipRenewed', data: { membershipId: 'm1', months: 1, endDate: '2031-02-28T18:00:00.000Z', userId: 'u1', membershipPlanId: 'p1', branchId: 'b1', payment: { amount: 800, method: 'CARD' } } };
    spec([sold]).when(renewal).then([renewed]);
    spec([sold, expired]).when(renewal).then([renewed]);
    spec([sold, cancelled]).when(renewal).thenThrows('MEMBERSHIP.CANCELLED_UNCHANGEABLE');
  });

  it('cancels once, keeping the record', () => {
    spec([sold]).when({ type: 'CancelMembership' }).then([cancelled]);
    spec([sold, cancelled]).when({ type: 'CancelMembership' }).thenThrows('MEMBERSHIP.ALREADY_CANCELLED');
    expect(membershipAggregate.toDto(membershipAggregate.evolve(membershipAggregate.evolve(membershipAggregate.initial, sold, { occurredAt: 'a', revision: 0 }), cancelled, { occurredAt: 'b', revision: 1 }))).toMatchObject({ id: 'm1', status: 'CANCELLED', cancelledAt: 'b' });
  });

  it('expires exactly once, only an ACTIVE membership whose end is the one that fell due', () => {
    spec([sold]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([expired]);
    spec([sold, expired]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([]);
    spec([sold, cancelled]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([]);
    // Renewed meanwhile: the old due time decides nothing.
    const renewed: MembershipEvent = { type: 'MembershipRenewed', data: { membershipId: 'm1', months: 1, endDate: '2031-02-28T18:00:00.000Z', userId: 'u1', membershipPlanId: 'p1', branchId: 'b1', payment } };
    spec([sold, renewed]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([]);
    spec([sold, renewed]).when({ type: 'ExpireMembership', dueAt: '2031-02-28T18:00:00.000Z' }).then([{ type: 'MembershipExpired', data: { membershipId: 'm1', endDate: '2031-02-28T18:00:00.000Z' } }]);
  });

  it('freezes only an ACTIVE membership not frozen already, pushing its end', () => {
    const freeze = { type: 'FreezeMembership', frozenUntil: '2031-01-15T18:00:00.000Z', endDate: '2031-02-14T18:00:00.000Z', at: '2031-01-05T18:00:00.000Z' } as const;
    const frozen: MembershipEvent = { type: 'MembershipFrozen', data: { membershipId: 'm1', frozenUntil: freeze.frozenUntil, endDate: freeze.endDate } };
    spec([sold]).when(freeze).then([frozen]);
    spec([sold, frozen]).when({ ...freeze, at: '2031-01-10T18:00:00.000Z' }).thenThrows('MEMBERSHIP.ALREADY_FROZEN');
    spec([sold, frozen]).when({ ...freeze, frozenUntil: '2031-01-25T18:00:00.000Z', at: '2031-01-20T18:00:00.000Z' }).then([{ type: 'MembershipFrozen', data: { membershipId: 'm1', frozenUntil: '2031-01-25T18:00:00.000Z', endDate: freeze.endDate } }]);
    spec([sold, expired]).when(freeze).thenThrows('MEMBERSHIP.NOT_ACTIVE');
  });

  it('changes to another plan only, and records only what an edit changes, the status apart', () => {
    const change = { type: 'ChangeMembershipPlan', membershipPlanId: 'p2', branchId: 'b1', price: 2100, startDate: '2031-01-10T18:00:00.000Z', endDate: '2031-04-10T18:00:00.000Z' } as const;
    spec([sold]).when(change).then([{ type: 'MembershipPlanChanged', data: { membershipId: 'm1', membershipPlanId: 'p2', branchId: 'b1', price: 2100, startDate: change.startDate, endDate: change.endDate } }]);
    spec([sold]).when({ ...change, membershipPlanId: 'p1' }).thenThrows('MEMBERSHIP.SAME_PLAN');
    spec([sold]).when({ type: 'UpdateMembership', changes: { price: 800, type: 'BASIC' }, status: 'ACTIVE' }).then([{ type: 'MembershipUpdated', data: { membershipId: 'm1', changes: { type: 'BASIC' } } }]);
    spec([sold]).when({ type: 'UpdateMembership', changes: {}, status: 'EXPIRED' }).then([{ type: 'MembershipStatusSet', data: { membershipId: 'm1', status: 'EXPIRED', endDate: terms.endDate } }]);
    spec([sold]).when({ type: 'UpdateMembership', changes: { price: -1 } }).thenThrows('VALIDATION.MEMBERSHIP_PRICE');
  });

  it('deletes, after which it is not found', () => {
    spec([sold]).when({ type: 'DeleteMembership' }).then([{ type: 'MembershipDeleted', data: { membershipId: 'm1' } }]);
    spec([sold, { type: 'MembershipDeleted', data: { membershipId: 'm1' } }]).when({ type: 'CancelMembership' }).thenThrows('MEMBERSHIP.NOT_FOUND');
  });
});
