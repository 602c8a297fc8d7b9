import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@boxstudio/contracts';
import { formatReportDay } from '../report-format';

/** "Del 30 oct 2026 al 28 nov 2026 · 30 días": the days the server counted. */
export function PeriodLine({ period }: { readonly period: ReportPeriod }) {
  const { t, i18n } = useTranslation('reports');
  const day = (value: string) => formatReportDay(value, i18n.language, true);
  return (
    <p className="reports-period">
      {t('period', { from: day(period.startDate), to: day(period.endDate), count: period.days })}
    </p>
  );
}
