import { useEffect, useState } from 'react';
import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_ROLES, type Role, type UserDto } from '@boxstudio/contracts';
import { FormDialog } from '../../../components/admin/form-dialog';
import { RoleTag } from '../../../components/role-tag';
import { SelectInput } from '../../../components/select-input';
import { proposedRole } from '../role-cycle';

export interface ChangeRoleDialogProps {
  /** Whose role changes; null while closed. */
  readonly employee: UserDto | null;
  /** The roles the signed-in person may give. */
  readonly assignable: readonly Role[];
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly onChange: (employee: UserDto, role: Role) => void;
}

const isRoleOf = (roles: readonly Role[], value: string): value is Role => roles.some((role) => role === value);

/**
 * Cambiar Rol (spec §2, §4): the new role starts as the next of the cycle INSTRUCTOR → SUPERVISOR →
 * MANAGER → ADMIN → INSTRUCTOR and may be changed before confirming. A role the signed-in person may
 * not give is listed, disabled, with the reason under the select.
 */
export function ChangeRoleDialog({ employee, assignable, saving, onCancel, onChange }: ChangeRoleDialogProps) {
  const { t } = useTranslation('employees');
  const [role, setRole] = useState<Role>('INSTRUCTOR');
  useEffect(() => {
    if (employee) setRole(proposedRole(employee.role, assignable));
  }, [employee, assignable]);
  const someRefused = EMPLOYEE_ROLES.some((candidate) => !assignable.includes(candidate));
  return (
    <FormDialog
      isOpen={employee !== null}
      title={t('changeRole.title')}
      submitLabel={t('changeRole.submit')}
      saving={saving}
      invalid={employee !== null && role === employee.role}
      invalidReason={t('changeRole.sameRole')}
      dirty={false}
      width={500}
      onClose={onCancel}
      onSubmit={() => employee && onChange(employee, role)}
    >
      {employee && (
        <>
          <p className="employees-role-line">
            {t('changeRole.current', { name: employee.name })} <RoleTag role={employee.role} />
          </p>
          <FormGroup
            label={t('changeRole.newRole')}
            labelFor="employee-new-role"
            helperText={someRefused ? t('refusals.adminRole') : undefined}
          >
            <SelectInput
              id="employee-new-role"
              fill
              value={role}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                if (isRoleOf(EMPLOYEE_ROLES, chosen)) setRole(chosen);
              }}
              options={EMPLOYEE_ROLES.map((candidate) => ({
                value: candidate,
                label: t('roles.' + candidate, { ns: 'admin-shell' }),
                disabled: candidate !== employee.role && !assignable.includes(candidate),
              }))}
            />
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
}
