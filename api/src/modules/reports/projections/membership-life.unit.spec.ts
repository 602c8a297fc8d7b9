import type { MembershipEvent } from '../../memberships/index.js';
import { dayChanges } from './membership-buckets.js';
import { lifeAfter, type DayMath, type MembershipLife } from './membership-life.js';

/** Days in UTC for these specs: the studio calendar's zone is the projection's concern. */
const math: DayMath = {
  dayOf: (instant) => instant.slice(0, 10),
  addDays: (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
};
const sold: MembershipEvent = {
  type: 'MembershipSold',
  data: {
    membershipId: 'm1',
    userId: 'u1',
    membershipPlanId: 'p1',
    branchId: 'b1',
    // 1 to 30 May: the end instant is exclusive.
    startDate: '2030-05-01T10:00:00.000Z',
    endDate: '2030-05-31T00:00:00.000Z',
    price: 800,
    type: null,
    status: 'ACTIVE',
    payment: { amount: 800, method: 'CASH' },
  },
};
const after = (events: readonly [MembershipEvent, string][]): MembershipLife | null =>
  events.reduce<MembershipLife | null>((life, [event, day]) => lifeAfter(life, event, day, math), null);
const span = (from: string, to: string, planId = 'p1') => ({ from, to, planId, branchId: 'b1' });

describe("a membership's life, as the memberships report folds it", () => {
  it('is active from its start day to the day before its end instant, sold on the day of the sale', () => {
    expect(after([[sold, '2030-04-28']])).toEqual({
      spans: [span('2030-05-01', '2030-05-30')],
      counts: [{ day: '2030-04-28', planId: 'p1', branchId: 'b1', counter: 'sold' }],
      open: true,
    });
  });

  it('extends its span by a renewal or a freeze, and starts a new one when renewed after lapsing', () => {
    const renewed = (endDate: string, startDate?: string): MembershipEvent => ({
      type: 'MembershipRenewed',
      data: {
        membershipId: 'm1',
        months: 1,
        endDate,
        ...(startDate === undefined ? {} : { startDate }),
        userId: 'u1',
        membershipPlanId: 'p1',
        branchId: 'b1',
        payment: { amount: 800, method: 'CASH' },
      },
    });
    const frozen: MembershipEvent = {
      type: 'MembershipFrozen',
      data: { membershipId: 'm1', frozenUntil: '2030-07-05T00:00:00.000Z', endDate: '2030-07-06T00:00:00.000Z' },
    };
    expect(
      after([
        [sold, '2030-05-01'],
        [renewed('2030-07-01T00:00:00.000Z'), '2030-05-20'],
        [frozen, '2030-06-01'],
      ])?.spans,
    ).toEqual([span('2030-05-01', '2030-07-05')]);
    const expired: MembershipEvent = {
      type: 'MembershipExpired',
      data: { membershipId: 'm1', endDate: '2030-05-31T00:00:00.000Z' },
    };
    const life = after([
      [sold, '2030-05-01'],
      [expired, '2030-05-31'],
      [renewed('2030-07-10T00:00:00.000Z', '2030-06-10T12:00:00.000Z'), '2030-06-10'],
    ]);
    expect(life?.spans).toEqual([span('2030-05-01', '2030-05-30'), span('2030-06-10', '2030-07-09')]);
    expect(life?.counts.map((change) => `${change.counter} ${change.day}`)).toEqual([
      'sold 2030-05-01',
      'expired 2030-05-31',
      'renewed 2030-06-10',
    ]);
    expect(life?.open).toBe(true);
  });

  it('splits at a plan change: the old plan up to the day before, the new one from that day', () => {
    const changed: MembershipEvent = {
      type: 'MembershipPlanChanged',
      data: {
        membershipId: 'm1',
        membershipPlanId: 'p2',
        branchId: 'b1',
        price: 2000,
        startDate: '2030-05-10T15:00:00.000Z',
        endDate: '2030-08-08T15:00:00.000Z',
      },
    };
    expect(
      after([
        [sold, '2030-05-01'],
        [changed, '2030-05-10'],
      ])?.spans,
    ).toEqual([span('2030-05-01', '2030-05-09'), span('2030-05-10', '2030-08-08', 'p2')]);
  });

  it('counts a cancelled membership active through the day it was cancelled, then closed; a deleted one never', () => {
    const cancelled: MembershipEvent = { type: 'MembershipCancelled', data: { membershipId: 'm1' } };
    const life = after([
      [sold, '2030-05-01'],
      [cancelled, '2030-05-12'],
    ]);
    expect(life).toMatchObject({ spans: [span('2030-05-01', '2030-05-12')], open: false });
    expect(lifeAfter(life, { type: 'MembershipDeleted', data: { membershipId: 'm1' } }, '2030-05-13', math)).toBeNull();
  });

  it('moves the day documents by the difference of two lives: +1 start, +1 stop the day after the last day', () => {
    const before = after([[sold, '2030-05-01']]);
    const cancelled = lifeAfter(
      before,
      { type: 'MembershipCancelled', data: { membershipId: 'm1' } },
      '2030-05-12',
      math,
    );
    const figures = (changes: ReturnType<typeof dayChanges>) =>
      Object.fromEntries(
        changes.map(({ key, figures: f }) => [
          key.day,
          Object.fromEntries(Object.entries(f).filter(([, value]) => value !== 0)),
        ]),
      );
    expect(figures(dayChanges(null, before, math))).toEqual({
      '2030-05-01': { starts: 1, sold: 1 },
      '2030-05-31': { stops: 1 },
    });
    expect(figures(dayChanges(before, cancelled, math))).toEqual({
      '2030-05-13': { stops: 1 },
      '2030-05-12': { cancelled: 1 },
      '2030-05-31': { stops: -1 },
    });
    expect(figures(dayChanges(cancelled, null, math))).toEqual({
      '2030-05-01': { starts: -1, sold: -1 },
      '2030-05-12': { cancelled: -1 },
      '2030-05-13': { stops: -1 },
    });
  });
});
