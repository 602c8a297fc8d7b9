import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@boxstudio/contracts';
import type { ReportColumn } from '../report-columns';
import { formatCount, formatReportMoney } from '../report-format';
import { summaryOf, type ReportRow, type RevenueSection } from '../revenue-sections';
import { useReportCsv } from '../use-report-csv';
import { ReportChartCard } from './report-chart-card';
import { RevenueChart } from './revenue-chart';

/** A revenue table's columns: the row's name, its money and how many payments made it. */
function revenueColumns(labelHeader: string, t: TFunction<'reports'>, language: string): ReportColumn<ReportRow>[] {
  return [
    { id: 'label', name: labelHeader, numeric: false, width: 170, text: (row) => row.label },
    {
      id: 'revenue',
      name: t('charts.revenue'),
      numeric: true,
      width: 130,
      text: (row) => formatReportMoney(row.revenue, language),
    },
    {
      id: 'payments',
      name: t('charts.payments'),
      numeric: true,
      width: 90,
      text: (row) => formatCount(row.payments, language),
    },
  ];
}

interface RevenueCardProps {
  readonly section: RevenueSection;
  readonly query: ReportQuery;
}

/** One revenue table's card, with its own download (each button spins for its own file). */
function RevenueCard({ section, query }: RevenueCardProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { table, kind, rows } = section;
  const csv = useReportCsv(query, { report: 'revenue', table });
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
  return (
    <ReportChartCard
      id={`reports-revenue-${table}`}
      title={title}
      summary={summary}
      columns={revenueColumns(t(`charts.${table}.column`), t, language)}
      rows={rows}
      wide={kind === 'trend'}
      chart={(describedBy) => <RevenueChart kind={kind} rows={rows} title={title} describedBy={describedBy} />}
      onDownload={csv.save}
      downloading={csv.downloading}
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
