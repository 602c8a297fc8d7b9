import { MembershipsAt } from './roster-memberships.js';

const JAN = { startDate: '2030-01-01T06:00:00.000Z', endDate: '2030-02-01T06:00:00.000Z' };
const FEB = { startDate: '2030-02-01T06:00:00.000Z', endDate: '2030-03-01T06:00:00.000Z' };
const MID_JAN = '2030-01-15T14:00:00.000Z';
const MID_FEB = '2030-02-15T14:00:00.000Z';
const MID_MAR = '2030-03-15T14:00:00.000Z';

describe("a roster's membership at an occurrence's start", () => {
  it('is the ACTIVE one covering it, with its end, frozen only while the freeze lasts', () => {
    const held = new MembershipsAt([
      { userId: 'ana', status: 'ACTIVE', ...FEB, frozenUntil: '2030-02-20T06:00:00.000Z' },
      { userId: 'ana', status: 'EXPIRED', ...JAN, frozenUntil: null },
    ]);
    expect(held.at('ana', MID_FEB)).toEqual({
      status: 'ACTIVE',
      endDate: FEB.endDate,
      frozenUntil: '2030-02-20T06:00:00.000Z',
    });
    expect(held.at('ana', '2030-02-25T14:00:00.000Z').frozenUntil).toBeNull();
    expect(held.at('ana', MID_JAN)).toEqual({ status: 'EXPIRED', endDate: JAN.endDate, frozenUntil: null });
  });

  it('is the latest one begun when none covers it: ended (even if not yet marked so) or cancelled', () => {
    const ended = new MembershipsAt([{ userId: 'ana', status: 'ACTIVE', ...FEB, frozenUntil: null }]);
    expect(ended.at('ana', MID_MAR)).toEqual({ status: 'EXPIRED', endDate: FEB.endDate, frozenUntil: null });
    const cancelled = new MembershipsAt([{ userId: 'ana', status: 'CANCELLED', ...FEB, frozenUntil: null }]);
    expect(cancelled.at('ana', MID_FEB)).toEqual({ status: 'CANCELLED', endDate: FEB.endDate, frozenUntil: null });
  });

  it('is NONE for someone who never held one, or whose only one has not begun', () => {
    const held = new MembershipsAt([{ userId: 'ana', status: 'ACTIVE', ...FEB, frozenUntil: null }]);
    expect(held.at('beto', MID_FEB)).toEqual({ status: 'NONE', endDate: null, frozenUntil: null });
    expect(held.at('ana', MID_JAN)).toEqual({ status: 'NONE', endDate: null, frozenUntil: null });
  });
});
