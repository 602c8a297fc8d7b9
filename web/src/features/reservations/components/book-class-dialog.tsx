import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationDto, UserDto } from '@boxstudio/contracts';
import { useLoadFailure } from '../../../components/admin/use-load-failure';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { errorMessage } from '../../../lib/api-errors';
import { useListAllClassesQuery, useListInstructorsQuery } from '../../classes';
import { useCreateReservationMutation, useUpdateReservationMutation } from '../api';
import { ReservationFormDialog } from './reservation-form-dialog';

export interface BookClassDialogProps {
  /** Who is booked. */
  readonly client: UserDto;
  /** Booked or cancelled: the dialog is done. */
  readonly onClose: () => void;
}

/** Reservar clase from a person's page: the reservations screen's new-booking dialog with the client chosen. */
export function BookClassDialog({ client, onClose }: BookClassDialogProps) {
  const { t } = useTranslation('reservations');
  const editor = useRecordEditor<ReservationDto>(null);
  const classes = useListAllClassesQuery({ isActive: true });
  const instructors = useListInstructorsQuery();
  useLoadFailure(classes.isError, t('messages.classesError'));
  useLoadFailure(instructors.isError, t('messages.instructorsError'));
  const formDialog = useRecordDialog(editor, {
    namespace: 'reservations',
    create: useCreateReservationMutation(),
    update: useUpdateReservationMutation(),
    failure: (error, creating) => errorMessage(error, t(creating ? 'messages.createError' : 'messages.updateError')),
  });
  useEffect(() => {
    if (!editor.isOpen) onClose();
  }, [editor.isOpen, onClose]);
  return (
    <ReservationFormDialog
      {...formDialog}
      item={null}
      client={client}
      clients={[client]}
      classes={classes.data ?? []}
      instructors={(instructors.data ?? []).filter((instructor) => instructor.isActive)}
    />
  );
}
