import { Document } from '@blueprintjs/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@boxstudio/contracts';
import { LoadState } from '../../../components/admin/load-state';
import { useGetMembershipsReportQuery } from '../api';
import { largestOf, totalOf } from '../count-sections';
import {
  hasNoMemberships,
  membershipChanges,
  membershipSections,
  type MembershipRowNames,
  type MembershipSection,
} from '../membership-sections';
import { formatCount } from '../report-format';
import { dayName, weekName } from '../row-names';
import { useReportFailure } from '../use-report-failure';
import { AsOfChanges, AsOfLine } from './as-of-lazy';
import { CountCard } from './count-card';
import { MembershipTiles } from './membership-tiles';
import { PeriodLine } from './period-line';

/**
 * Membresías (GET /reports/memberships): the tiles, then the active ones day by day, what came in and
 * went out week by week, and the active and sold by plan (and by branch), each with its table and its
 * CSV. While another period loads, the last one stays on screen, marked busy. Asked as of an instant,
 * the report then, and its headline figures beside the same period now ("Cambios desde entonces").
 */
export function MembershipsSection({ query }: { readonly query: ReportQuery }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const { data: answer, isLoading, isFetching, isError, error } = useGetMembershipsReportQuery(query);
  const failure = useReportFailure(isError, error);
  const data = answer?.report;
  const sections = data ? membershipSections(data, rowNames(t, language)) : [];
  return (
    <section className="reports-section" aria-labelledby="reports-memberships-title" aria-busy={isFetching}>
      <h2 id="reports-memberships-title" className="bp6-heading reports-section__title">
        {t('memberships.title')}
      </h2>
      {data && !failure && <PeriodLine period={data.period} />}
      {answer?.asOf && !failure && <AsOfLine asOf={answer.asOf} />}
      <MembershipTiles report={failure ? undefined : data} loading={isLoading} failed={failure !== undefined} />
      {answer?.asOf && !failure && (
        <AsOfChanges id="reports-memberships-changes" rows={membershipChanges(answer.report, answer.restated, t)} />
      )}
      <LoadState
        loading={isLoading}
        error={failure}
        empty={data !== undefined && hasNoMemberships(data)}
        emptyTitle={t('memberships.empty')}
        emptyIcon={<Document size={48} />}
      >
        {data && !failure && (
          <div className="reports-grid">
            {sections.map((section) => (
              <CountCard
                key={section.id}
                idPrefix="reports-memberships"
                section={section}
                query={query}
                csv={{ report: 'memberships', table: section.csv }}
                title={t(`memberships.charts.${section.id}.title`)}
                summary={summaryOf(section, t, language)}
                labelHeader={t(`memberships.charts.${section.id}.column`)}
                countName={(field) => t(`memberships.counts.${field}`)}
              />
            ))}
          </div>
        )}
      </LoadState>
    </section>
  );
}

/** What a chart shows in a sentence: its rows, the largest, and what they add up to. */
function summaryOf(section: MembershipSection, t: TFunction<'reports'>, language: string): string {
  const count = (value: number) => formatCount(value, language);
  const counted = t(`memberships.charts.${section.id}.count`, { count: section.rows.length });
  if (section.id === 'byWeek') {
    const { rows } = section;
    return t('memberships.charts.byWeek.summary', {
      rows: counted,
      sold: count(totalOf(rows, 'sold')),
      renewed: count(totalOf(rows, 'renewed')),
      expired: count(totalOf(rows, 'expired')),
      cancelled: count(totalOf(rows, 'cancelled')),
    });
  }
  if (section.id === 'byDay') {
    const { rows } = section;
    const top = largestOf(rows, 'active');
    if (!top) return t('memberships.summaryNone', { rows: counted });
    return t('memberships.charts.byDay.summary', {
      rows: counted,
      top: top.label,
      count: count(top.counts.active),
      last: count(rows.at(-1)?.counts.active ?? 0),
    });
  }
  const { rows } = section;
  const top = largestOf(rows, 'active');
  if (!top) return t('memberships.summaryNone', { rows: counted });
  return t('memberships.summary', {
    rows: counted,
    top: top.label,
    count: count(top.counts.active),
    active: count(totalOf(rows, 'active')),
    sold: count(totalOf(rows, 'sold')),
  });
}

/** The rows' names in the page's language. */
function rowNames(t: TFunction<'reports'>, language: string): MembershipRowNames {
  return {
    day: (day) => dayName(day, language),
    week: (week) => weekName(t, language, week),
    plan: (name) => name ?? t('memberships.unknownPlan'),
    branch: (name) => name ?? t('charts.noBranch'),
  };
}
