import { useTranslation } from 'react-i18next';
import type { Role, UserDto } from '@boxstudio/contracts';
import { runCommand } from '../../components/admin/run-command';
import { useConfirmation, type Confirmation } from '../../components/admin/use-confirmation';
import { errorMessage } from '../../lib/api-errors';
import { useDeletePersonMutation, useUpdatePersonMutation } from './api';

/** The failure toast of an employee command: the server's words when it sent some (spec §8), else the screen's. */
export function useEmployeeFailure(): (fallback: string) => (error: unknown) => string {
  const { t } = useTranslation('employees');
  return (fallback) => (error) => errorMessage(error, t(fallback));
}

/** Activar/Desactivar (spec §4): a PUT of `isActive` alone, at once; the server names what it did. */
export function useEmployeeActivation(): (employee: UserDto) => void {
  const { t } = useTranslation('employees');
  const failure = useEmployeeFailure();
  const [update] = useUpdatePersonMutation();
  return (employee) => {
    const activating = !employee.isActive;
    void runCommand(update({ id: employee.id, changes: { isActive: activating } }).unwrap(), {
      success: t(activating ? 'messages.activated' : 'messages.deactivated'),
      failure: failure(activating ? 'messages.activateError' : 'messages.deactivateError'),
    });
  };
}

export interface RoleChange {
  /** Sends the new role; true when the server took it (the dialog then closes). */
  readonly change: (employee: UserDto, role: Role) => Promise<boolean>;
  readonly changing: boolean;
}

/** Cambiar Rol (spec §7): a PUT of `role` alone; a refusal (only a super admin makes admins) in the server's words. */
export function useRoleChange(): RoleChange {
  const { t } = useTranslation('employees');
  const failure = useEmployeeFailure();
  const [update, { isLoading }] = useUpdatePersonMutation();
  return {
    change: (employee, role) =>
      runCommand(update({ id: employee.id, changes: { role } }).unwrap(), {
        success: t('messages.updated'),
        failure: failure('messages.updateError'),
      }),
    changing: isLoading,
  };
}

/** Eliminar, after the question ('¿Estás seguro de que quieres eliminar al empleado "…"?'). */
export function useEmployeeDeletion(): Confirmation<UserDto> {
  const { t } = useTranslation('employees');
  const failure = useEmployeeFailure();
  const [remove, removing] = useDeletePersonMutation();
  return useConfirmation<UserDto>({
    namespace: 'employees',
    prefix: 'delete',
    busy: removing.isLoading,
    run: (employee) =>
      runCommand(remove(employee.id).unwrap(), {
        success: t('messages.deleted'),
        failure: failure('messages.deleteError'),
      }),
  });
}
