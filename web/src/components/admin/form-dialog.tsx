import { useEffect, useState, type ReactNode } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from './admin-dialog';
import { BusyButton } from './busy-button';
import { ConfirmDialog } from './confirm-dialog';

export interface FormDialogProps {
  readonly isOpen: boolean;
  readonly title: string;
  /** "Crear" or "Actualizar". */
  readonly submitLabel: string;
  /** The save runs: the save button spins and nothing closes the dialog. */
  readonly saving: boolean;
  /** Save stays disabled while the form is invalid (spec §2, §5). */
  readonly invalid: boolean;
  /** Closing a form with changes asks before discarding them; a clean one closes at once. */
  readonly dirty: boolean;
  readonly onSubmit: () => void;
  /** The dialog closes, its changes (if any) discarded. */
  readonly onClose: () => void;
  /** Under the fields, e.g. "Por favor, completa todos los campos requeridos". */
  readonly notice?: ReactNode;
  /** @default 600 (spec §9) */
  readonly width?: number;
  /** Footer buttons before Cancelar (a wizard's "Atrás"). */
  readonly leading?: ReactNode;
  readonly children: ReactNode;
}

/**
 * Every create/edit dialog: title, fields, Cancelar and the save button. Escape, the close button
 * and Cancelar all go the same way: straight out of a clean form, through "¿Descartar los
 * cambios?" out of one with changes.
 */
export function FormDialog({
  isOpen,
  title,
  submitLabel,
  saving,
  invalid,
  dirty,
  onSubmit,
  onClose,
  notice,
  width,
  leading,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('admin-shell');
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!isOpen) setConfirming(false);
  }, [isOpen]);
  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirming(true);
    else onClose();
  };

  return (
    <>
      <AdminDialog
        isOpen={isOpen}
        title={title}
        onClose={requestClose}
        busy={saving}
        canOutsideClickClose={false}
        width={width}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!invalid && !saving) onSubmit();
          }}
        >
          <DialogBody>
            {children}
            {notice}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                {leading}
                <Button text={t('confirm.cancel')} onClick={requestClose} disabled={saving} />
                <BusyButton type="submit" intent={Intent.PRIMARY} text={submitLabel} disabled={invalid} busy={saving} />
              </>
            }
          />
        </form>
      </AdminDialog>
      {/* Beside the form's dialog, not inside it: its Escape must not reach the form's. */}
      <ConfirmDialog
        isOpen={confirming}
        title={t('discard.title')}
        message={t('discard.message')}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('discard.keep')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
  );
}
