import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyDto, CreateApiKeyRequest, CreatedApiKeyDto } from '@boxstudio/contracts';
import type { RecordDialogProps } from '../../components/admin/record-form-dialog';
import { runCommand } from '../../components/admin/run-command';
import { useConfirmation, type Confirmation } from '../../components/admin/use-confirmation';
import { useRecordEditor } from '../../components/admin/use-record-editor';
import { errorMessage } from '../../lib/api-errors';
import { useCreateApiKeyMutation, useRevokeApiKeyMutation } from './api';

export interface ApiKeyCreation {
  /** Opens "Nueva clave". */
  readonly open: () => void;
  /** The form dialog's props. */
  readonly dialog: RecordDialogProps<CreateApiKeyRequest, never>;
  /** The key just created, until its dialog closes; then it is gone from the page and the store. */
  readonly created: CreatedApiKeyDto | null;
  readonly forget: () => void;
}

/**
 * Creating a key: the form closes once the server answers, and its answer (the key, the only time
 * anyone sees it) opens the dialog that shows it. Closing that one forgets the key: the state and
 * the mutation's cached answer are both cleared.
 */
export function useApiKeyCreation(): ApiKeyCreation {
  const { t } = useTranslation('api-keys');
  const editor = useRecordEditor<ApiKeyDto>();
  const [createKey, creating] = useCreateApiKeyMutation();
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  // The key's dialog opens as the form closes (one render), not over it.
  const create = async (request: CreateApiKeyRequest) => {
    const answered: { key: CreatedApiKeyDto | null } = { key: null };
    await editor.save(
      createKey(request)
        .unwrap()
        .then((result) => {
          answered.key = result.data;
          return result;
        }),
      {
        success: t('messages.created'),
        failure: (error) => errorMessage(error, t('messages.createError')),
      },
    );
    if (answered.key) setCreated(answered.key);
  };
  return {
    open: () => editor.open(null),
    dialog: {
      isOpen: editor.isOpen,
      saving: creating.isLoading,
      serverErrors: editor.serverErrors,
      onCancel: editor.close,
      onCreate: (request) => void create(request),
      onUpdate: () => undefined,
    },
    created,
    forget: () => {
      setCreated(null);
      creating.reset();
    },
  };
}

/** Revocar, asked first: the key stops working at its next request, and stays listed as Revocada. */
export function useApiKeyRevocation(): Confirmation<ApiKeyDto> {
  const { t } = useTranslation('api-keys');
  const [revoke, revoking] = useRevokeApiKeyMutation();
  return useConfirmation<ApiKeyDto>({
    namespace: 'api-keys',
    prefix: 'revoke',
    busy: revoking.isLoading,
    run: (key) =>
      runCommand(revoke(key.id).unwrap(), {
        success: t('messages.revoked'),
        failure: (error) => errorMessage(error, t('messages.revokeError')),
      }),
  });
}
