import { commandsFor, freezeProblem, renewalAmount } from './membership-commands';
import { endAfterDays, frozenEnd, renewedEnd, studioDayStart, typedStudioDay } from './membership-dates';
import {
  derivedTerms,
  emptyMembershipForm,
  toCreateRequest,
  toUpdateRequest,
  validateMembershipForm,
} from './membership-form';
import { formatMoney } from './membership-list';
import { ACTIVE, ANUAL, BASICO } from './testing/fake-api';

const PLANS = [BASICO, ANUAL];

describe('membership form', () => {
  it('starts a sale today, ACTIVE and paid in cash', () => {
    expect(emptyMembershipForm('2026-03-10')).toEqual({
      userId: '',
      membershipPlanId: '',
      startDate: '10/03/2026',
      endDate: '',
      price: '',
      status: 'ACTIVE',
      paymentMethod: 'CASH',
    });
  });

  it("derives a sale's end (start + the plan's days on the studio calendar) and its price from the plan", () => {
    expect(derivedTerms({ membershipPlanId: BASICO.id, startDate: '01/03/2026' }, PLANS)).toEqual({
      endDate: '31/03/2026',
      price: '799',
    });
    expect(derivedTerms({ membershipPlanId: ANUAL.id, startDate: '01/03/2026' }, PLANS)).toEqual({
      endDate: '01/03/2027',
      price: '14990',
    });
    // The price shows as soon as the plan is chosen; the end waits for a whole start.
    expect(derivedTerms({ membershipPlanId: BASICO.id, startDate: '01/03/20' }, PLANS)).toEqual({
      endDate: '',
      price: '799',
    });
    expect(derivedTerms({ membershipPlanId: '', startDate: '01/03/2026' }, PLANS)).toEqual({ endDate: '', price: '' });
  });

  it("keeps an edit's end (renewals move it) until a new start, then the plan's days after it; price as sold", () => {
    const renewed = { ...ACTIVE, endDate: '2026-05-31T06:00:00.000Z', price: 650 };
    expect(derivedTerms({ membershipPlanId: BASICO.id, startDate: '01/03/2026' }, PLANS, renewed)).toEqual({
      endDate: '31/05/2026',
      price: '650',
    });
    expect(derivedTerms({ membershipPlanId: BASICO.id, startDate: '03/03/2026' }, PLANS, renewed)).toEqual({
      endDate: '02/04/2026',
      price: '650',
    });
  });

  it("checks spec §5's rules: every field required, a real start, a price greater than 0", () => {
    const valid = {
      userId: 'u-1',
      membershipPlanId: BASICO.id,
      startDate: '01/03/2026',
      endDate: '31/03/2026',
      price: '799',
      status: 'ACTIVE',
      paymentMethod: 'CASH',
    } as const;
    expect(validateMembershipForm(valid)).toEqual({});
    expect(validateMembershipForm(emptyMembershipForm('2026-03-01'))).toEqual({
      userId: 'required',
      membershipPlanId: 'required',
    });
    expect(validateMembershipForm({ ...valid, endDate: '' })).toEqual({ endDate: 'required' });
    expect(validateMembershipForm({ ...valid, price: '' })).toEqual({ price: 'required' });
    expect(validateMembershipForm({ ...valid, price: '0' }).price).toMatchObject({
      key: 'VALIDATION.MEMBERSHIP_PRICE',
    });
    expect(validateMembershipForm({ ...valid, startDate: '31/02/2026' }).startDate).toEqual({
      key: 'VALIDATION.DATE',
      params: {},
    });
  });

  it("sends a sale's start as the instant its studio day starts, with the plan's price and the payment method", () => {
    const values = {
      userId: 'u-1',
      membershipPlanId: BASICO.id,
      startDate: '01/03/2026',
      endDate: '31/03/2026',
      price: '799',
      status: 'ACTIVE',
      paymentMethod: 'CARD',
    } as const;
    expect(toCreateRequest(values)).toEqual({
      userId: 'u-1',
      membershipPlanId: BASICO.id,
      startDate: '2026-03-01T06:00:00.000Z',
      price: 799,
      status: 'ACTIVE',
      paymentMethod: 'CARD',
    });
  });

  it('sends an edit its status, and its start only when the day moved', () => {
    // A start at 14:20 (a plan changed then) stays where it is when only the status is edited.
    const changed = { ...ACTIVE, startDate: '2026-03-04T20:20:00.000Z' };
    const values = {
      userId: ACTIVE.userId,
      membershipPlanId: BASICO.id,
      startDate: '04/03/2026',
      endDate: '03/04/2026',
      price: '799',
      status: 'EXPIRED',
      paymentMethod: 'CASH',
    } as const;
    expect(toUpdateRequest(values, changed)).toEqual({ status: 'EXPIRED' });
    expect(toUpdateRequest({ ...values, startDate: '05/03/2026' }, changed)).toEqual({
      startDate: '2026-03-05T06:00:00.000Z',
      status: 'EXPIRED',
    });
  });
});

describe('membership dates', () => {
  it('reads and writes studio days whatever the browser clock', () => {
    expect(studioDayStart('01/12/2026')).toBe('2026-12-01T06:00:00.000Z');
    expect(studioDayStart('1/12/2026')).toBeNull();
    // 01:30 UTC on 1 December is still 30 November in Mexico City.
    expect(typedStudioDay('2026-12-01T01:30:00.000Z')).toBe('30/11/2026');
    expect(endAfterDays('2026-12-01T06:00:00.000Z', 30)).toBe('2026-12-31T06:00:00.000Z');
  });

  it('renews by calendar months from the end, or from now once it has passed', () => {
    const now = new Date('2026-03-10T18:00:00.000Z');
    expect(renewedEnd('2026-03-31T06:00:00.000Z', 1, now)).toBe('2026-04-30T06:00:00.000Z');
    expect(renewedEnd('2026-01-31T06:00:00.000Z', 3, now)).toBe('2026-06-10T18:00:00.000Z');
    expect(renewedEnd('2026-01-31T06:00:00.000Z', 1, new Date('2026-01-20T18:00:00.000Z'))).toBe(
      '2026-02-28T06:00:00.000Z',
    );
  });

  it('pushes the end by the studio days frozen', () => {
    expect(
      frozenEnd('2026-03-31T06:00:00.000Z', '2026-03-20T06:00:00.000Z', new Date('2026-03-10T18:00:00.000Z')),
    ).toBe('2026-04-10T06:00:00.000Z');
  });

  it('shows money with a $ and cents only when there are some', () => {
    expect(formatMoney(1099, 'es')).toBe('$1,099');
    expect(formatMoney(99.5, 'en')).toBe('$99.50');
  });
});

describe('membership commands', () => {
  it('freezes until a future day at most 90 days ahead (CONTRACT.md)', () => {
    const now = new Date('2026-03-10T18:00:00.000Z');
    expect(freezeProblem('', now)).toBe('required');
    expect(freezeProblem('32/03/2026', now)).toEqual({ key: 'VALIDATION.DATE', params: {} });
    expect(freezeProblem('10/03/2026', now)).toEqual({ key: 'VALIDATION.FREEZE_FUTURE', params: {} });
    expect(freezeProblem('11/03/2026', now)).toBeUndefined();
    expect(freezeProblem('08/06/2026', now)).toBeUndefined();
    expect(freezeProblem('09/06/2026', now)).toEqual({ key: 'VALIDATION.FREEZE_TOO_LONG', params: {} });
  });

  it("charges a renewal the membership's price per 30 days of its plan, for each month, to the cent", () => {
    expect(renewalAmount(ACTIVE, 3)).toBe(2397);
    expect(renewalAmount({ ...ACTIVE, price: 14990, membershipPlan: ANUAL }, 1)).toBe(1232.05);
  });

  it('offers each command by state: Cancelar unless cancelled, Congelar only while active', () => {
    expect(commandsFor('ACTIVE')).toEqual({ renew: true, changePlan: true, freeze: true, cancel: true });
    expect(commandsFor('EXPIRED')).toEqual({ renew: true, changePlan: true, freeze: false, cancel: true });
    expect(commandsFor('CANCELLED')).toEqual({ renew: false, changePlan: false, freeze: false, cancel: false });
  });
});
