import type { MembershipDto } from '@boxstudio/contracts';
import { currentMembership, frozenUntil } from './membership-period';

// Noon on 15 March 2026 in Mexico City.
const NOW = new Date('2026-03-15T18:00:00.000Z');

function aMembership(
  id: string,
  status: MembershipDto['status'],
  startDate: string,
  endDate: string,
  overrides: Partial<MembershipDto> = {},
): MembershipDto {
  return {
    ...{
      id,
      userId: 'u-1',
      membershipPlanId: 'p-1',
      branchId: 'b-1',
      startDate,
      endDate,
      price: 800,
      status,
      type: null,
      frozenUntil: null,
    },
    ...{ user: null, membershipPlan: null, createdAt: startDate, updatedAt: startDate, cancelledAt: null },
    ...overrides,
  };
}

describe('currentMembership', () => {
  it('is the active one covering today, the latest end among several', () => {
    const short = aMembership('a', 'ACTIVE', '2026-03-01T06:00:00.000Z', '2026-03-31T06:00:00.000Z');
    const long = aMembership('b', 'ACTIVE', '2026-02-01T06:00:00.000Z', '2026-05-01T06:00:00.000Z');
    expect(currentMembership([short, long], NOW)).toEqual({ membership: long, upcoming: false });
  });

  it('is in force until its end instant, as the API’s has-active says', () => {
    const endsTonight = aMembership('a', 'ACTIVE', '2026-02-15T06:00:00.000Z', '2026-03-16T05:59:00.000Z');
    expect(currentMembership([endsTonight], NOW)?.upcoming).toBe(false);
    const endedThisMorning = aMembership('b', 'ACTIVE', '2026-02-15T06:00:00.000Z', '2026-03-15T15:00:00.000Z');
    expect(currentMembership([endedThisMorning], NOW)).toBeNull();
  });

  it('is an active one sold ahead when none runs today, and none when all are over or cancelled', () => {
    const later = aMembership('c', 'ACTIVE', '2026-04-01T06:00:00.000Z', '2026-05-01T06:00:00.000Z');
    const expired = aMembership('d', 'EXPIRED', '2026-01-01T06:00:00.000Z', '2026-02-01T06:00:00.000Z');
    const cancelled = aMembership('e', 'CANCELLED', '2026-03-01T06:00:00.000Z', '2026-04-01T06:00:00.000Z');
    expect(currentMembership([later, expired, cancelled], NOW)).toEqual({ membership: later, upcoming: true });
    expect(currentMembership([expired, cancelled], NOW)).toBeNull();
  });
});

describe('frozenUntil', () => {
  it('is the freeze’s day while it lasts, and nothing once it has passed', () => {
    const membership = aMembership('a', 'ACTIVE', '2026-03-01T06:00:00.000Z', '2026-04-20T06:00:00.000Z');
    expect(frozenUntil({ ...membership, frozenUntil: '2026-03-29T06:00:00.000Z' }, NOW)).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    expect(frozenUntil({ ...membership, frozenUntil: '2026-03-10T06:00:00.000Z' }, NOW)).toBeNull();
    expect(frozenUntil(membership, NOW)).toBeNull();
  });
});
