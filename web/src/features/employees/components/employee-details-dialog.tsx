import { Button, DialogBody } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@boxstudio/contracts';
import { AdminDialog } from '../../../components/admin/admin-dialog';
import { FieldList } from '../../../components/admin/field-list';
import { StatusTag } from '../../../components/admin/status-tag';
import { RoleTag } from '../../../components/role-tag';
import { currentLocale } from '../../../lib/format';
import { formatStudioDateTime, formatStudioShortDay } from '../../../lib/studio-time';

/** The eye button's dialog (spec §2): every field of the employee, the role and status chips, and the dates. */
export function EmployeeDetailsDialog({
  employee,
  onClose,
}: {
  readonly employee: UserDto | null;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation('employees');
  const when = (instant: string) => formatStudioDateTime(instant, i18n.language);
  const orNone = (value: string | null) => value || t('details.none');
  return (
    <AdminDialog
      isOpen={employee !== null}
      title={t('details.title')}
      onClose={onClose}
      width={500}
      actions={<Button text={t('details.close')} onClick={onClose} />}
    >
      {employee && (
        <DialogBody>
          <FieldList
            items={[
              { key: 'name', label: t('table.name'), value: employee.name },
              { key: 'email', label: t('table.email'), value: employee.email },
              { key: 'phone', label: t('table.phone'), value: employee.phone || t('table.noPhone') },
              { key: 'role', label: t('table.role'), value: <RoleTag role={employee.role} /> },
              {
                key: 'status',
                label: t('table.status'),
                value: (
                  <StatusTag
                    active={employee.isActive}
                    label={t(employee.isActive ? 'status.active' : 'status.inactive')}
                  />
                ),
              },
              {
                key: 'dateOfBirth',
                label: t('form.fields.dateOfBirth'),
                // A birthday is a date kept at midnight UTC: its date part, not a studio-time instant.
                value: employee.dateOfBirth
                  ? formatStudioShortDay(employee.dateOfBirth.slice(0, 10), currentLocale(i18n.language), true)
                  : t('details.none'),
              },
              { key: 'address', label: t('form.fields.address'), value: orNone(employee.address) },
              {
                key: 'emergencyContact',
                label: t('form.fields.emergencyContact'),
                value: orNone(employee.emergencyContact),
              },
              { key: 'emergencyPhone', label: t('form.fields.emergencyPhone'), value: orNone(employee.emergencyPhone) },
              { key: 'createdAt', label: t('table.createdAt'), value: when(employee.createdAt) },
              { key: 'updatedAt', label: t('details.updatedAt'), value: when(employee.updatedAt) },
            ]}
          />
        </DialogBody>
      )}
    </AdminDialog>
  );
}
