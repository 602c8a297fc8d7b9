import { Calendar } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { Info } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@boxstudio/contracts';
import { LoadState } from '../../../components/admin/load-state';
import { currentLocale } from '../../../lib/format';
import { useGetMyClassesReportQuery } from '../api';
import { classSections, hasNoClasses, type ClassRowLabels } from '../class-sections';
import type { WeekFigures } from '../class-weeks';
import { formatReportDay } from '../report-format';
import { useReportFailure } from '../use-report-failure';
import { ClassCharts } from './class-charts';
import { ClassTiles } from './class-tiles';
import { PeriodLine } from './period-line';

/**
 * Ocupación y asistencia (GET /reports/my-classes): the signed-in instructor's own classes over the
 * period, the tiles, then fill and attendance by week, day of the week and hour, and by class, each
 * with its table and its CSV. While another period loads, the last one stays on screen, marked busy.
 */
export function ClassesSection({ query }: { readonly query: ReportQuery }) {
  const { t, i18n } = useTranslation('reports');
  const { data, isLoading, isFetching, isError, error } = useGetMyClassesReportQuery(query);
  const failure = useReportFailure(isError, error);
  const sections = data ? classSections(data, rowLabels(t, i18n.language)) : [];
  return (
    <section className="reports-section" aria-labelledby="reports-classes-title" aria-busy={isFetching}>
      <h2 id="reports-classes-title" className="bp6-heading reports-section__title">
        {t('classes.title')}
      </h2>
      {data && !failure && <PeriodLine period={data.period} />}
      <ClassTiles report={failure ? undefined : data} loading={isLoading} failed={failure !== undefined} />
      <LoadState
        loading={isLoading}
        error={failure}
        empty={data !== undefined && hasNoClasses(data)}
        emptyTitle={t('classes.empty')}
        emptyIcon={<Calendar size={48} />}
      >
        {data && !failure && <ClassCharts report={data} query={query} sections={sections} />}
      </LoadState>
    </section>
  );
}

/** "Lunes" in a table, as a row's name leads it (Spanish writes the days in lower case in a sentence). */
const capitalized = (word: string, locale: string): string => word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);

/** The rows' names in the page's language. */
function rowLabels(t: TFunction<'reports'>, language: string): ClassRowLabels {
  const locale = currentLocale(language);
  const day = (value: string, withYear: boolean) => formatReportDay(value, language, withYear);
  // Luxon lists the days Monday first; the API numbers them from Sunday (0).
  const weekdays = { long: Info.weekdays('long', { locale }), short: Info.weekdays('short', { locale }) };
  const weekday = (names: readonly string[], dayOfWeek: number) =>
    capitalized(names[(dayOfWeek + 6) % 7] ?? String(dayOfWeek), locale);
  return {
    week: ({ from, to }: WeekFigures) => ({
      label:
        from === to
          ? day(from, true)
          : t('classes.week', { from: day(from, from.slice(0, 4) !== to.slice(0, 4)), to: day(to, true) }),
      tick: day(from, false),
    }),
    dayOfWeek: (dayOfWeek: number) => ({
      label: weekday(weekdays.long, dayOfWeek),
      tick: weekday(weekdays.short, dayOfWeek),
    }),
    hour: (hour: string) => ({ label: `${hour}:00`, tick: `${hour}:00` }),
  };
}
