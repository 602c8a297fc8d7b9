import { useEffect, useMemo } from 'react';
import type { UserDto } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { selectUser } from '../../auth';
import { useUpdatePersonMutation } from '../api';
import { assignableRoles } from '../management';
import { useEmployeeFailure } from '../use-employee-commands';
import { EmployeeFormDialog } from './employee-form-dialog';

export interface EmployeeEditorProps {
  readonly employee: UserDto;
  /** Saved or cancelled: the dialog is done. */
  readonly onClose: () => void;
}

/** Editar from another screen (a person's page): the employees screen's dialog, its rules and its messages. */
export function EmployeeEditor({ employee, onClose }: EmployeeEditorProps) {
  const manager = useAppSelector(selectUser);
  const assignable = useMemo(() => assignableRoles(manager), [manager]);
  const failure = useEmployeeFailure();
  const editor = useRecordEditor<UserDto>(employee);
  const formDialog = useRecordDialog(editor, {
    namespace: 'employees',
    // Editing only: the page creates nobody.
    create: [() => ({ unwrap: () => Promise.reject(new Error('not offered')) }), { isLoading: false }],
    update: useUpdatePersonMutation(),
    failure: (error, creating) => failure(creating ? 'messages.createError' : 'messages.updateError')(error),
  });
  useEffect(() => {
    if (!editor.isOpen) onClose();
  }, [editor.isOpen, onClose]);
  return <EmployeeFormDialog {...formDialog} employee={editor.record ?? employee} assignable={assignable} />;
}
