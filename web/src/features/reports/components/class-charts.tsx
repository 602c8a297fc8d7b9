import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClassesReport, ReportQuery } from '@boxstudio/contracts';
import type { MyClassesTable, ReportCsvTable } from '../api';
import { branchRows, classRows, fullestOf, instructorRows, type ClassSection, type RateRow } from '../class-sections';
import type { ReportColumn } from '../report-columns';
import { formatCount, formatRate } from '../report-format';
import { useReportCsv } from '../use-report-csv';
import { RateChart } from './rate-chart';
import { ReportChartCard } from './report-chart-card';

/** Whose classes: the signed-in instructor's own, or the studio's (admins). */
export type ClassScope = 'mine' | 'studio';

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

/** The table a CSV carries, of the instructor's own report or the studio's. */
const csvOf = (scope: ClassScope, table: MyClassesTable): ReportCsvTable =>
  scope === 'studio' ? { report: 'classes', table } : { report: 'my-classes', table };

interface CardProps {
  readonly report: ClassesReport;
  readonly query: ReportQuery;
  readonly scope: ClassScope;
}

/** One chart's card: by week, by day of the week or by hour, with its table and its CSV. */
function RateCard({ section, report, query, scope }: CardProps & { readonly section: ClassSection }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { id, csv: table, kind, rows } = section;
  const csv = useReportCsv(query, csvOf(scope, table));
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

/** A table of the classes by name (by class, instructor or branch), shown from the start, with its CSV. */
function TableCard({
  id,
  rows,
  query,
  csv: table,
  context,
}: {
  readonly id: 'byClass' | 'byInstructor' | 'byBranch';
  readonly rows: readonly RateRow[];
  readonly query: ReportQuery;
  readonly csv: ReportCsvTable;
  /** `studio`: the admins' words for it ("Por clase" rather than "Tus clases"). */
  readonly context: 'studio' | undefined;
}) {
  const { t, i18n } = useTranslation('reports');
  const csv = useReportCsv(query, table);
  return (
    <ReportChartCard
      id={`reports-classes-${id}`}
      title={t(`classes.charts.${id}.title`, { context })}
      columns={classColumns(t(`classes.charts.${id}.column`), t, i18n.language)}
      rows={rows}
      wide
      onDownload={csv.save}
      downloading={csv.downloading}
    />
  );
}

/**
 * The charts, then the classes' tables (names are read, not compared at a glance: tables from the start),
 * a card each, in a grid that becomes one column on a phone. The studio's lists its instructors too, and
 * for every branch its branches (of one, it would be one row).
 */
export function ClassCharts({ sections, ...props }: CardProps & { readonly sections: readonly ClassSection[] }) {
  const { t } = useTranslation('reports');
  const { report, query, scope } = props;
  const studio = scope === 'studio';
  const context = studio ? 'studio' : undefined;
  return (
    <div className="reports-grid">
      {sections.map((section) => (
        <RateCard key={section.id} section={section} {...props} />
      ))}
      <TableCard id="byClass" rows={classRows(report)} query={query} csv={csvOf(scope, 'byClass')} context={context} />
      {studio && (
        <TableCard
          id="byInstructor"
          rows={instructorRows(report, (name) => name ?? t('classes.noInstructor'))}
          query={query}
          csv={{ report: 'classes', table: 'byInstructor' }}
          context={context}
        />
      )}
      {studio && report.period.branchId === null && (
        <TableCard
          id="byBranch"
          rows={branchRows(report, (name) => name ?? t('classes.everyBranch'))}
          query={query}
          csv={{ report: 'classes', table: 'byBranch' }}
          context={context}
        />
      )}
    </div>
  );
}
