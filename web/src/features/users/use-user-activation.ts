import { useTranslation } from 'react-i18next';
import type { UserDto } from '@boxstudio/contracts';
import { runCommand } from '../../components/admin/run-command';
import { errorMessage } from '../../lib/api-errors';
import { useSetPersonActiveMutation } from './api';

/**
 * Activar/Desactivar at once, as on the clients and employees screens: the server names what it
 * did; a failure is the server's words, else that screen's ('Error al desactivar cliente').
 */
export function useUserActivation(): (person: UserDto) => void {
  const { t } = useTranslation('users');
  const [setActive] = useSetPersonActiveMutation();
  return (person) => {
    const activating = !person.isActive;
    const who = person.role === 'CLIENT' ? 'client' : 'employee';
    const outcome = activating ? 'activated' : 'deactivated';
    void runCommand(setActive({ person, isActive: activating }).unwrap(), {
      success: t(`messages.${who}.${outcome}`),
      failure: (error) => errorMessage(error, t(`messages.${who}.${activating ? 'activateError' : 'deactivateError'}`)),
    });
  };
}
