import { useEffect, useState } from 'react';
import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Office, Plus } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, type BranchDto, type BranchStatusFilter, type CreateBranchRequest, type UpdateBranchRequest } from '@boxstudio/contracts';
import { useAppSelector } from '../../app/hooks';
import { AdminLayout } from '../../components/admin-header';
import { showToast } from '../../components/toaster';
import { selectUser } from '../auth/session-slice';
import { branchPermissions } from './branch-permissions';
import { saveFailureMessage, updateSuccessMessage } from './branch-save-messages';
import { useCreateBranchMutation, useDeactivateBranchMutation, useListBranchesQuery, useUpdateBranchMutation } from './branches-api';
import { BranchFilters } from './components/branch-filters';
import { BranchFormDialog } from './components/branch-form-dialog';
import { BranchStatsDialog } from './components/branch-stats-dialog';
import { BranchesPager } from './components/branches-pager';
import { BranchesTable } from './components/branches-table';
import { DeactivateBranchDialog } from './components/deactivate-branch-dialog';
import { useDebounced } from './use-debounced';
import './components/branches.css';

const SEARCH_DELAY_MS = 300;

/** Gestión de Sucursales (spec §2): filters, a paged table, and the create/edit, stats and deactivate dialogs. */
export default function BranchesPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const permissions = branchPermissions(useAppSelector(selectUser)?.role);

  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState<BranchStatusFilter>('all');
  const [page, setPage] = useState(1);
  const list = useListBranchesQuery({ search, status, page, limit: DEFAULT_PAGE_SIZE });

  // undefined: closed; null: creating; a branch: editing it.
  const [editing, setEditing] = useState<BranchDto | null | undefined>(undefined);
  const [statsOf, setStatsOf] = useState<BranchDto | null>(null);
  const [deactivating, setDeactivating] = useState<BranchDto | null>(null);
  const [createBranch, creation] = useCreateBranchMutation();
  const [updateBranch, update] = useUpdateBranchMutation();
  const [deactivateBranch, deactivation] = useDeactivateBranchMutation();

  useEffect(() => setPage(1), [search, status]);
  useEffect(() => {
    if (list.isError) showToast(t('messages.loadError'), 'error');
  }, [list.isError, t]);
  // A page left empty (the last row deactivated out of a filter) steps back to the last real page.
  const totalPages = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (list.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [list.data, page, totalPages]);

  const onCreate = async (request: CreateBranchRequest) => {
    try {
      await createBranch(request).unwrap();
      showToast(t('messages.created'), 'success');
      setEditing(undefined);
    } catch (error) {
      showToast(saveFailureMessage(error, true, t), 'error');
    }
  };

  const onUpdate = async (id: string, changes: UpdateBranchRequest) => {
    const before = editing;
    try {
      await updateBranch({ id, changes }).unwrap();
      showToast(before ? updateSuccessMessage(before, changes, t) : t('messages.updated'), 'success');
      setEditing(undefined);
    } catch (error) {
      showToast(saveFailureMessage(error, false, t), 'error');
    }
  };

  const onDeactivate = async (branch: BranchDto) => {
    try {
      await deactivateBranch(branch.id).unwrap();
      showToast(t('messages.deactivated'), 'success');
    } catch {
      showToast(t('messages.deleteError'), 'error');
    } finally {
      setDeactivating(null);
    }
  };

  const branches = list.data?.branches ?? [];
  return (
    <AdminLayout module="admin-branches">
      <div className="branches-title-row">
        <div>
          <h1 className="bp6-heading">{t('title')}</h1>
          <p className="branches-subtitle">{t('subtitle')}</p>
        </div>
        {permissions.create && <Button intent={Intent.PRIMARY} icon={<Plus />} text={t('new')} onClick={() => setEditing(null)} />}
      </div>

      <BranchFilters
        search={searchText}
        status={status}
        onSearchChange={setSearchText}
        onStatusChange={setStatus}
        onClear={() => {
          setSearchText('');
          setStatus('all');
        }}
      />

      {list.isError && <Callout intent={Intent.DANGER}>{t('messages.loadError')}</Callout>}
      {list.isLoading && <Spinner size={40} />}
      {list.data && branches.length === 0 && <NonIdealState icon={<Office size={48} />} title={t('table.empty')} />}
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
      {list.data && <BranchesPager total={list.data.total} page={list.data.currentPage} totalPages={list.data.totalPages} onPage={setPage} />}

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
      <DeactivateBranchDialog branch={deactivating} busy={deactivation.isLoading} onCancel={() => setDeactivating(null)} onConfirm={(branch) => void onDeactivate(branch)} />
    </AdminLayout>
  );
}
