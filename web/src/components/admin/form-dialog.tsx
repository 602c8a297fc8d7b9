import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Classes, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
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
  /** Why save is disabled, shown beside it ("Para guardar, revisa: Email"). @default the shared sentence */
  readonly invalidReason?: string | undefined;
  /** Enter pressed in a field of an invalid form: show every problem (the form then marks its fields). */
  readonly onInvalidSubmit?: () => void;
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
  invalidReason,
  onInvalidSubmit,
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
  const reasonId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A disabled submit button turns Enter into nothing at all (HTML's implicit submission): the
  // form answers it by showing what stops it, and takes the person to the first field to fix.
  const enterOnInvalid = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !invalid || saving || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onInvalidSubmit?.();
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
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
          ref={formRef}
          noValidate
          onKeyDown={enterOnInvalid}
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
                <BusyButton
                  type="submit"
                  intent={Intent.PRIMARY}
                  text={submitLabel}
                  disabled={invalid}
                  busy={saving}
                  aria-describedby={invalid ? reasonId : undefined}
                />
              </>
            }
          >
            {invalid && (
              <span id={reasonId} className={`admin-form-dialog__why ${Classes.TEXT_MUTED}`}>
                {invalidReason ?? t('form.cannotSaveYet')}
              </span>
            )}
          </DialogFooter>
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
