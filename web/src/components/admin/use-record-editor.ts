import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandAnswer } from '../../lib/api';
import { fieldErrors } from '../../lib/api-errors';
import type { RecordDialogProps } from './record-form-dialog';
import { runCommand, type CommandTexts } from './run-command';

export interface RecordEditor<T> {
  readonly isOpen: boolean;
  /** The record being edited; null while creating or closed. */
  readonly record: T | null;
  /** The server's field errors for the last save, shown on their fields. */
  readonly serverErrors: Readonly<Record<string, string>>;
  /** Opens the form: on a record to edit it, on null to create one. */
  open(record: T | null): void;
  close(): void;
  /** Runs a save and toasts how it went; the form closes on success and keeps the field errors on failure. */
  save(command: Promise<CommandAnswer<unknown>>, texts: CommandTexts): Promise<void>;
}

/** The state of a screen's create/edit dialog; `opened` opens it at once (null: creating, a record: editing it). */
export function useRecordEditor<T>(opened?: T | null): RecordEditor<T> {
  // undefined: closed; null: creating; a record: editing it.
  const [editing, setEditing] = useState<T | null | undefined>(opened);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  return {
    isOpen: editing !== undefined,
    record: editing ?? null,
    serverErrors,
    open: (record) => {
      setServerErrors({});
      setEditing(record);
    },
    close: () => setEditing(undefined),
    save: async (command, texts) => {
      const failure = (error: unknown) => {
        setServerErrors(fieldErrors(error));
        return texts.failure(error);
      };
      if (await runCommand(command, { success: texts.success, failure })) setEditing(undefined);
    },
  };
}

/** An RTK Query mutation hook's answer: its trigger and its state. */
export type Mutation<A> = readonly [
  (arg: A) => { unwrap(): Promise<CommandAnswer<unknown>> },
  { readonly isLoading: boolean },
];

export interface SaveCommands<C, U> {
  /**
   * The feature's namespace: its `messages.created` and `messages.updated` are the success toasts when the
   * server sends no message.
   */
  readonly namespace: string;
  readonly create: Mutation<C>;
  readonly update: Mutation<{ id: string; changes: U }>;
  /** A failed save in words. */
  readonly failure: (error: unknown, creating: boolean) => string;
}

/** The props of a create/edit dialog that saves through these commands. */
export function useRecordDialog<T, C, U>(
  editor: RecordEditor<T>,
  { namespace, create: creation, update: updating, failure }: SaveCommands<C, U>,
): RecordDialogProps<C, U> {
  const { t } = useTranslation(namespace);
  const [create, created] = creation;
  const [update, updated] = updating;
  return {
    isOpen: editor.isOpen,
    saving: created.isLoading || updated.isLoading,
    serverErrors: editor.serverErrors,
    onCancel: editor.close,
    onCreate: (request) =>
      void editor.save(create(request).unwrap(), {
        success: t('messages.created'),
        failure: (error) => failure(error, true),
      }),
    onUpdate: (id, changes) =>
      void editor.save(update({ id, changes }).unwrap(), {
        success: t('messages.updated'),
        failure: (error) => failure(error, false),
      }),
  };
}
