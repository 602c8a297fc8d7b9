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
import { runCommand } from '../../../components/admin/run-command';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import {
  useCreatePlanMutation,
  useDeactivatePlanMutation,
  useDuplicatePlanMutation,
  useListPlansQuery,
  useUpdatePlanMutation,
} from '../api';
import { DuplicatePlanDialog } from '../components/duplicate-plan-dialog';
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
  const [duplicating, setDuplicating] = useState<MembershipPlanDto | null>(null);
  const [duplicateError, setDuplicateError] = useState<string | undefined>(undefined);
  const [statsOf, setStatsOf] = useState<MembershipPlanDto | null>(null);
  const [duplicatePlan, duplication] = useDuplicatePlanMutation();
  const [deactivatePlan, deactivating] = useDeactivatePlanMutation();
  const deactivation = useConfirmation<MembershipPlanDto>({
    namespace: 'plans',
    prefix: 'deactivate',
    busy: deactivating.isLoading,
    run: (plan) =>
      runCommand(deactivatePlan(plan.id).unwrap(), {
        success: t('messages.deactivated'),
        failure: (error) => errorMessage(error, t('messages.deleteError')),
      }),
  });

  const onDuplicate = async (plan: MembershipPlanDto, toBranch: string) => {
    const failure = (error: unknown) => {
      setDuplicateError(fieldErrors(error).branchId);
      return errorMessage(error, t('messages.duplicateError'));
    };
    if (
      await runCommand(duplicatePlan({ id: plan.id, branchId: toBranch }).unwrap(), {
        success: t('messages.duplicated'),
        failure,
      })
    )
      setDuplicating(null);
  };
  const table = usePlansTable(permissions, {
    onView: (plan) => navigate(`/admin/membership-plans/${encodeURIComponent(plan.id)}`),
    onEdit: editor.open,
    onDuplicate: (plan) => {
      setDuplicateError(undefined);
      setDuplicating(plan);
    },
    onStats: setStatsOf,
    onDeactivate: deactivation.ask,
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
      <DuplicatePlanDialog
        plan={duplicating}
        branches={branches}
        busy={duplication.isLoading}
        serverError={duplicateError}
        onCancel={() => setDuplicating(null)}
        onDuplicate={(plan, toBranch) => void onDuplicate(plan, toBranch)}
      />
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
