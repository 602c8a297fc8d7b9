import { lazy, Suspense, type ReactNode } from 'react';
import { Callout, Intent, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS } from '@boxstudio/contracts';
import { AdminLayout } from '../../../components/admin/admin-header';
import { PageTitle } from '../../../components/admin/page-title';
import { useListBranchesQuery } from '../../branches';
import { AsOfField } from '../components/as-of-field';
import { ReportFilterBar } from '../components/report-filter-bar';
import { RevenueSection } from '../components/revenue-section';
import { reportMessage } from '../report-format';
import { useReportFilters } from '../use-report-filters';
import '../components/reports.css';

/**
 * The reports, a tab each, named in the address as the API names them (`?report=users`); the first,
 * revenue, is the address without one.
 */
const REPORT_TABS = ['revenue', 'memberships', 'users', 'classes'] as const;
type ReportTab = (typeof REPORT_TABS)[number];

const isTab = (value: string | null): value is ReportTab => REPORT_TABS.some((tab) => tab === value);

/**
 * The other reports load with their tab: most visits read the revenue, and the screen's first chunk stays
 * the revenue's (Recharts and the cards are shared; each report's own code is its chunk).
 */
const MembershipsSection = lazy(() =>
  import('../components/memberships-section').then((module) => ({ default: module.MembershipsSection })),
);
const UsersSection = lazy(() =>
  import('../components/users-section').then((module) => ({ default: module.UsersSection })),
);
const ClassesSection = lazy(() =>
  import('../components/classes-section').then((module) => ({ default: module.ClassesSection })),
);

/**
 * Reportes: one period and one branch, kept in the address, for every report, then the reports as tabs
 * (Ingresos, Membresías, Clientes, Clases). Only the tab shown is drawn, so only its report is asked
 * for; another tab asks for its own with the same period and branch. With "Al corte de" (`?asOf=`),
 * each tab shows its report as it stood then, and what changed since.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const filters = useReportFilters({ asOf: true });
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  const tab: ReportTab = isTab(filters.report) ? filters.report : 'revenue';
  const { query, problem } = filters;
  // A range the API would refuse is said in the tab's place, and nothing is asked.
  const panel = (section: ReactNode) =>
    problem ? (
      <Callout intent={Intent.WARNING} role="alert">
        {reportMessage(problem, i18n.language, { max: REPORT_MAX_DAYS })}
      </Callout>
    ) : (
      <Suspense fallback={<Spinner size={40} aria-label={t('tabs.loading')} />}>{section}</Suspense>
    );
  return (
    <AdminLayout module="admin-reports">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <ReportFilterBar filters={filters} branches={branches}>
        <AsOfField id="reports-asOf" value={filters.asOf} onChange={filters.setAsOf} />
      </ReportFilterBar>
      <Tabs
        id="reports"
        className="reports-tabs"
        selectedTabId={tab}
        onChange={(next) => filters.setReport(next === 'revenue' ? null : String(next))}
        renderActiveTabPanelOnly
        size="large"
      >
        <Tab id="revenue" title={t('tabs.revenue')} panel={panel(<RevenueSection query={query} />)} />
        <Tab id="memberships" title={t('tabs.memberships')} panel={panel(<MembershipsSection query={query} />)} />
        <Tab id="users" title={t('tabs.users')} panel={panel(<UsersSection query={query} />)} />
        <Tab id="classes" title={t('tabs.classes')} panel={panel(<ClassesSection query={query} scope="studio" />)} />
      </Tabs>
    </AdminLayout>
  );
}
