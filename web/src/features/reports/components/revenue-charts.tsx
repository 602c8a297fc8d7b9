import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@boxstudio/contracts';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-errors';
import { useDownloadReportCsvMutation, type CsvProfile } from '../api';
import { formatReportMoney } from '../report-format';
import { summaryOf, type RevenueSection } from '../revenue-sections';
import { ReportChartCard } from './report-chart-card';
import { RevenueChart } from './revenue-chart';

/** The CSV a person of this language opens: Spanish Excel's in Spanish, RFC 4180 in English. */
export const csvProfileOf = (language: string): CsvProfile => (language === 'en' ? 'rfc4180' : 'excel-es');

interface RevenueCardProps {
  readonly section: RevenueSection;
  readonly query: ReportQuery;
}

/** One revenue table's card, with its own download (each button spins for its own file). */
function RevenueCard({ section, query }: RevenueCardProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const [download, downloading] = useDownloadReportCsvMutation();
  const { table, kind, rows } = section;
  const title = t(`charts.${table}.title`);
  const { count, top, total } = summaryOf(rows);
  const counted = t(`charts.${table}.count`, { count });
  const summary = top
    ? t('charts.summary', {
        rows: counted,
        top: top.label,
        amount: formatReportMoney(top.revenue, language),
        total: formatReportMoney(total, language),
      })
    : t('charts.summaryNone', { rows: counted });
  const save = () =>
    void download({ ...query, report: 'revenue', table, csv: csvProfileOf(language) })
      .unwrap()
      .catch((error: unknown) => showToast(errorMessage(error, t('csv.failed')), 'error'));
  return (
    <ReportChartCard
      id={`reports-revenue-${table}`}
      title={title}
      summary={summary}
      labelHeader={t(`charts.${table}.column`)}
      rows={rows}
      wide={kind === 'trend'}
      chart={(describedBy) => <RevenueChart kind={kind} rows={rows} title={title} describedBy={describedBy} />}
      onDownload={save}
      downloading={downloading.isLoading}
    />
  );
}

/** The revenue report's tables, a card each, in a grid that becomes one column on a phone. */
export function RevenueCharts({
  sections,
  query,
}: {
  readonly sections: readonly RevenueSection[];
  readonly query: ReportQuery;
}) {
  return (
    <div className="reports-grid">
      {sections.map((section) => (
        <RevenueCard key={section.table} section={section} query={query} />
      ))}
    </div>
  );
}
