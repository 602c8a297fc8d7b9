import { People } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AtRiskClient, ReportQuery, UsersReport } from '@boxstudio/contracts';
import { LoadState } from '../../../components/admin/load-state';
import { formatStudioDate } from '../../../lib/studio-time';
import { useGetUsersReportQuery } from '../api';
import { largestOf, totalOf } from '../count-sections';
import type { ReportColumn } from '../report-columns';
import { formatCount, formatReportDay } from '../report-format';
import { dayName, monthName } from '../row-names';
import { hasNoClients, userChanges, userSections, type UserRowNames, type UserSection } from '../user-sections';
import { useReportCsv } from '../use-report-csv';
import { useReportFailure } from '../use-report-failure';
import { AsOfChanges, AsOfLine } from './as-of-lazy';
import { CountCard } from './count-card';
import { PeriodLine } from './period-line';
import { ReportChartCard } from './report-chart-card';
import { UserTiles } from './user-tiles';

/**
 * Clientes (GET /reports/users): the tiles, then the new clients by month, by day and by branch, each
 * with its table and its CSV, and the clients at risk as a table. While another period loads, the last
 * one stays on screen, marked busy. Asked as of an instant, the report then, and its headline figures
 * beside the same period now ("Cambios desde entonces").
 */
export function UsersSection({ query }: { readonly query: ReportQuery }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { data: answer, isLoading, isFetching, isError, error } = useGetUsersReportQuery(query);
  const failure = useReportFailure(isError, error);
  const data = answer?.report;
  const sections = data ? userSections(data, rowNames(t, language)) : [];
  return (
    <section className="reports-section" aria-labelledby="reports-users-title" aria-busy={isFetching}>
      <h2 id="reports-users-title" className="bp6-heading reports-section__title">
        {t('users.title')}
      </h2>
      {data && !failure && <PeriodLine period={data.period} />}
      {answer?.asOf && !failure && <AsOfLine asOf={answer.asOf} />}
      <UserTiles report={failure ? undefined : data} loading={isLoading} failed={failure !== undefined} />
      {answer?.asOf && !failure && (
        <AsOfChanges id="reports-users-changes" rows={userChanges(answer.report, answer.restated, t)} />
      )}
      <LoadState
        loading={isLoading}
        error={failure}
        empty={data !== undefined && hasNoClients(data)}
        emptyTitle={t('users.empty')}
        emptyIcon={<People size={48} />}
      >
        {data && !failure && (
          <div className="reports-grid">
            {sections.map((section) => (
              <CountCard
                key={section.id}
                idPrefix="reports-users"
                section={section}
                query={query}
                csv={{ report: 'users', table: section.csv }}
                title={t(`users.charts.${section.id}.title`)}
                summary={summaryOf(section, t, language)}
                labelHeader={t(`users.charts.${section.id}.column`)}
                countName={() => t('users.newClients')}
              />
            ))}
            <AtRiskCard report={data} query={query} />
          </div>
        )}
      </LoadState>
    </section>
  );
}

/**
 * The clients at risk, longest absent first: names are read, so a table from the start. The report lists
 * at most 50; when there are more, a line under the table says so.
 */
function AtRiskCard({ report, query }: { readonly report: UsersReport; readonly query: ReportQuery }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const csv = useReportCsv(query, { report: 'users', table: 'atRiskClients' });
  const columns: ReportColumn<AtRiskClient>[] = [
    { id: 'name', name: t('users.atRisk.name'), numeric: false, width: 170, text: (row) => row.name },
    { id: 'email', name: t('users.atRisk.email'), numeric: false, width: 220, text: (row) => row.email },
    {
      id: 'lastVisitAt',
      name: t('users.atRisk.lastVisitAt'),
      numeric: false,
      width: 130,
      text: (row) => (row.lastVisitAt ? formatStudioDate(row.lastVisitAt, language) : t('users.atRisk.never')),
    },
    {
      id: 'activeUntil',
      name: t('users.atRisk.activeUntil'),
      numeric: false,
      width: 150,
      text: (row) => formatReportDay(row.activeUntil, language, true),
    },
  ];
  const listed = report.atRiskClients.length;
  return (
    <ReportChartCard
      id="reports-users-atRiskClients"
      title={t('users.atRisk.title')}
      columns={columns}
      rows={report.atRiskClients}
      wide
      emptyText={t('users.atRisk.none')}
      note={report.atRisk > listed ? t('users.atRisk.more', { listed, count: report.atRisk }) : undefined}
      onDownload={csv.save}
      downloading={csv.downloading}
    />
  );
}

/** What a chart shows in a sentence: its rows, the largest, and the total. */
function summaryOf(section: UserSection, t: TFunction<'reports'>, language: string): string {
  const { id, rows } = section;
  const counted = t(`users.charts.${id}.count`, { count: rows.length });
  const top = largestOf(rows, 'newClients');
  if (!top) return t('users.summaryNone', { rows: counted });
  return t('users.summary', {
    rows: counted,
    top: top.label,
    count: formatCount(top.counts.newClients, language),
    total: formatCount(totalOf(rows, 'newClients'), language),
  });
}

/** The rows' names in the page's language. */
function rowNames(t: TFunction<'reports'>, language: string): UserRowNames {
  return {
    month: (month) => monthName(month, language),
    day: (day) => dayName(day, language),
    branch: (name) => name ?? t('charts.noBranch'),
  };
}
