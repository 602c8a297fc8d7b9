import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClassesReport, ReportQuery } from '@boxstudio/contracts';
import { classRows, fullestOf, type ClassSection, type RateRow } from '../class-sections';
import type { ReportColumn } from '../report-columns';
import { formatCount, formatRate } from '../report-format';
import { useReportCsv } from '../use-report-csv';
import { RateChart } from './rate-chart';
import { ReportChartCard } from './report-chart-card';

/** Every classes table's columns: the row's name, then how full and how attended it was. */
function classColumns(labelHeader: string, t: TFunction<'reports'>, language: string): ReportColumn<RateRow>[] {
  const count = (id: 'occurrences' | 'booked' | 'attended' | 'noShows'): ReportColumn<RateRow> => ({
    id,
    name: t(`classes.columns.${id}`),
    numeric: true,
    width: 100,
    text: (row) => formatCount(row[id], language),
  });
  const rate = (id: 'fillRate' | 'attendanceRate'): ReportColumn<RateRow> => ({
    id,
    name: t(`classes.${id}`),
    numeric: true,
    width: 100,
    text: (row) => formatRate(row[id], language),
  });
  return [
    { id: 'label', name: labelHeader, numeric: false, width: 170, text: (row) => row.label },
    count('occurrences'),
    count('booked'),
    rate('fillRate'),
    count('attended'),
    count('noShows'),
    rate('attendanceRate'),
  ];
}

interface CardProps {
  readonly report: ClassesReport;
  readonly query: ReportQuery;
}

/** One chart's card: by week, by day of the week or by hour, with its table and its CSV. */
function RateCard({ section, report, query }: CardProps & { readonly section: ClassSection }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { id, csv: table, kind, rows } = section;
  const csv = useReportCsv(query, { report: 'my-classes', table });
  const title = t(`classes.charts.${id}.title`);
  const counted = t(`classes.charts.${id}.count`, { count: rows.length });
  const top = fullestOf(rows);
  const summary = top
    ? t('classes.summary', {
        rows: counted,
        top: top.label,
        rate: formatRate(top.fillRate, language),
        fill: formatRate(report.fillRate, language),
        attendance: formatRate(report.attendanceRate, language),
      })
    : t('classes.summaryNone', { rows: counted });
  return (
    <ReportChartCard
      id={`reports-classes-${id}`}
      title={title}
      summary={summary}
      columns={classColumns(t(`classes.charts.${id}.column`), t, language)}
      rows={rows}
      wide={kind === 'trend'}
      chart={(describedBy) => <RateChart kind={kind} rows={rows} title={title} describedBy={describedBy} />}
      onDownload={csv.save}
      downloading={csv.downloading}
    />
  );
}

/** The instructor's classes by name: a table from the start (names are read, not compared at a glance). */
function ClassesCard({ report, query }: CardProps) {
  const { t, i18n } = useTranslation('reports');
  const csv = useReportCsv(query, { report: 'my-classes', table: 'byClass' });
  return (
    <ReportChartCard
      id="reports-classes-byClass"
      title={t('classes.charts.byClass.title')}
      columns={classColumns(t('classes.charts.byClass.column'), t, i18n.language)}
      rows={classRows(report)}
      wide
      onDownload={csv.save}
      downloading={csv.downloading}
    />
  );
}

/** The charts, then the classes' table, a card each, in a grid that becomes one column on a phone. */
export function ClassCharts({ sections, ...props }: CardProps & { readonly sections: readonly ClassSection[] }) {
  return (
    <div className="reports-grid">
      {sections.map((section) => (
        <RateCard key={section.id} section={section} {...props} />
      ))}
      <ClassesCard {...props} />
    </div>
  );
}
