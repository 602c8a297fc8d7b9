import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { inventoryPermissions, type InventoryItemDto } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminDetailPage, type DetailScreen } from '../../../components/admin/admin-detail-page';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { selectUser } from '../../auth';
import { useListBranchesQuery } from '../../branches';
import { useCreateInventoryItemMutation, useGetInventoryItemQuery, useUpdateInventoryItemMutation } from '../api';
import { useInventoryActions } from '../components/inventory-actions';
import { useItemActions } from '../components/inventory-table';
import { ItemFormDialog } from '../components/item-form-dialog';
import { MovementLedger } from '../components/movement-ledger';
import { StockChip } from '../components/stock-chip';
import { StatusTag } from '../../../components/admin/status-tag';
import { inventoryChanges, useInventoryPresenter } from '../inventory-presenter';
import '../components/inventory.css';

const SCREEN: DetailScreen = {
  module: 'admin-inventory',
  namespace: 'inventory',
  aggregate: 'inventory',
  backTo: '/admin-inventory',
};

/**
 * One item (/admin/inventory/:id): its fields, its state chips, the commands the role may run, the
 * movement ledger (paged), and its history with the state "as of" an instant.
 */
export default function ItemDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('inventory');
  const permissions = inventoryPermissions(useAppSelector(selectUser)?.role);
  const query = useGetInventoryItemQuery(id, { skip: id === '' });
  const branches = useListBranchesQuery({ status: 'all', page: 1, limit: 100 }).data?.branches ?? [];
  const presenter = useInventoryPresenter((branchId) => branches.find((branch) => branch.id === branchId)?.name);
  const editor = useRecordEditor<InventoryItemDto>();
  const formDialog = useRecordDialog(editor, {
    namespace: 'inventory',
    create: useCreateInventoryItemMutation(),
    update: useUpdateInventoryItemMutation(),
    failure: (error) => errorMessage(error, t('messages.saveError')),
  });
  const commands = useInventoryActions(branches);
  const actionsOf = useItemActions(permissions, { ...commands.handlers, onEdit: editor.open });
  return (
    <AdminDetailPage
      screen={SCREEN}
      query={query}
      presenter={presenter}
      changesOf={inventoryChanges}
      heading={(item) => ({
        title: `${item.name} (${item.sku})`,
        status: (
          <span className="inventory-state">
            <StatusTag active={item.isActive} label={t(item.isActive ? 'status.active' : 'status.inactive')} />
            <StockChip item={item} />
          </span>
        ),
      })}
      actions={(item) =>
        actionsOf(item)
          .filter((action) => action.permitted !== false)
          .map((action) => (
            <Button
              key={action.key}
              icon={action.icon}
              intent={action.intent}
              text={action.label}
              disabled={action.disabled}
              title={action.disabled ? action.reason : undefined}
              onClick={action.onClick}
            />
          ))
      }
      sections={(item) => <MovementLedger item={item} />}
      dialogs={
        <>
          <ItemFormDialog {...formDialog} item={editor.record} branches={branches} defaultBranchId="" />
          {commands.dialogs}
        </>
      }
    />
  );
}
