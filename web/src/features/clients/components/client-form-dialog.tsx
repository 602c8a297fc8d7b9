import { useTranslation } from 'react-i18next';
import type { CreateClientRequest, UserDto } from '@boxstudio/contracts';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import type { UpdateClientRequest } from '../api';
import { CLIENT_FORM, EMPTY_CLIENT_FORM, formFromClient } from '../client-form';

export interface ClientFormDialogProps extends RecordDialogProps<CreateClientRequest, UpdateClientRequest> {
  /** The client being edited; absent when creating. */
  readonly client?: UserDto | null;
}

/**
 * Create and edit a client (spec §2, §5): persistent (a click outside does not close it), save
 * disabled until valid. The password exists only when creating, and may be left empty.
 */
export function ClientFormDialog({ client, ...dialog }: ClientFormDialogProps) {
  const { t } = useTranslation('clients');
  return (
    <RecordFormDialog
      {...dialog}
      definition={CLIENT_FORM}
      record={client}
      initial={(record) => (record ? formFromClient(record) : EMPTY_CLIENT_FORM)}
    >
      {(form) => (
        <>
          <FormTextField form={form} field="name" required />
          <FormTextField form={form} field="email" required type="email" />
          <FormTextField form={form} field="phone" required type="tel" hint={t('form.hints.phone')} />
          {!client && <FormTextField form={form} field="password" type="password" hint={t('form.hints.password')} />}
        </>
      )}
    </RecordFormDialog>
  );
}
