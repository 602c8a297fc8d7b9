import { Button, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ClassDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { FieldList } from '../../../components/admin/field-list';
import { StatusTag } from '../../../components/admin/status-tag';
import { price } from '../week';

/** Spec §2: name, description ('Sin descripción'), duration, capacity, price, status and instructor. */
export function ClassDetailsDialog({
  item,
  onClose,
}: {
  readonly item: ClassDto | null;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('classes');
  return (
    <AdminDialog
      isOpen={item !== null}
      onClose={onClose}
      title={t('details.title')}
      actions={<Button text={t('details.close')} onClick={onClose} />}
    >
      <DialogBody>
        {item && (
          <FieldList
            items={[
              { key: 'name', label: t('form.fields.name'), value: item.name },
              {
                key: 'description',
                label: t('form.fields.description'),
                value: item.description ?? t('details.noDescription'),
              },
              { key: 'duration', label: t('table.duration'), value: t('table.minutes', { count: item.duration }) },
              { key: 'capacity', label: t('table.capacity'), value: t('table.people', { count: item.maxCapacity }) },
              {
                key: 'price',
                label: t('table.price'),
                value: item.isSampleClass ? t('table.free') : price(item.price),
              },
              {
                key: 'status',
                label: t('table.status'),
                value: (
                  <StatusTag active={item.isActive} label={t(item.isActive ? 'status.active' : 'status.inactive')} />
                ),
              },
              {
                key: 'instructor',
                label: t('table.instructor'),
                value: item.instructor ? `${item.instructor.name} (${item.instructor.email})` : '—',
              },
            ]}
          />
        )}
      </DialogBody>
    </AdminDialog>
  );
}
