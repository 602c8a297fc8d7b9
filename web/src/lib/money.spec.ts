import { formatAmount, formatMoney } from './money';

describe('money, one way on every screen', () => {
  it('writes pesos with their $, cents only when there are some unless asked always', () => {
    expect(formatMoney(1099, 'es')).toBe('$1,099');
    expect(formatMoney(99.5, 'es')).toBe('$99.50');
    expect(formatMoney(1200, 'en', 'always')).toBe('$1,200.00');
    expect(formatMoney(-350, 'es', 'always')).toBe('-$350.00');
  });

  it('writes an amount alone where the column names the currency', () => {
    expect(formatAmount(1099, 'es')).toBe('1,099');
    expect(formatAmount(1099.9, 'en')).toBe('1,099.90');
  });
});
