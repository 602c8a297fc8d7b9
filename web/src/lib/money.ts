import { PAYMENT_CURRENCY } from '@boxstudio/contracts';

/** The studio's money is Mexican pesos: amounts are written as in Mexico, or in US English. */
export const moneyLocale = (language: string): string => (language === 'en' ? 'en-US' : 'es-MX');

/** Cents shown always (a payment, money moved: '$1,200.00'), or only when there are some (a price: '$1,099'). */
export type Cents = 'always' | 'whenAny';

const digits = (amount: number, cents: Cents) => ({
  minimumFractionDigits: cents === 'always' || !Number.isInteger(amount) ? 2 : 0,
  maximumFractionDigits: 2,
});

/** Money with its '$' in both languages: the one formatter of every screen. */
export function formatMoney(amount: number, language: string, cents: Cents = 'whenAny'): string {
  return new Intl.NumberFormat(moneyLocale(language), {
    style: 'currency',
    currency: PAYMENT_CURRENCY,
    currencyDisplay: 'narrowSymbol',
    ...digits(amount, cents),
  }).format(amount);
}

/** An amount without its '$' (a plan's price, where the column says MXN: spec §9 "Currency: not shown"). */
export function formatAmount(amount: number, language: string, cents: Cents = 'whenAny'): string {
  return new Intl.NumberFormat(moneyLocale(language), digits(amount, cents)).format(amount);
}
