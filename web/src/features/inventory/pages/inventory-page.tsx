import { Box } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_SORT_FIELDS,
  inventoryPermissions,
  type InventoryCategory,
  type InventoryItemDto,
  type InventoryListResponse,
  type InventorySortField,
  type StatusFilter,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { backStateOf } from '../../../components/admin/person-link';
import { useListState } from '../../../components/admin/use-list-state';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useCreateInventoryItemMutation, useListInventoryQuery, useUpdateInventoryItemMutation } from '../api';
import { useInventoryActions } from '../components/inventory-actions';
import { InventoryStats } from '../components/inventory-stats';
import { useInventoryTable } from '../components/inventory-table';
import { ItemFormDialog } from '../components/item-form-dialog';
import '../components/inventory.css';

type InventoryFilters = {
  search: string;
  branchId: string;
  /** '' for every category. */
  category: string;
  /** 'low': only items at or under their threshold. */
  stock: string;
  status: StatusFilter;
};
const NO_FILTERS: InventoryFilters = { search: '', branchId: '', category: '', stock: '', status: 'all' };
const SCREEN: ListScreen<InventoryListResponse, InventoryItemDto> = {
  module: 'admin-inventory',
  namespace: 'inventory',
  rows: (data) => data.items,
  emptyIcon: <Box size={48} />,
  statusFilter: true,
};

const isCategory = (value: string): value is InventoryCategory =>
  INVENTORY_CATEGORIES.some((category) => category === value);

/** The list's filters as GET /inventory takes them. */
function inventoryQuery({ search, branchId, category, stock, status }: InventoryFilters) {
  return {
    search,
    ...(branchId ? { branchId } : {}),
    ...(isCategory(category) ? { category } : {}),
    ...(stock === 'low' ? { lowStock: true } : {}),
    ...(status === 'all' ? {} : { isActive: status === 'active' }),
  };
}

/**
 * Inventario: the tiles, search (name, SKU), branch, category, low-stock and status filters, the
 * items in the column's order (the server's), and per item its movements, desk sales, transfers,
 * edit and (de)activation, each as the role may (contracts' inventoryPermissions).
 */
export default function InventoryPage() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  const permissions = inventoryPermissions(user?.role);
  const list = useListState<InventoryFilters, InventorySortField>(NO_FILTERS, INVENTORY_SORT_FIELDS);
  const query = useListInventoryQuery({ ...inventoryQuery(list.filters), ...list.request });
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  const defaultBranchId =
    (user?.branchId && branches.some((branch) => branch.id === user.branchId && branch.isActive)
      ? user.branchId
      : branches.find((branch) => branch.isActive)?.id) ?? '';

  const editor = useRecordEditor<InventoryItemDto>();
  const formDialog = useRecordDialog(editor, {
    namespace: 'inventory',
    create: useCreateInventoryItemMutation(),
    update: useUpdateInventoryItemMutation(),
    failure: (error) => errorMessage(error, t('messages.saveError')),
  });
  const actions = useInventoryActions(branches);
  const table = useInventoryTable(permissions, {
    ...actions.handlers,
    onView: (item) => navigate(`/admin/inventory/${encodeURIComponent(item.id)}`, { state: backStateOf(location) }),
    onEdit: editor.open,
  });

  const selects = [
    {
      key: 'branchId' as const,
      label: t('filters.branch'),
      options: [
        { value: '', label: t('filters.allBranches') },
        ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
      ],
    },
    {
      key: 'category' as const,
      label: t('filters.category'),
      options: [
        { value: '', label: t('filters.allCategories') },
        ...INVENTORY_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
      ],
    },
    {
      key: 'stock' as const,
      label: t('filters.stock'),
      options: [
        { value: '', label: t('filters.allStock') },
        { value: 'low', label: t('filters.lowStockOnly') },
      ],
    },
  ];
  const dialogs = (
    <>
      <ItemFormDialog {...formDialog} item={editor.record} branches={branches} defaultBranchId={defaultBranchId} />
      {actions.dialogs}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={<InventoryStats />}
      selects={selects}
      loadError={(error) => errorMessage(error, t('messages.loadError'))}
      onCreate={permissions.manage && (() => editor.open(null))}
      dialogs={dialogs}
    />
  );
}
