import type { ReportQuery } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import type { ReportCsvTable } from '../api';
import type { CountRow, CountSection } from '../count-sections';
import type { ReportColumn } from '../report-columns';
import { formatCount } from '../report-format';
import { useReportCsv } from '../use-report-csv';
import { CountChart } from './count-chart';
import { ReportChartCard } from './report-chart-card';

export interface CountCardProps {
  /** Prefix of the card's ids (`reports-memberships`): its own is `<prefix>-<section id>`. */
  readonly idPrefix: string;
  readonly section: CountSection;
  readonly query: ReportQuery;
  /** The report and table its CSV carries. */
  readonly csv: ReportCsvTable;
  readonly title: string;
  /** The chart's text alternative. */
  readonly summary: string;
  /** The header of the rows' names ("Día", "Plan"). */
  readonly labelHeader: string;
  /** A count's name, as its column's header and its series' name ("Activas"). */
  readonly countName: (field: string) => string;
}

/**
 * One table of a report of counts (memberships, clients): its chart, the same rows as a table with the
 * counts it lists, and its CSV, as every card of the screen.
 */
export function CountCard({ idPrefix, section, query, csv, title, summary, labelHeader, countName }: CountCardProps) {
  const { i18n } = useTranslation('reports');
  const language = i18n.language;
  const download = useReportCsv(query, csv);
  const columns: ReportColumn<CountRow>[] = [
    { id: 'label', name: labelHeader, numeric: false, width: 170, text: (row) => row.label },
    ...section.columns.map((field) => ({
      id: field,
      name: countName(field),
      numeric: true,
      width: 100,
      text: (row: CountRow) => formatCount(row.counts[field] ?? 0, language),
    })),
  ];
  const series = section.series.map((one) => ({ ...one, name: countName(one.field) }));
  return (
    <ReportChartCard
      id={`${idPrefix}-${section.id}`}
      title={title}
      summary={summary}
      columns={columns}
      rows={section.rows}
      wide={section.wide}
      chart={(describedBy) => (
        <CountChart kind={section.kind} rows={section.rows} series={series} title={title} describedBy={describedBy} />
      )}
      onDownload={download.save}
      downloading={download.downloading}
    />
  );
}
