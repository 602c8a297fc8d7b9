import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS } from '@boxstudio/contracts';
import { AdminLayout } from '../../../components/admin/admin-header';
import { PageTitle } from '../../../components/admin/page-title';
import { useListBranchesQuery } from '../../branches';
import { ReportFilterBar } from '../components/report-filter-bar';
import { RevenueSection } from '../components/revenue-section';
import { reportMessage } from '../report-format';
import { useReportFilters } from '../use-report-filters';
import '../components/reports.css';

/**
 * Reportes: one period and one branch, kept in the address, for every report below them. Each report
 * is a section of its own that asks for its figures (revenue now; others join it as sections).
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const filters = useReportFilters();
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  return (
    <AdminLayout module="admin-reports">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <ReportFilterBar filters={filters} branches={branches} />
      {filters.problem ? (
        <Callout intent={Intent.WARNING} role="alert">
          {reportMessage(filters.problem, i18n.language, { max: REPORT_MAX_DAYS })}
        </Callout>
      ) : (
        <RevenueSection query={filters.query} />
      )}
    </AdminLayout>
  );
}
