import { useEffect } from 'react';
import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { StatsCards } from '../../../components/admin/stats-cards';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-errors';
import { useGetPaymentStatsQuery } from '../api';
import { formatPaymentAmount, formatRate } from '../payment-money';
import { catalogueText } from '../payment-texts';
import './payments.css';

/**
 * The tiles: payments recorded (with how many are completed, pending, failed and refunded), revenue
 * (completed minus refunded), this studio month's revenue, the success rate, and the refunds (what
 * they gave back, and how many). Their numbers are the whole studio's, whatever the list's filters.
 */
export function PaymentStats() {
  const { t, i18n } = useTranslation('payments');
  const { data, isLoading, isError, error } = useGetPaymentStatsQuery();
  const failure = isError ? errorMessage(error, catalogueText('PAYMENT.STATS_LOAD_FAILED', i18n.language)) : undefined;
  useEffect(() => {
    if (failure) showToast(failure, 'error');
  }, [failure]);
  const money = (amount: number | undefined) =>
    amount === undefined ? undefined : formatPaymentAmount(amount, i18n.language);
  const cards = [
    {
      key: 'total',
      label: t('tiles.total'),
      value: data?.totalPayments,
      sub:
        data &&
        t('tiles.totalSub', {
          completed: data.completedPayments,
          pending: data.pendingPayments,
          failed: data.failedPayments,
          refunded: data.refundedPayments,
        }),
    },
    { key: 'revenue', label: t('tiles.revenue'), value: money(data?.totalRevenue), intent: Intent.SUCCESS },
    { key: 'monthly', label: t('tiles.monthly'), value: money(data?.monthlyRevenue), intent: Intent.SUCCESS },
    {
      key: 'successRate',
      label: t('tiles.successRate'),
      value: data === undefined ? undefined : formatRate(data.successRate, i18n.language),
    },
    {
      key: 'refunded',
      label: t('tiles.refunded'),
      value: money(data?.refundedAmount),
      sub: data && t('tiles.refundedSub', { count: data.refundedPayments }),
      intent: Intent.WARNING,
    },
  ];
  return (
    <div className="payments-stats">
      <StatsCards
        label={t('tiles.label')}
        loading={isLoading}
        cards={cards.map((card) => ({ ...card, error: failure && t('tiles.unavailable') }))}
      />
    </div>
  );
}
