import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDto } from '@boxstudio/contracts';
import { runCommand } from '../../../components/admin/run-command';
import { useCommandDialog } from '../../../components/admin/use-command-dialog';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { showToast } from '../../../components/toaster';
import { errorMessage, fieldErrors } from '../../../lib/api-errors';
import { useDeleteClassMutation, useSetClassSchedulesMutation, useUpdateClassMutation } from '../api';
import { answeredOk } from '../class-list';
import { ScheduleEditorDialog } from './schedule-editor-dialog';

/**
 * A class's row action that runs a command, owning its mutation and its dialog: the page opens it for a
 * class and renders its dialog, and holds nothing else.
 */
export interface ClassAction {
  open(item: ClassDto): void;
  readonly dialog: ReactElement;
}

/**
 * The failure toast of a class command (spec §8): the server's words when it sent some; an answer that
 * reports failure without any is 'Error desconocido', anything else the screen's own words.
 */
export function useClassFailure(): (fallback: string) => (error: unknown) => string {
  const { t } = useTranslation('classes');
  return (fallback) => (error) => errorMessage(error, t(answeredOk(error) ? 'messages.unknownError' : fallback));
}

/** Activar/Desactivar: a PUT of `isActive` alone, at once, without a dialog. */
export function useToggleAction(listed: readonly ClassDto[] | undefined): (item: ClassDto) => void {
  const { t } = useTranslation('classes');
  const failure = useClassFailure();
  const [update] = useUpdateClassMutation();
  return (item) => {
    // Spec §8: toggling a class no longer in the list answers 'Clase no encontrada'.
    if (!listed?.some((known) => known.id === item.id)) {
      showToast(t('messages.notFound'), 'error');
      return;
    }
    void runCommand(update({ id: item.id, changes: { isActive: !item.isActive } }).unwrap(), {
      success: t(item.isActive ? 'messages.deactivated' : 'messages.activated'),
      failure: failure('messages.updateError'),
    });
  };
}

/**
 * Horarios: the weekly timetable. A refused save keeps the editor open with what was typed and the
 * server's field errors on their slots; opening it again starts without them.
 */
export function useSchedulesAction(): ClassAction {
  const { t } = useTranslation('classes');
  const failure = useClassFailure();
  const action = useCommandDialog<ClassDto>();
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [setSchedules, scheduling] = useSetClassSchedulesMutation();
  const dialog = (
    <ScheduleEditorDialog
      item={action.item}
      saving={scheduling.isLoading}
      serverErrors={serverErrors}
      onCancel={action.close}
      onSave={(item, schedules) =>
        void action.run(setSchedules({ id: item.id, schedules }).unwrap(), {
          success: t('messages.schedulesSaved'),
          failure: (error) => {
            setServerErrors(fieldErrors(error));
            return failure('messages.updateError')(error);
          },
        })
      }
    />
  );
  const open = (item: ClassDto) => {
    setServerErrors({});
    action.open(item);
  };
  return { open, dialog };
}

/** Eliminar: asked first, with the class named; the question closes once the command has finished. */
export function useDeleteAction(): ClassAction {
  const { t } = useTranslation('classes');
  const failure = useClassFailure();
  const [remove, removing] = useDeleteClassMutation();
  const confirmation = useConfirmation<ClassDto>({
    namespace: 'classes',
    prefix: 'delete',
    busy: removing.isLoading,
    run: (item) =>
      runCommand(remove(item.id).unwrap(), {
        success: t('messages.deleted'),
        failure: failure('messages.deleteError'),
      }),
  });
  return { open: confirmation.ask, dialog: confirmation.dialog };
}
