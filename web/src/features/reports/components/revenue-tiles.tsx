import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RevenueReport } from '@boxstudio/contracts';
import { StatsCards, type StatCard } from '../../../components/admin/stats-cards';
import { formatCount, formatReportMoney } from '../report-format';
import { GrowthLines } from './growth-lines';

export interface RevenueTilesProps {
  /** The report shown; undefined while the first one loads or when it failed. */
  readonly report: RevenueReport | undefined;
  readonly loading: boolean;
  /** The report could not be loaded: each tile says so instead of a number. */
  readonly failed: boolean;
}

/**
 * The overview (docs/metrics.md, Revenue): the period's revenue with its growth, the revenue per 30
 * days, the payments counted, and the refunds (what they would have added, and how many).
 */
export function RevenueTiles({ report, loading, failed }: RevenueTilesProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const money = (amount: number | undefined) =>
    amount === undefined ? undefined : formatReportMoney(amount, language);
  const cards: StatCard[] = [
    {
      key: 'total',
      label: t('revenue.tiles.total'),
      value: money(report?.totalRevenue),
      sub: report && <GrowthLines growth={report.growth} />,
      intent: Intent.SUCCESS,
    },
    {
      key: 'monthly',
      label: t('revenue.tiles.monthly'),
      value: money(report?.monthlyRevenue),
      sub: t('revenue.tiles.monthlySub'),
      intent: Intent.SUCCESS,
    },
    {
      key: 'payments',
      label: t('revenue.tiles.payments'),
      value: report && formatCount(report.payments, language),
      sub: t('revenue.tiles.paymentsSub'),
    },
    {
      key: 'refunded',
      label: t('revenue.tiles.refunded'),
      value: money(report?.refunded.revenue),
      sub: report && t('revenue.tiles.refundedSub', { count: report.refunded.payments }),
      intent: Intent.WARNING,
    },
  ];
  return (
    <div className="reports-tiles">
      <StatsCards
        label={t('revenue.tiles.label')}
        loading={loading}
        cards={cards.map((card) => ({ ...card, error: failed ? t('revenue.tiles.unavailable') : undefined }))}
      />
    </div>
  );
}
