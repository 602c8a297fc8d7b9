import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminDetailPage, type DetailScreen } from '../../../components/admin/admin-detail-page';
import { StatsCards } from '../../../components/admin/stats-cards';
import { useListBranchesQuery } from '../../branches';
import { useGetPlanQuery, useGetPlanStatsQuery } from '../api';
import { usePlanStatCards } from '../components/plan-stat-cards';
import { usePlanPresenter } from '../plan-presenter';
import '../components/plans.css';

const SCREEN: DetailScreen = {
  module: 'admin-membership-plans',
  namespace: 'plans',
  aggregate: 'plan',
  backTo: '/admin/membership-plans',
};

/** One plan (/admin/membership-plans/:id): its fields, its stats, and its history with an "as of" view. */
export default function PlanDetailPage() {
  const { id = '' } = useParams();
  const query = useGetPlanQuery(id, { skip: id === '' });
  // A change of branch in the history names the branch it moved to.
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  const presenter = usePlanPresenter((branchId) => branches.find((branch) => branch.id === branchId)?.name);
  return (
    <AdminDetailPage
      screen={SCREEN}
      query={query}
      presenter={presenter}
      summary={(plan) => <PlanStats id={plan.id} />}
    />
  );
}

function PlanStats({ id }: { readonly id: string }) {
  const { t } = useTranslation('plans');
  const { data, isError } = useGetPlanStatsQuery(id);
  return <StatsCards cards={usePlanStatCards(data?.stats, isError ? t('messages.statsError') : undefined)} />;
}
