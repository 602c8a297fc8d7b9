import { describeProblem } from '../../lib/form-rules';
import {
  dayAfter,
  liveMembershipOf,
  proposedStart,
  startQuickSale,
  toSaleRequest,
  validateQuickSale,
  withTerms,
} from './quick-sale';
import { ACTIVE, ANUAL, BASICO, CANCELLED, EXPIRED, aMembership } from './testing/fake-api';

const PLANS = [BASICO, ANUAL];

describe('quick sale (spec §4, §5)', () => {
  it('starts today, cash, with no plan yet: price and end wait for one', () => {
    expect(startQuickSale(null, '2026-03-10')).toEqual({
      mode: 'sale',
      membershipPlanId: '',
      startDate: '10/03/2026',
      endDate: '',
      price: '',
      months: '1',
      paymentMethod: 'CASH',
    });
  });

  it("choosing a plan sets the price to the plan's and the end to the start plus the plan's days", () => {
    const sale = withTerms(startQuickSale(null, '2026-03-10'), { membershipPlanId: BASICO.id }, PLANS);
    expect(sale).toMatchObject({ price: '799', endDate: '09/04/2026' });
    expect(withTerms(sale, { membershipPlanId: ANUAL.id }, PLANS)).toMatchObject({
      price: '14990',
      endDate: '10/03/2027',
    });
  });

  it('changing the start recomputes the end, and a start typed in part leaves the end empty', () => {
    const sale = withTerms(startQuickSale(null, '2026-03-10'), { membershipPlanId: BASICO.id }, PLANS);
    expect(withTerms(sale, { startDate: '01/04/2026' }, PLANS)).toMatchObject({ price: '799', endDate: '01/05/2026' });
    expect(withTerms(sale, { startDate: '01/04/20' }, PLANS)).toMatchObject({ price: '799', endDate: '' });
  });

  it('finds the live membership: ACTIVE, the one that ends last', () => {
    const later = aMembership('m-9', 'ACTIVE', { endDate: '2026-06-30T06:00:00.000Z' });
    expect(liveMembershipOf([EXPIRED, ACTIVE, later, CANCELLED])).toBe(later);
    expect(liveMembershipOf([EXPIRED, CANCELLED])).toBeNull();
  });

  it('with a live membership proposes the day after its end (studio days, whatever the time of the end)', () => {
    // ACTIVE ends on 31 March 2026 (studio midnight): the sale starts on 1 April.
    expect(dayAfter(ACTIVE)).toBe('2026-04-01');
    expect(proposedStart(ACTIVE, '2026-03-10')).toBe('01/04/2026');
    expect(startQuickSale(ACTIVE, '2026-03-10').startDate).toBe('01/04/2026');
    // A plan changed at 14:20 ends at 14:20: still the next studio day.
    expect(proposedStart({ ...ACTIVE, endDate: '2026-03-31T20:20:00.000Z' }, '2026-03-10')).toBe('01/04/2026');
  });

  it('asks for a plan and a real start; a renewal asks nothing more', () => {
    const empty = startQuickSale(null, '2026-03-10');
    const words = (problem: Parameters<typeof describeProblem>[0] | undefined) =>
      problem && describeProblem(problem, 'Este campo es requerido', 'es');
    expect(words(validateQuickSale(empty).membershipPlanId)).toBe('Este campo es requerido');
    const chosen = withTerms(empty, { membershipPlanId: BASICO.id }, PLANS);
    expect(validateQuickSale(chosen)).toEqual({});
    expect(words(validateQuickSale({ ...chosen, startDate: '31/02/2026' }).startDate)).toBe('Fecha inválida');
    expect(words(validateQuickSale({ ...chosen, startDate: '' }).startDate)).toBe('Este campo es requerido');
    expect(validateQuickSale({ ...empty, mode: 'renewal' })).toEqual({});
  });

  it("sends the client, the plan, the start's studio midnight in UTC, the price and the payment", () => {
    const sale = withTerms(startQuickSale(null, '2026-03-10'), { membershipPlanId: BASICO.id }, PLANS);
    expect(toSaleRequest({ ...sale, paymentMethod: 'CARD' }, 'u-7')).toEqual({
      userId: 'u-7',
      membershipPlanId: BASICO.id,
      startDate: '2026-03-10T06:00:00.000Z',
      price: 799,
      status: 'ACTIVE',
      paymentMethod: 'CARD',
    });
  });
});
