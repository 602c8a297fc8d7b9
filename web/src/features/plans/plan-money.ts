const fractionDigits = (amount: number) => ({
  minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  maximumFractionDigits: 2,
});
const locale = (language: string) => (language === 'en' ? 'en-US' : 'es-MX');

/**
 * A plan's price as the plans screen shows it: the amount alone ('1,099', two decimals only when
 * there are cents). Spec §9: "Currency: not shown"; the column and field labels say MXN.
 */
export function formatPlanPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(locale(language), fractionDigits(amount)).format(amount);
}

/** Money that is not a plan's price (revenue): '$' and the amount, in both languages. */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
    ...fractionDigits(amount),
  }).format(amount);
}
