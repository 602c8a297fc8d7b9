import { useEffect } from 'react';
import type { UserDto } from '@boxstudio/contracts';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { useUpdateClientMutation } from '../api';
import { useClientFailure } from '../use-client-commands';
import { ClientFormDialog } from './client-form-dialog';

export interface ClientEditorProps {
  readonly client: UserDto;
  /** Saved or cancelled: the dialog is done. */
  readonly onClose: () => void;
}

/** Editar from another screen (a person's page): the clients screen's dialog, its rules and its messages. */
export function ClientEditor({ client, onClose }: ClientEditorProps) {
  const failure = useClientFailure();
  const editor = useRecordEditor<UserDto>(client);
  const formDialog = useRecordDialog(editor, {
    namespace: 'clients',
    // Editing only: the page creates nobody.
    create: [() => ({ unwrap: () => Promise.reject(new Error('not offered')) }), { isLoading: false }],
    update: useUpdateClientMutation(),
    failure: (error, creating) => failure(creating ? 'messages.createError' : 'messages.updateError')(error),
  });
  useEffect(() => {
    if (!editor.isOpen) onClose();
  }, [editor.isOpen, onClose]);
  return <ClientFormDialog {...formDialog} client={editor.record ?? client} />;
}
