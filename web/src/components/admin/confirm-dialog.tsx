import type { ReactNode } from 'react';
import { Button, DialogBody, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from './admin-dialog';
import { BusyButton } from './busy-button';

export interface ConfirmDialogProps {
  readonly isOpen: boolean;
  readonly title: string;
  /** The question, e.g. '¿Estás seguro de que quieres desactivar la sucursal "X"?'. */
  readonly message: ReactNode;
  /** @default the shared "Confirmar" */
  readonly confirmLabel?: string;
  /** @default the shared "Cancelar" */
  readonly cancelLabel?: string;
  /** @default Intent.DANGER */
  readonly intent?: Intent;
  /** While the action runs: the confirm button spins and nothing closes the dialog. @default false */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before an action that changes or removes something (spec §9: confirmations are 400 px wide). */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  intent = Intent.DANGER,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin-shell');
  return (
    <AdminDialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      busy={busy}
      width={400}
      actions={
        <>
          <Button text={cancelLabel ?? t('confirm.cancel')} onClick={onCancel} disabled={busy} />
          <BusyButton intent={intent} text={confirmLabel ?? t('confirm.confirm')} busy={busy} onClick={onConfirm} />
        </>
      }
    >
      <DialogBody>
        <p>{message}</p>
      </DialogBody>
    </AdminDialog>
  );
}
