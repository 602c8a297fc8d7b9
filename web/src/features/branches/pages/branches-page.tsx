import { useState } from 'react';
import { Office } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  BRANCH_SORT_FIELDS,
  branchPermissions,
  type BranchListResponse,
  type BranchSortField,
  type BranchStatusFilter,
  type BranchSummary,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { selectUser } from '../../auth';
import { useCreateBranchMutation, useListBranchesQuery, useUpdateBranchMutation } from '../api';
import { saveFailureMessage } from '../branch-save-messages';
import { useDeactivateBranchAction } from '../components/branch-actions';
import { BranchFormDialog } from '../components/branch-form-dialog';
import { BranchStatsDialog } from '../components/branch-stats-dialog';
import { useBranchesTable } from '../components/branches-table';
import '../components/branches.css';

type BranchFilters = { search: string; status: BranchStatusFilter };

const NO_FILTERS: BranchFilters = { search: '', status: 'all' };
const SCREEN: ListScreen<BranchListResponse, BranchSummary> = {
  module: 'admin-branches',
  namespace: 'branches',
  rows: (data) => data.branches,
  emptyIcon: <Office size={48} />,
  statusFilter: true,
};

/** Gestión de Sucursales (spec §2): filters, a paged table, and the create/edit, stats and deactivate dialogs. */
export default function BranchesPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const permissions = branchPermissions(useAppSelector(selectUser)?.role);

  const list = useListState<BranchFilters, BranchSortField>(NO_FILTERS, BRANCH_SORT_FIELDS);
  const query = useListBranchesQuery({ ...list.filters, ...list.request });
  const editor = useRecordEditor<BranchSummary>();
  const formDialog = useRecordDialog(editor, {
    namespace: 'branches',
    create: useCreateBranchMutation(),
    update: useUpdateBranchMutation(),
    failure: (error, creating) => saveFailureMessage(error, creating, t),
  });
  const [statsOf, setStatsOf] = useState<BranchSummary | null>(null);
  const deactivation = useDeactivateBranchAction();
  const table = useBranchesTable(permissions, {
    onView: (branch) => navigate(`/admin/branches/${encodeURIComponent(branch.id)}`),
    onEdit: editor.open,
    onStats: setStatsOf,
    onDeactivate: deactivation.open,
  });

  const dialogs = (
    <>
      <BranchFormDialog {...formDialog} branch={editor.record} canDeactivate={permissions.deactivate} />
      <BranchStatsDialog branch={statsOf} onClose={() => setStatsOf(null)} />
      {deactivation.dialog}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      onCreate={permissions.create && (() => editor.open(null))}
      dialogs={dialogs}
    />
  );
}
