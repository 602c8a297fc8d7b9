import { formatAmount } from '../../lib/money';

export { formatMoney } from '../../lib/money';

/**
 * A plan's price as the plans screen shows it: the amount alone ('1,099', two decimals only when
 * there are cents). Spec §9: "Currency: not shown"; the column and field labels say MXN.
 */
export function formatPlanPrice(amount: number, language: string): string {
  return formatAmount(amount, language);
}
