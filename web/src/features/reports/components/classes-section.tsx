import { Calendar } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { Info } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@boxstudio/contracts';
import { LoadState } from '../../../components/admin/load-state';
import { currentLocale } from '../../../lib/format';
import { useGetClassesReportQuery, useGetMyClassesReportQuery } from '../api';
import { classChanges, classSections, hasNoClasses, type ClassRowLabels } from '../class-sections';
import type { WeekFigures } from '../class-weeks';
import { weekName } from '../row-names';
import { useReportFailure } from '../use-report-failure';
import { AsOfChanges, AsOfLine } from './as-of-lazy';
import { ClassCharts, type ClassScope } from './class-charts';
import { ClassTiles } from './class-tiles';
import { PeriodLine } from './period-line';

export interface ClassesSectionProps {
  readonly query: ReportQuery;
  /**
   * `mine`: the signed-in instructor's own classes (GET /reports/my-classes, /instructor-reports);
   * `studio`: every class of the period and branch (GET /reports/classes, the admins' Clases).
   * @default 'mine'
   */
  readonly scope?: ClassScope;
}

/**
 * Ocupación y asistencia: the classes of the period, the tiles, then fill and attendance by week, day
 * of the week and hour, and by class (for the studio also by instructor and by branch), each with its
 * table and its CSV. The words are an instructor's own ("tus clases") or the studio's (the `studio`
 * context of each key). While another period loads, the last one stays on screen, marked busy. The
 * studio's asked as of an instant shows the report then, and what changed since.
 */
export function ClassesSection({ query, scope = 'mine' }: ClassesSectionProps) {
  const { t, i18n } = useTranslation('reports');
  // One report or the other is asked, never both.
  const mine = useGetMyClassesReportQuery(query, { skip: scope !== 'mine' });
  const studio = useGetClassesReportQuery(query, { skip: scope !== 'studio' });
  const { data: answer, isLoading, isFetching, isError, error } = scope === 'mine' ? mine : studio;
  const failure = useReportFailure(isError, error);
  const data = answer?.report;
  const sections = data ? classSections(data, rowLabels(t, i18n.language)) : [];
  const context = scope === 'studio' ? 'studio' : undefined;
  return (
    <section className="reports-section" aria-labelledby="reports-classes-title" aria-busy={isFetching}>
      <h2 id="reports-classes-title" className="bp6-heading reports-section__title">
        {t('classes.title', { context })}
      </h2>
      {data && !failure && <PeriodLine period={data.period} />}
      {answer?.asOf && !failure && <AsOfLine asOf={answer.asOf} />}
      <ClassTiles
        report={failure ? undefined : data}
        loading={isLoading}
        failed={failure !== undefined}
        scope={scope}
      />
      {answer?.asOf && !failure && (
        <AsOfChanges id="reports-classes-changes" rows={classChanges(answer.report, answer.restated, t)} />
      )}
      <LoadState
        loading={isLoading}
        error={failure}
        empty={data !== undefined && hasNoClasses(data)}
        emptyTitle={t('classes.empty', { context })}
        emptyIcon={<Calendar size={48} />}
      >
        {data && !failure && <ClassCharts report={data} query={query} sections={sections} scope={scope} />}
      </LoadState>
    </section>
  );
}

/** "Lunes" in a table, as a row's name leads it (Spanish writes the days in lower case in a sentence). */
const capitalized = (word: string, locale: string): string => word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);

/** The rows' names in the page's language. */
function rowLabels(t: TFunction<'reports'>, language: string): ClassRowLabels {
  const locale = currentLocale(language);
  // Luxon lists the days Monday first; the API numbers them from Sunday (0).
  const weekdays = { long: Info.weekdays('long', { locale }), short: Info.weekdays('short', { locale }) };
  const weekday = (names: readonly string[], dayOfWeek: number) =>
    capitalized(names[(dayOfWeek + 6) % 7] ?? String(dayOfWeek), locale);
  return {
    week: (week: WeekFigures) => weekName(t, language, week),
    dayOfWeek: (dayOfWeek: number) => ({
      label: weekday(weekdays.long, dayOfWeek),
      tick: weekday(weekdays.short, dayOfWeek),
    }),
    hour: (hour: string) => ({ label: `${hour}:00`, tick: `${hour}:00` }),
  };
}
