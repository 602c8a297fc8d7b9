import { Button, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { FieldList } from '../../../components/admin/field-list';
import { StatusTag } from '../../../components/admin/status-tag';
import { formatStudioDateTime } from '../../../lib/studio-time';

/** The eye button's dialog (spec §2): the client's contact details, status and dates. */
export function ClientDetailsDialog({
  client,
  onClose,
}: {
  readonly client: UserDto | null;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation('clients');
  const when = (instant: string) => formatStudioDateTime(instant, i18n.language);
  return (
    <AdminDialog
      isOpen={client !== null}
      title={t('details.title')}
      onClose={onClose}
      width={500}
      actions={<Button text={t('details.close')} onClick={onClose} />}
    >
      {client && (
        <DialogBody>
          <FieldList
            items={[
              { key: 'name', label: t('table.name'), value: client.name },
              { key: 'email', label: t('table.email'), value: client.email },
              { key: 'phone', label: t('table.phone'), value: client.phone || t('table.noPhone') },
              {
                key: 'status',
                label: t('table.status'),
                value: (
                  <StatusTag
                    active={client.isActive}
                    label={t(client.isActive ? 'status.active' : 'status.inactive')}
                  />
                ),
              },
              { key: 'createdAt', label: t('table.createdAt'), value: when(client.createdAt) },
              { key: 'updatedAt', label: t('details.updatedAt'), value: when(client.updatedAt) },
            ]}
          />
        </DialogBody>
      )}
    </AdminDialog>
  );
}
