import { StudioCalendar } from '../../../platform/time/studio-calendar.js';
import { specFor } from '../../../testing/given-when-then.js';
import { membershipAggregate, type MembershipCommand, type PlanFacts } from './membership.aggregate.js';
import type { MembershipEvent, MembershipTerms } from './membership.events.js';

// Mexico City keeps UTC-6 all year: a studio day starts at 06:00Z.
const calendar = new StudioCalendar('America/Mexico_City').math;
const at = (now: string) => ({ now, calendar });
const monthly: PlanFacts = { id: 'p1', branchId: 'b1', price: 800, duration: 30 };
const quarterly: PlanFacts = { id: 'p2', branchId: 'b1', price: 2100, duration: 90 };
const terms: MembershipTerms = {
  userId: 'u1',
  membershipPlanId: 'p1',
  branchId: 'b1',
  startDate: '2031-01-01T06:00:00.000Z',
  endDate: '2031-01-31T06:00:00.000Z',
  price: 800,
  type: null,
};
const sold: MembershipEvent = {
  type: 'MembershipSold',
  data: { membershipId: 'm1', ...terms, status: 'ACTIVE', payment: { amount: 800, method: 'CASH' } },
};
const sale = (
  overrides: Partial<Extract<MembershipCommand, { type: 'CreateMembership' }>> = {},
): MembershipCommand => ({
  type: 'CreateMembership',
  membershipId: 'm1',
  userId: 'u1',
  plan: monthly,
  startDate: terms.startDate,
  price: 800,
  membershipType: null,
  status: 'ACTIVE',
  method: 'CASH',
  ...at('2030-12-20T18:00:00.000Z'),
  ...overrides,
});
const renewedEvent = (
  endDate: string,
  amount = 800,
  extra: { startDate?: string } = {},
  months = 1,
): MembershipEvent => ({
  type: 'MembershipRenewed',
  data: {
    membershipId: 'm1',
    months,
    endDate,
    ...extra,
    userId: 'u1',
    membershipPlanId: 'p1',
    branchId: 'b1',
    payment: { amount, method: 'CASH' },
  },
});
const renew = (months: number, now = '2031-01-10T18:00:00.000Z'): MembershipCommand => ({
  type: 'RenewMembership',
  months,
  method: 'CASH',
  ...at(now),
});
const freeze = (freezeUntil: string, now = '2031-01-05T18:00:00.000Z'): MembershipCommand => ({
  type: 'FreezeMembership',
  freezeUntil,
  ...at(now),
});
const changePlan = (plan: PlanFacts, now = '2031-01-11T06:00:00.000Z'): MembershipCommand => ({
  type: 'ChangeMembershipPlan',
  plan,
  method: 'CARD',
  ...at(now),
});
const planChanged = (
  plan: PlanFacts,
  now: string,
  endDate: string,
  credit: number,
  settlement: { amount: number; refund: boolean } | null,
): MembershipEvent => ({
  type: 'MembershipPlanChanged',
  data: {
    membershipId: 'm1',
    membershipPlanId: plan.id,
    branchId: plan.branchId,
    price: plan.price,
    startDate: now,
    endDate,
    userId: 'u1',
    credit,
    settlement: settlement && { ...settlement, method: 'CARD' },
  },
});
const renewedOnce = renewedEvent('2031-02-28T06:00:00.000Z');
const frozen: MembershipEvent = {
  type: 'MembershipFrozen',
  data: { membershipId: 'm1', frozenUntil: '2031-01-15T06:00:00.000Z', endDate: '2031-02-10T06:00:00.000Z' },
};
const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: { membershipId: 'm1' } };
const cancel = { type: 'CancelMembership', now: '2031-01-08T18:00:00.000Z' } as const;
const expired: MembershipEvent = { type: 'MembershipExpired', data: { membershipId: 'm1', endDate: terms.endDate } };
const spec = specFor(membershipAggregate);

describe('membership decider', () => {
  describe('a sale', () => {
    it('is ACTIVE, ends the plan’s days after its start, and is paid its price', () => {
      spec([]).when(sale()).then([sold]);
    });

    it('is refused with any status but ACTIVE', () => {
      spec([])
        .when(sale({ status: 'EXPIRED' }))
        .thenThrows('VALIDATION.MEMBERSHIP_SALE_STATUS');
    });

    it('is refused at a price of 0', () => {
      spec([])
        .when(sale({ price: 0 }))
        .thenThrows('VALIDATION.MEMBERSHIP_PRICE');
    });

    it('is refused at a price over 1,000,000', () => {
      spec([])
        .when(sale({ price: 1_000_000.01 }))
        .thenThrows('MEMBERSHIP.PAYMENT_OUT_OF_RANGE');
    });

    it('happens once', () => {
      spec([sold]).when(sale()).thenThrows('MEMBERSHIP.ALREADY_EXISTS');
    });
  });

  describe('renewing an ACTIVE membership', () => {
    it('moves the end one calendar month from the current end, paid at the plan’s monthly rate', () => {
      spec([sold]).when(renew(1)).then([renewedOnce]);
    });

    it('moves the end three months for three months, paid three times', () => {
      spec([sold])
        .when(renew(3))
        .then([renewedEvent('2031-04-30T06:00:00.000Z', 2400, {}, 3)]);
    });

    it('counts from the end another renewal left, so renewals add up', () => {
      spec([sold, renewedOnce])
        .when(renew(1))
        .then([renewedEvent('2031-03-28T06:00:00.000Z')]);
    });

    it('counts from the end a freeze pushed', () => {
      spec([sold, frozen])
        .when(renew(1))
        .then([renewedEvent('2031-03-10T06:00:00.000Z')]);
    });

    it('starts a new term from now once the end has passed', () => {
      spec([sold])
        .when(renew(1, '2031-03-10T18:00:00.000Z'))
        .then([renewedEvent('2031-04-10T18:00:00.000Z', 800, { startDate: '2031-03-10T18:00:00.000Z' })]);
    });

    it('is refused when its payment would round to nothing', () => {
      const cheap: MembershipEvent = {
        type: 'MembershipSold',
        data: { ...sold.data, price: 0.01, endDate: '2032-01-01T06:00:00.000Z' },
      } as MembershipEvent;
      spec([cheap]).when(renew(1)).thenThrows('MEMBERSHIP.PAYMENT_OUT_OF_RANGE');
    });

    it('is refused when its payment would pass 1,000,000', () => {
      const dear: MembershipEvent = {
        type: 'MembershipSold',
        data: { ...sold.data, price: 1_000_000, endDate: '2031-01-02T06:00:00.000Z' },
      } as MembershipEvent;
      spec([dear]).when(renew(12)).thenThrows('MEMBERSHIP.PAYMENT_OUT_OF_RANGE');
    });
  });

  describe('renewing an EXPIRED or CANCELLED membership', () => {
    it('makes an expired one ACTIVE again for a new term from now', () => {
      spec([sold, expired])
        .when(renew(1, '2031-02-03T18:00:00.000Z'))
        .then([renewedEvent('2031-03-03T18:00:00.000Z', 800, { startDate: '2031-02-03T18:00:00.000Z' })]);
    });

    it('is refused for a cancelled one', () => {
      spec([sold, cancelled]).when(renew(1)).thenThrows('MEMBERSHIP.CANCELLED_UNCHANGEABLE');
    });
  });

  describe('freezing', () => {
    it('pushes the end of an ACTIVE membership by the studio days frozen', () => {
      spec([sold]).when(freeze('2031-01-15T06:00:00.000Z')).then([frozen]);
    });

    it('pushes the end a renewal left', () => {
      spec([sold, renewedOnce])
        .when(freeze('2031-01-15T06:00:00.000Z'))
        .then([{ ...frozen, data: { ...frozen.data, endDate: '2031-03-10T06:00:00.000Z' } } as MembershipEvent]);
    });

    it('is refused for a day not in the future', () => {
      spec([sold]).when(freeze('2031-01-05T06:00:00.000Z')).thenThrows('VALIDATION.FREEZE_FUTURE');
    });

    it('is refused more than 90 days ahead', () => {
      spec([sold]).when(freeze('2031-04-10T06:00:00.000Z')).thenThrows('VALIDATION.FREEZE_TOO_LONG');
    });

    it('is refused while a freeze is running', () => {
      spec([sold, frozen])
        .when(freeze('2031-01-20T06:00:00.000Z', '2031-01-10T18:00:00.000Z'))
        .thenThrows('MEMBERSHIP.ALREADY_FROZEN');
    });

    it('is allowed again once the freeze is over', () => {
      spec([sold, frozen])
        .when(freeze('2031-01-25T06:00:00.000Z', '2031-01-20T18:00:00.000Z'))
        .then([
          {
            ...frozen,
            data: { membershipId: 'm1', frozenUntil: '2031-01-25T06:00:00.000Z', endDate: '2031-02-15T06:00:00.000Z' },
          } as MembershipEvent,
        ]);
    });

    it('is refused once the end has passed, even before the expiry is recorded', () => {
      spec([sold]).when(freeze('2031-02-10T06:00:00.000Z', '2031-02-01T18:00:00.000Z')).thenThrows('MEMBERSHIP.ENDED');
    });

    it('is refused for an expired membership', () => {
      spec([sold, expired]).when(freeze('2031-02-10T06:00:00.000Z')).thenThrows('MEMBERSHIP.NOT_ACTIVE');
    });

    it('is refused for a cancelled membership', () => {
      spec([sold, cancelled]).when(freeze('2031-01-15T06:00:00.000Z')).thenThrows('MEMBERSHIP.CANCELLED_UNCHANGEABLE');
    });
  });

  describe('changing plan', () => {
    it('starts a new term now at the new price, crediting the unused part of the current one', () => {
      // 10 of 30 days used: 20/30 of 800 credited; 2100 − 533.33 paid.
      spec([sold])
        .when(changePlan(quarterly))
        .then([
          planChanged(quarterly, '2031-01-11T06:00:00.000Z', '2031-04-11T06:00:00.000Z', 533.33, {
            amount: 1566.67,
            refund: false,
          }),
        ]);
    });

    it('refunds the difference when the credit is worth more than the new plan', () => {
      const cheap = { ...quarterly, id: 'p3', price: 300, duration: 30 };
      spec([sold])
        .when(changePlan(cheap))
        .then([
          planChanged(cheap, '2031-01-11T06:00:00.000Z', '2031-02-10T06:00:00.000Z', 533.33, {
            amount: 233.33,
            refund: true,
          }),
        ]);
    });

    it('credits what renewals paid for the days they added', () => {
      // 1,600 paid for 1 Jan to 28 Feb (58 days); 48 left.
      spec([sold, renewedOnce])
        .when(changePlan(quarterly))
        .then([
          planChanged(quarterly, '2031-01-11T06:00:00.000Z', '2031-04-11T06:00:00.000Z', 1324.14, {
            amount: 775.86,
            refund: false,
          }),
        ]);
    });

    it('credits nothing for an expired membership, which pays the whole price', () => {
      spec([sold, expired])
        .when(changePlan(quarterly, '2031-02-05T06:00:00.000Z'))
        .then([
          planChanged(quarterly, '2031-02-05T06:00:00.000Z', '2031-05-06T06:00:00.000Z', 0, {
            amount: 2100,
            refund: false,
          }),
        ]);
    });

    it('records no payment when the credit equals the new price', () => {
      const same = { ...quarterly, id: 'p4', price: 800, duration: 30 };
      spec([sold])
        .when(changePlan(same, '2030-12-31T06:00:00.000Z'))
        .then([planChanged(same, '2030-12-31T06:00:00.000Z', '2031-01-30T06:00:00.000Z', 800, null)]);
    });

    it('is refused to the plan it already has', () => {
      spec([sold]).when(changePlan(monthly)).thenThrows('MEMBERSHIP.SAME_PLAN');
    });

    it('is refused when the difference would pass 1,000,000', () => {
      spec([sold])
        .when(changePlan({ ...quarterly, price: 1_000_600 }))
        .thenThrows('MEMBERSHIP.PAYMENT_OUT_OF_RANGE');
    });

    it('is refused for a cancelled membership', () => {
      spec([sold, cancelled]).when(changePlan(quarterly)).thenThrows('MEMBERSHIP.CANCELLED_UNCHANGEABLE');
    });
  });

  describe('editing', () => {
    it('moves the end by the same offset as the start, keeping renewed months', () => {
      spec([sold, renewedOnce])
        .when({
          type: 'UpdateMembership',
          changes: { startDate: '2031-01-06T06:00:00.000Z' },
          ...at('2031-01-02T18:00:00.000Z'),
        })
        .then([
          {
            type: 'MembershipUpdated',
            data: {
              membershipId: 'm1',
              changes: { startDate: '2031-01-06T06:00:00.000Z', endDate: '2031-03-05T06:00:00.000Z' },
            },
          },
        ]);
    });

    it('records only what changes', () => {
      spec([sold])
        .when({
          type: 'UpdateMembership',
          changes: { price: 800, type: 'BASIC' },
          status: 'ACTIVE',
          ...at('2031-01-02T18:00:00.000Z'),
        })
        .then([{ type: 'MembershipUpdated', data: { membershipId: 'm1', changes: { type: 'BASIC' } } }]);
    });

    it('sets the status directly', () => {
      spec([sold])
        .when({ type: 'UpdateMembership', changes: {}, status: 'EXPIRED', ...at('2031-01-02T18:00:00.000Z') })
        .then([
          { type: 'MembershipStatusSet', data: { membershipId: 'm1', status: 'EXPIRED', endDate: terms.endDate } },
        ]);
    });

    it('refuses a price of 0 or less', () => {
      spec([sold])
        .when({ type: 'UpdateMembership', changes: { price: -1 }, ...at('2031-01-02T18:00:00.000Z') })
        .thenThrows('VALIDATION.MEMBERSHIP_PRICE');
    });
  });

  describe('cancelling', () => {
    it('happens once, keeping the record', () => {
      spec([sold]).when(cancel).then([cancelled]);
      spec([sold, cancelled]).when(cancel).thenThrows('MEMBERSHIP.ALREADY_CANCELLED');
    });

    it('ends a running freeze', () => {
      spec([sold, frozen])
        .when(cancel)
        .then([{ type: 'MembershipCancelled', data: { membershipId: 'm1', freezeEndedAt: cancel.now } }]);
    });

    it('leaves a freeze that is over as it was', () => {
      spec([sold, frozen])
        .when({ ...cancel, now: '2031-01-20T18:00:00.000Z' })
        .then([cancelled]);
    });
  });

  describe('expiring', () => {
    it('records the expiry of an ACTIVE membership whose end fell due, once', () => {
      spec([sold]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([expired]);
      spec([sold, expired]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([]);
      spec([sold, cancelled]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([]);
    });

    it('decides nothing on an end a renewal has moved', () => {
      spec([sold, renewedOnce]).when({ type: 'ExpireMembership', dueAt: terms.endDate }).then([]);
      spec([sold, renewedOnce])
        .when({ type: 'ExpireMembership', dueAt: '2031-02-28T06:00:00.000Z' })
        .then([{ type: 'MembershipExpired', data: { membershipId: 'm1', endDate: '2031-02-28T06:00:00.000Z' } }]);
    });
  });

  describe('deleting', () => {
    it('leaves nothing to find', () => {
      spec([sold])
        .when({ type: 'DeleteMembership' })
        .then([{ type: 'MembershipDeleted', data: { membershipId: 'm1' } }]);
      spec([sold, { type: 'MembershipDeleted', data: { membershipId: 'm1' } }])
        .when(cancel)
        .thenThrows('MEMBERSHIP.NOT_FOUND');
    });
  });
});
