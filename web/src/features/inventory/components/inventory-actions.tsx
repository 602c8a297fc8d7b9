import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchSummary, InventoryItemDto } from '@boxstudio/contracts';
import { runCommand } from '../../../components/admin/run-command';
import { useCommandDialog } from '../../../components/admin/use-command-dialog';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { errorMessage } from '../../../lib/api-errors';
import {
  useDeactivateInventoryItemMutation,
  useListInventoryClientsQuery,
  useRecordInventoryMovementMutation,
  useSellInventoryItemMutation,
  useTransferInventoryItemMutation,
  useUpdateInventoryItemMutation,
} from '../api';
import { MovementDialog, SaleDialog, TransferDialog } from './stock-dialogs';

/**
 * An item's command, owning its mutation and its dialog: the list and the item's page open it for an
 * item and render its dialog. Each toasts the server's message ('Stock insuficiente' on a 409), and
 * a refused command keeps its dialog open with what was typed.
 */
export interface InventoryAction {
  open(item: InventoryItemDto): void;
  readonly dialog: ReactElement;
}

function useFailure() {
  const { t } = useTranslation('inventory');
  return (error: unknown) => errorMessage(error, t('messages.commandError'));
}

/** Registrar movimiento: IN, OUT or ADJUST. */
export function useMovementAction(): InventoryAction {
  const { t } = useTranslation('inventory');
  const failure = useFailure();
  const action = useCommandDialog<InventoryItemDto>();
  const [record, recording] = useRecordInventoryMovementMutation();
  const dialog = (
    <MovementDialog
      item={action.item}
      saving={recording.isLoading}
      onCancel={action.close}
      onSubmit={(item, request) =>
        void action.run(record({ id: item.id, ...request }).unwrap(), { success: t('messages.moved'), failure })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Vender: the clients load when the dialog opens. */
export function useSaleAction(): InventoryAction {
  const { t } = useTranslation('inventory');
  const failure = useFailure();
  const action = useCommandDialog<InventoryItemDto>();
  const clients = useListInventoryClientsQuery(undefined, { skip: action.item === null });
  useLoadFailure(clients.isError, t('messages.clientsError'));
  const [sell, selling] = useSellInventoryItemMutation();
  const dialog = (
    <SaleDialog
      item={action.item}
      clients={(clients.data ?? []).filter((client) => client.isActive)}
      saving={selling.isLoading}
      onCancel={action.close}
      onSubmit={(item, request) =>
        void action.run(sell({ id: item.id, ...request }).unwrap(), { success: t('messages.sold'), failure })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Transferir: to another of `branches`. */
export function useTransferAction(branches: readonly BranchSummary[]): InventoryAction {
  const { t } = useTranslation('inventory');
  const failure = useFailure();
  const action = useCommandDialog<InventoryItemDto>();
  const [transfer, transferring] = useTransferInventoryItemMutation();
  const dialog = (
    <TransferDialog
      item={action.item}
      branches={branches}
      saving={transferring.isLoading}
      onCancel={action.close}
      onSubmit={(item, request) =>
        void action.run(transfer({ id: item.id, ...request }).unwrap(), {
          success: t('messages.transferred'),
          failure,
        })
      }
    />
  );
  return { open: action.open, dialog };
}

/** Desactivar (DELETE) and Activar (PUT {isActive: true}): each asked first, with the item named. */
export function useDeactivateAction(): InventoryAction {
  const { t } = useTranslation('inventory');
  const failure = useFailure();
  const [deactivate, deactivating] = useDeactivateInventoryItemMutation();
  const confirmation = useConfirmation<InventoryItemDto>({
    namespace: 'inventory',
    prefix: 'deactivate',
    busy: deactivating.isLoading,
    run: (item) => runCommand(deactivate(item.id).unwrap(), { success: t('messages.deactivated'), failure }),
  });
  return { open: confirmation.ask, dialog: confirmation.dialog };
}

export function useActivateAction(): InventoryAction {
  const { t } = useTranslation('inventory');
  const failure = useFailure();
  const [update, updating] = useUpdateInventoryItemMutation();
  const confirmation = useConfirmation<InventoryItemDto>({
    namespace: 'inventory',
    prefix: 'activate',
    busy: updating.isLoading,
    run: (item) =>
      runCommand(update({ id: item.id, changes: { isActive: true } }).unwrap(), {
        success: t('messages.activated'),
        failure,
      }),
  });
  return { open: confirmation.ask, dialog: confirmation.dialog };
}

/** Every command on an item, for a screen that offers them all (the list, the item's page). */
export function useInventoryActions(branches: readonly BranchSummary[]) {
  const movement = useMovementAction();
  const sale = useSaleAction();
  const transfer = useTransferAction(branches);
  const deactivation = useDeactivateAction();
  const activation = useActivateAction();
  return {
    handlers: {
      onMove: movement.open,
      onSell: sale.open,
      onTransfer: transfer.open,
      onDeactivate: deactivation.open,
      onActivate: activation.open,
    },
    dialogs: (
      <>
        {movement.dialog}
        {sale.dialog}
        {transfer.dialog}
        {deactivation.dialog}
        {activation.dialog}
      </>
    ),
  };
}
