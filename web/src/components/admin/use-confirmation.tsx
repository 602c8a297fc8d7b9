import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmationOptions<T> {
  /** The feature's i18n namespace. */
  readonly namespace: string;
  /** The keys' prefix in it ('deactivate', 'delete'): `title`, `message` (with `{{name}}`), `confirm`, `cancel`. */
  readonly prefix: string;
  /** The command runs: the confirm button spins. */
  readonly busy: boolean;
  /** The command, once confirmed; the question closes when it has finished, however it went. */
  readonly run: (record: T) => Promise<unknown>;
}

export interface Confirmation<T> {
  /** Asks about this record. */
  readonly ask: (record: T) => void;
  /** The question's dialog, for the screen's dialogs. */
  readonly dialog: ReactElement;
}

/** A command that asks first ('¿Estás seguro de que quieres desactivar la sucursal "X"?'). */
export function useConfirmation<T extends { readonly name: string }>({
  namespace,
  prefix,
  busy,
  run,
}: ConfirmationOptions<T>): Confirmation<T> {
  const { t } = useTranslation(namespace);
  const [subject, setSubject] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      isOpen={subject !== null}
      title={t(`${prefix}.title`)}
      message={t(`${prefix}.message`, { name: subject?.name ?? '' })}
      confirmLabel={t(`${prefix}.confirm`)}
      cancelLabel={t(`${prefix}.cancel`)}
      busy={busy}
      onCancel={() => setSubject(null)}
      onConfirm={() => subject && void run(subject).finally(() => setSubject(null))}
    />
  );
  return { ask: setSubject, dialog };
}
