import { Chart } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@boxstudio/contracts';
import { LoadState } from '../../../components/admin/load-state';
import { useGetRevenueReportQuery } from '../api';
import {
  isEmptyReport,
  revenueChanges,
  revenueDayChanges,
  revenueSections,
  type RevenueSection as Section,
  type RowLabels,
} from '../revenue-sections';
import { dayName, monthName } from '../row-names';
import { useReportFailure } from '../use-report-failure';
import { AsOfChanges, AsOfLine } from './as-of-lazy';
import { PeriodLine } from './period-line';
import { RevenueCharts } from './revenue-charts';
import { RevenueTiles } from './revenue-tiles';

/**
 * Ingresos (GET /reports/revenue): the overview tiles, then each table as a chart (or a table) with
 * its CSV. While another period loads, the last one stays on screen, marked busy. Asked as of an
 * instant, the tiles and charts are the report then, and "Cambios desde entonces" compares its figures
 * and days with the same period now.
 */
export function RevenueSection({ query }: { readonly query: ReportQuery }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { data: answer, isLoading, isFetching, isError, error } = useGetRevenueReportQuery(query);
  const failure = useReportFailure(isError, error);
  const data = answer?.report;
  const sections: Section[] = data ? revenueSections(data, rowLabels(t, language)) : [];

  return (
    <section className="reports-section" aria-labelledby="reports-revenue-title" aria-busy={isFetching}>
      <h2 id="reports-revenue-title" className="bp6-heading reports-section__title">
        {t('revenue.title')}
      </h2>
      {data && !failure && <PeriodLine period={data.period} />}
      {answer?.asOf && !failure && <AsOfLine asOf={answer.asOf} />}
      <RevenueTiles report={failure ? undefined : data} loading={isLoading} failed={failure !== undefined} />
      {answer?.asOf && !failure && (
        <AsOfChanges
          id="reports-revenue-changes"
          rows={revenueChanges(answer.report, answer.restated, t)}
          detail={{
            title: t('asOf.days.title'),
            column: t('asOf.days.column'),
            rows: revenueDayChanges(answer.report, answer.restated, (day) => dayName(day, language).label),
            none: t('asOf.days.none'),
          }}
        />
      )}
      <LoadState
        loading={isLoading}
        error={failure}
        empty={data !== undefined && isEmptyReport(data)}
        emptyTitle={t('revenue.empty')}
        emptyIcon={<Chart size={48} />}
      >
        {data && !failure && <RevenueCharts query={query} sections={sections} />}
      </LoadState>
    </section>
  );
}

/** The rows' names in the page's language. */
function rowLabels(t: TFunction<'reports'>, language: string): RowLabels {
  return {
    month: (month: string) => monthName(month, language),
    day: (day: string) => dayName(day, language),
    plan: (name: string | null) => name ?? t('charts.noPlan'),
    branch: (name: string | null) => name ?? t('charts.noBranch'),
    method: (method: string) => t(`methods.${method}`),
    stream: (stream: string) => t(`streams.${stream}`),
  };
}
