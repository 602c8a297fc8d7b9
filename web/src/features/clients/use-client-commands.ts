import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateClientRequest, CreateClientResponse, UserDto } from '@boxstudio/contracts';
import { runCommand } from '../../components/admin/run-command';
import { useConfirmation, type Confirmation } from '../../components/admin/use-confirmation';
import type { Mutation } from '../../components/admin/use-record-editor';
import { errorMessage } from '../../lib/api-errors';
import { useCreateClientMutation, useDeleteClientMutation, useUpdateClientMutation } from './api';

/** The failure toast of a client command: the server's words when it sent some (spec §8), else the screen's. */
export function useClientFailure(): (fallback: string) => (error: unknown) => string {
  const { t } = useTranslation('clients');
  return (fallback) => (error) => errorMessage(error, t(fallback));
}

export interface ClientCreation {
  /** The create command, for the form dialog. */
  readonly create: Mutation<CreateClientRequest>;
  /** The client just created with a generated password, until the front desk has seen it. */
  readonly handOver: CreateClientResponse | null;
  readonly handedOver: () => void;
}

/** Creating a client: a password left empty comes back generated, once, to be handed over. */
export function useClientCreation(): ClientCreation {
  const [createClient, creating] = useCreateClientMutation();
  const [handOver, setHandOver] = useState<CreateClientResponse | null>(null);
  const create = (request: CreateClientRequest) => ({
    unwrap: async () => {
      const answer = await createClient(request).unwrap();
      if (answer.data.generatedPassword) setHandOver(answer.data);
      return answer;
    },
  });
  return { create: [create, creating], handOver, handedOver: () => setHandOver(null) };
}

/** Activar/Desactivar (spec §4): a PUT of `isActive` alone, at once; the server names what it did. */
export function useClientActivation(): (client: UserDto) => void {
  const { t } = useTranslation('clients');
  const failure = useClientFailure();
  const [update] = useUpdateClientMutation();
  return (client) => {
    const activating = !client.isActive;
    void runCommand(update({ id: client.id, changes: { isActive: activating } }).unwrap(), {
      success: t(activating ? 'messages.activated' : 'messages.deactivated'),
      failure: failure(activating ? 'messages.activateError' : 'messages.deactivateError'),
    });
  };
}

/** Eliminar, after the spec's question ('¿Estás seguro de que quieres eliminar al cliente "…"?'). */
export function useClientDeletion(): Confirmation<UserDto> {
  const { t } = useTranslation('clients');
  const failure = useClientFailure();
  const [remove, removing] = useDeleteClientMutation();
  return useConfirmation<UserDto>({
    namespace: 'clients',
    prefix: 'delete',
    busy: removing.isLoading,
    run: (client) =>
      runCommand(remove(client.id).unwrap(), {
        success: t('messages.deleted'),
        failure: failure('messages.deleteError'),
      }),
  });
}
