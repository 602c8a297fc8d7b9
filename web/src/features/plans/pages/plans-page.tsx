import { useEffect, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { CreditCard, Plus } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, planPermissions, type CreateMembershipPlanRequest, type MembershipPlanDto, type UpdateMembershipPlanRequest } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminTablePage } from '../../../components/admin/admin-table-page';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { FilterBar } from '../../../components/admin/filter-bar';
import { Pager } from '../../../components/admin/pager';
import { runCommand } from '../../../components/admin/run-command';
import { showToast } from '../../../components/toaster';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useCreatePlanMutation, useDeactivatePlanMutation, useDuplicatePlanMutation, useListPlansQuery, useUpdatePlanMutation } from '../api';
import { DuplicatePlanDialog } from '../components/duplicate-plan-dialog';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { PlanStatsDialog } from '../components/plan-stats-dialog';
import { PlansTable } from '../components/plans-table';
import '../components/plans.css';

type PlanFilters = { search: string; branchId: string; status: 'all' | 'active' | 'inactive' };
const NO_FILTERS: PlanFilters = { search: '', branchId: '', status: 'all' };

/** Planes de Membresía (spec §2): filters, a paged table, and the form, duplicate, stats and deactivate dialogs. */
export default function PlansPage() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const permissions = planPermissions(user?.role);

  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useListPlansQuery({
    search: filters.search,
    ...(filters.branchId ? { branchId: filters.branchId } : {}),
    ...(filters.status === 'all' ? {} : { isActive: filters.status === 'active' }),
    page,
    limit: DEFAULT_PAGE_SIZE,
  });
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  const defaultBranchId = (user?.branchId && branches.some((branch) => branch.id === user.branchId) ? user.branchId : branches.find((branch) => branch.isActive)?.id) ?? '';

  // undefined: closed; null: creating; a plan: editing it.
  const [editing, setEditing] = useState<MembershipPlanDto | null | undefined>(undefined);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const [duplicating, setDuplicating] = useState<MembershipPlanDto | null>(null);
  const [duplicateError, setDuplicateError] = useState<string | undefined>(undefined);
  const [statsOf, setStatsOf] = useState<MembershipPlanDto | null>(null);
  const [deactivating, setDeactivating] = useState<MembershipPlanDto | null>(null);
  const [createPlan, creation] = useCreatePlanMutation();
  const [updatePlan, update] = useUpdatePlanMutation();
  const [duplicatePlan, duplication] = useDuplicatePlanMutation();
  const [deactivatePlan, deactivation] = useDeactivatePlanMutation();

  useEffect(() => {
    if (list.isError) showToast(t('messages.loadError'), 'error');
  }, [list.isError, t]);
  const totalPages = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (list.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [list.data, page, totalPages]);

  const openForm = (plan: MembershipPlanDto | null) => {
    setSaveErrors({});
    setEditing(plan);
  };
  const saveFailure = (error: unknown) => {
    setSaveErrors(fieldErrors(error));
    return errorMessage(error, t('messages.saveError'));
  };
  const onCreate = async (request: CreateMembershipPlanRequest) => {
    if (await runCommand(createPlan(request).unwrap(), { success: t('messages.created'), failure: saveFailure })) setEditing(undefined);
  };
  const onUpdate = async (id: string, changes: UpdateMembershipPlanRequest) => {
    if (await runCommand(updatePlan({ id, changes }).unwrap(), { success: t('messages.updated'), failure: saveFailure })) setEditing(undefined);
  };
  const onDuplicate = async (plan: MembershipPlanDto, branchId: string) => {
    const failure = (error: unknown) => {
      setDuplicateError(fieldErrors(error).branchId);
      return errorMessage(error, t('messages.duplicateError'));
    };
    if (await runCommand(duplicatePlan({ id: plan.id, branchId }).unwrap(), { success: t('messages.duplicated'), failure })) setDuplicating(null);
  };
  const onDeactivate = async (plan: MembershipPlanDto) => {
    await runCommand(deactivatePlan(plan.id).unwrap(), { success: t('messages.deactivated'), failure: (error) => errorMessage(error, t('messages.deleteError')) });
    setDeactivating(null);
  };

  const plans = list.data?.plans ?? [];
  return (
    <AdminTablePage
      module="admin-membership-plans"
      title={t('title')}
      subtitle={t('subtitle')}
      action={permissions.manage && <Button intent={Intent.PRIMARY} icon={<Plus />} text={t('new')} onClick={() => openForm(null)} />}
      filters={
        <FilterBar
          idPrefix="plans"
          values={filters}
          defaults={NO_FILTERS}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
          search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}
          selects={[
            { key: 'branchId', label: t('filters.branch'), options: [{ value: '', label: t('filters.allBranches') }, ...branches.map((branch) => ({ value: branch.id, label: branch.name }))] },
            { key: 'status', label: t('filters.status'), options: (['all', 'active', 'inactive'] as const).map((value) => ({ value, label: t(`filters.${value}`) })) },
          ]}
          clearLabel={t('filters.clear')}
        />
      }
      loading={list.isLoading}
      error={list.isError && t('messages.loadError')}
      empty={list.data !== undefined && plans.length === 0}
      emptyTitle={t('table.empty')}
      emptyIcon={<CreditCard size={48} />}
      pager={
        list.data && (
          <Pager
            total={list.data.total}
            page={list.data.currentPage}
            totalPages={list.data.totalPages}
            limit={list.data.limit}
            onPage={setPage}
            countLabel={(count) => t('table.total', { count })}
          />
        )
      }
      dialogs={
        <>
          <PlanFormDialog
            isOpen={editing !== undefined}
            plan={editing}
            branches={branches}
            defaultBranchId={defaultBranchId}
            saving={creation.isLoading || update.isLoading}
            serverErrors={saveErrors}
            onCancel={() => setEditing(undefined)}
            onCreate={(request) => void onCreate(request)}
            onUpdate={(id, changes) => void onUpdate(id, changes)}
          />
          <DuplicatePlanDialog
            plan={duplicating}
            branches={branches}
            busy={duplication.isLoading}
            serverError={duplicateError}
            onCancel={() => setDuplicating(null)}
            onDuplicate={(plan, branchId) => void onDuplicate(plan, branchId)}
          />
          <PlanStatsDialog plan={statsOf} onClose={() => setStatsOf(null)} />
          <ConfirmDialog
            isOpen={deactivating !== null}
            title={t('deactivate.title')}
            message={t('deactivate.message', { name: deactivating?.name ?? '' })}
            confirmLabel={t('deactivate.confirm')}
            cancelLabel={t('deactivate.cancel')}
            busy={deactivation.isLoading}
            onCancel={() => setDeactivating(null)}
            onConfirm={() => deactivating && void onDeactivate(deactivating)}
          />
        </>
      }
    >
      {plans.length > 0 && (
        <PlansTable
          plans={plans}
          permissions={permissions}
          onView={(plan) => navigate(`/admin/membership-plans/${encodeURIComponent(plan.id)}`)}
          onEdit={openForm}
          onDuplicate={(plan) => {
            setDuplicateError(undefined);
            setDuplicating(plan);
          }}
          onStats={setStatsOf}
          onDeactivate={setDeactivating}
        />
      )}
    </AdminTablePage>
  );
}
