import { Button, Callout, Code, DialogBody, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CreateClientResponse } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';

/**
 * A client created without a password got one from the server, answered once: the front desk sees
 * it here to hand it over, and it is never shown again.
 */
export function GeneratedPasswordDialog({
  client,
  onClose,
}: {
  readonly client: CreateClientResponse | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('clients');
  return (
    <AdminDialog
      isOpen={client !== null}
      title={t('password.title')}
      onClose={onClose}
      width={400}
      canOutsideClickClose={false}
      actions={<Button intent={Intent.PRIMARY} text={t('password.close')} onClick={onClose} />}
    >
      {client && (
        <DialogBody>
          <p>{t('password.message', { name: client.name, email: client.email })}</p>
          <Callout intent={Intent.PRIMARY} compact>
            <Code className="clients-password" aria-label={t('password.label')}>
              {client.generatedPassword}
            </Code>
          </Callout>
        </DialogBody>
      )}
    </AdminDialog>
  );
}
