import { useEffect, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { Office, Plus } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  branchPermissions,
  DEFAULT_PAGE_SIZE,
  type BranchStatusFilter,
  type BranchSummary,
  type CreateBranchRequest,
  type UpdateBranchRequest,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminTablePage } from '../../../components/admin/admin-table-page';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { FilterBar } from '../../../components/admin/filter-bar';
import { Pager } from '../../../components/admin/pager';
import { runCommand } from '../../../components/admin/run-command';
import { showToast } from '../../../components/toaster';
import { selectUser } from '../../auth';
import { useCreateBranchMutation, useDeactivateBranchMutation, useListBranchesQuery, useUpdateBranchMutation } from '../api';
import { saveFailureMessage } from '../branch-save-messages';
import { BranchFormDialog } from '../components/branch-form-dialog';
import { BranchStatsDialog } from '../components/branch-stats-dialog';
import { BranchesTable } from '../components/branches-table';
import '../components/branches.css';

type BranchFilters = { search: string; status: BranchStatusFilter };

const NO_FILTERS: BranchFilters = { search: '', status: 'all' };
const STATUSES: readonly BranchStatusFilter[] = ['all', 'active', 'inactive'];

/** Gestión de Sucursales (spec §2): filters, a paged table, and the create/edit, stats and deactivate dialogs. */
export default function BranchesPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const permissions = branchPermissions(useAppSelector(selectUser)?.role);

  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useListBranchesQuery({ ...filters, page, limit: DEFAULT_PAGE_SIZE });

  // undefined: closed; null: creating; a branch: editing it.
  const [editing, setEditing] = useState<BranchSummary | null | undefined>(undefined);
  const [statsOf, setStatsOf] = useState<BranchSummary | null>(null);
  const [deactivating, setDeactivating] = useState<BranchSummary | null>(null);
  const [createBranch, creation] = useCreateBranchMutation();
  const [updateBranch, update] = useUpdateBranchMutation();
  const [deactivateBranch, deactivation] = useDeactivateBranchMutation();

  useEffect(() => {
    if (list.isError) showToast(t('messages.loadError'), 'error');
  }, [list.isError, t]);
  // A page left empty (the last row deactivated out of a filter) steps back to the last real page.
  const totalPages = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (list.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [list.data, page, totalPages]);

  const onCreate = async (request: CreateBranchRequest) => {
    const done = await runCommand(createBranch(request).unwrap(), {
      success: t('messages.created'),
      failure: (error) => saveFailureMessage(error, true, t),
    });
    if (done) setEditing(undefined);
  };

  const onUpdate = async (id: string, changes: UpdateBranchRequest) => {
    const done = await runCommand(updateBranch({ id, changes }).unwrap(), {
      success: t('messages.updated'),
      failure: (error) => saveFailureMessage(error, false, t),
    });
    if (done) setEditing(undefined);
  };

  const onDeactivate = async (branch: BranchSummary) => {
    await runCommand(deactivateBranch(branch.id).unwrap(), { success: t('messages.deactivated'), failure: () => t('messages.deleteError') });
    setDeactivating(null);
  };

  const branches = list.data?.branches ?? [];
  return (
    <AdminTablePage
      module="admin-branches"
      title={t('title')}
      subtitle={t('subtitle')}
      action={permissions.create && <Button intent={Intent.PRIMARY} icon={<Plus />} text={t('new')} onClick={() => setEditing(null)} />}
      filters={
        <FilterBar
          idPrefix="branches"
          values={filters}
          defaults={NO_FILTERS}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
          search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}
          selects={[{ key: 'status', label: t('filters.status'), options: STATUSES.map((value) => ({ value, label: t(`filters.${value}`) })) }]}
          clearLabel={t('filters.clear')}
        />
      }
      loading={list.isLoading}
      error={list.isError && t('messages.loadError')}
      empty={list.data !== undefined && branches.length === 0}
      emptyTitle={t('table.empty')}
      emptyIcon={<Office size={48} />}
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
          <BranchFormDialog
            isOpen={editing !== undefined}
            branch={editing}
            saving={creation.isLoading || update.isLoading}
            canDeactivate={permissions.deactivate}
            onCancel={() => setEditing(undefined)}
            onCreate={(request) => void onCreate(request)}
            onUpdate={(id, changes) => void onUpdate(id, changes)}
          />
          <BranchStatsDialog branch={statsOf} onClose={() => setStatsOf(null)} />
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
      {branches.length > 0 && (
        <BranchesTable
          branches={branches}
          permissions={permissions}
          onView={(branch) => navigate(`/admin/branches/${encodeURIComponent(branch.id)}`)}
          onEdit={setEditing}
          onStats={setStatsOf}
          onDeactivate={setDeactivating}
        />
      )}
    </AdminTablePage>
  );
}
