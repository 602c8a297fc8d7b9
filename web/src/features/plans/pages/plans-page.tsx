import { useState } from 'react';
import { CreditCard } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  PLAN_SORT_FIELDS,
  planPermissions,
  type MembershipPlanDto,
  type MembershipPlanListResponse,
  type PlanSortField,
  type StatusFilter,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useCreatePlanMutation, useListPlansQuery, useUpdatePlanMutation } from '../api';
import { useDeactivateAction, useDuplicateAction } from '../components/plan-actions';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { PlanStatsDialog } from '../components/plan-stats-dialog';
import { usePlansTable } from '../components/plans-table';
import '../components/plans.css';

type PlanFilters = { search: string; branchId: string; status: StatusFilter };
const NO_FILTERS: PlanFilters = { search: '', branchId: '', status: 'all' };
const SCREEN: ListScreen<MembershipPlanListResponse, MembershipPlanDto> = {
  module: 'admin-membership-plans',
  namespace: 'plans',
  rows: (data) => data.plans,
  emptyIcon: <CreditCard size={48} />,
  statusFilter: true,
};

/** Planes de Membresía (spec §2): filters, a paged table, and the form, duplicate, stats and deactivate dialogs. */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const permissions = planPermissions(user?.role);

  const list = useListState<PlanFilters, PlanSortField>(NO_FILTERS, PLAN_SORT_FIELDS);
  const { search, branchId, status } = list.filters;
  const query = useListPlansQuery({
    search,
    ...(branchId ? { branchId } : {}),
    ...(status === 'all' ? {} : { isActive: status === 'active' }),
    ...list.request,
  });
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  const defaultBranchId =
    (user?.branchId && branches.some((branch) => branch.id === user.branchId)
      ? user.branchId
      : branches.find((branch) => branch.isActive)?.id) ?? '';

  const editor = useRecordEditor<MembershipPlanDto>();
  const formDialog = useRecordDialog(editor, {
    namespace: 'plans',
    create: useCreatePlanMutation(),
    update: useUpdatePlanMutation(),
    failure: (error) => errorMessage(error, t('messages.saveError')),
  });
  const [statsOf, setStatsOf] = useState<MembershipPlanDto | null>(null);
  const duplication = useDuplicateAction(branches);
  const deactivation = useDeactivateAction();
  const table = usePlansTable(permissions, {
    onView: (plan) => navigate(`/admin/membership-plans/${encodeURIComponent(plan.id)}`),
    onEdit: editor.open,
    onDuplicate: duplication.open,
    onStats: setStatsOf,
    onDeactivate: deactivation.open,
  });
  const branchFilter = {
    key: 'branchId' as const,
    label: t('filters.branch'),
    options: [
      { value: '', label: t('filters.allBranches') },
      ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
    ],
  };

  const dialogs = (
    <>
      <PlanFormDialog {...formDialog} plan={editor.record} branches={branches} defaultBranchId={defaultBranchId} />
      {duplication.dialog}
      <PlanStatsDialog plan={statsOf} onClose={() => setStatsOf(null)} />
      {deactivation.dialog}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      selects={[branchFilter]}
      onCreate={permissions.manage && (() => editor.open(null))}
      dialogs={dialogs}
    />
  );
}
