import { useId, type ReactNode } from 'react';
import { Button, Classes, Dialog, DialogFooter, H2 } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import './admin.css';

export interface AdminDialogProps {
  readonly isOpen: boolean;
  readonly title: string;
  /** Escape, the header's close button and (when allowed) a click outside. */
  readonly onClose: () => void;
  /** Spec §9: forms 600, stats 500, confirmations 400. @default 600 */
  readonly width?: number;
  /** While something runs nothing closes the dialog and its close button is hidden. @default false */
  readonly busy?: boolean;
  /** @default true */
  readonly canOutsideClickClose?: boolean;
  /** The footer's buttons. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

const FIELDS = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])';

/**
 * Where focus goes when a dialog opens: its first field, else its first footer button (Cancelar
 * in a confirmation, Cerrar in a read-only dialog), never the container three Tabs away.
 */
export function focusFirstControl(dialog: HTMLElement | null): void {
  const target =
    dialog?.querySelector<HTMLElement>(FIELDS) ??
    dialog?.querySelector<HTMLElement>(`.${Classes.DIALOG_FOOTER} button:not([disabled])`);
  target?.focus();
}

/**
 * Every dialog of the admin screens: the header's close button named in the page's language,
 * focus on the first field when it opens, the spec's widths, and nothing closing it while busy.
 */
export function AdminDialog({
  isOpen,
  title,
  onClose,
  width = 600,
  busy = false,
  canOutsideClickClose = true,
  actions,
  children,
}: AdminDialogProps) {
  const { t } = useTranslation('admin-shell');
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      aria-labelledby={titleId}
      // Before Blueprint's own focusing (next frame), which then finds focus already inside.
      onOpening={focusFirstControl}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={canOutsideClickClose && !busy}
      style={{ width: 'calc(100vw - 32px)', maxWidth: width }}
    >
      <div className={Classes.DIALOG_HEADER}>
        <H2 id={titleId}>{title}</H2>
        {!busy && (
          <Button
            aria-label={t('dialog.close')}
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCross />}
            variant="minimal"
            onClick={close}
          />
        )}
      </div>
      {children}
      {actions && <DialogFooter actions={actions} />}
    </Dialog>
  );
}
