/** Prices in MXN, as the studio shows them (es-MX grouping, two decimals only when there are cents). */
export function formatMoney(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'es-MX', {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
