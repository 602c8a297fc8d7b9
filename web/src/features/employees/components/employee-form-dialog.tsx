import { useTranslation } from 'react-i18next';
import { EMPLOYEE_ROLES, type CreateUserRequest, type Role, type UserDto } from '@boxstudio/contracts';
import { DayField } from '../../../components/admin/day-field';
import { FormField } from '../../../components/admin/form-field';
import { FormTextField } from '../../../components/admin/form-text-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import { SelectInput } from '../../../components/select-input';
import type { UpdatePersonRequest } from '../api';
import { EMPTY_EMPLOYEE_FORM, employeeFormFor, formFromEmployee, type EmployeeFormValues } from '../employee-form';
import type { RecordForm } from '../../../components/admin/use-record-form';

export interface EmployeeFormDialogProps extends RecordDialogProps<CreateUserRequest, UpdatePersonRequest> {
  /** The employee being edited; absent when creating. */
  readonly employee?: UserDto | null;
  /** The roles the signed-in person may give (ADMIN only by a super admin). */
  readonly assignable: readonly Role[];
}

/**
 * Create and edit an employee (spec §2, §5): name, email and role required, a password only when
 * creating, the rest optional. Save stays disabled until the form is valid.
 */
export function EmployeeFormDialog({ employee, assignable, ...dialog }: EmployeeFormDialogProps) {
  const { t } = useTranslation('employees');
  return (
    <RecordFormDialog
      {...dialog}
      definition={employeeFormFor(!employee)}
      record={employee}
      initial={(record) => (record ? formFromEmployee(record) : EMPTY_EMPLOYEE_FORM)}
    >
      {(form) => (
        <>
          <FormTextField form={form} field="name" required />
          <FormTextField form={form} field="email" required type="email" />
          {!employee && (
            <FormTextField form={form} field="password" required type="password" hint={t('form.hints.password')} />
          )}
          <RoleField form={form} assignable={assignable} current={employee?.role} />
          <FormTextField form={form} field="phone" type="tel" hint={t('form.hints.phone')} />
          <DayField form={form} field="dateOfBirth" />
          <FormTextField form={form} field="address" multiline />
          <FormTextField form={form} field="emergencyContact" />
          <FormTextField form={form} field="emergencyPhone" type="tel" hint={t('form.hints.phone')} />
        </>
      )}
    </RecordFormDialog>
  );
}

interface RoleFieldProps {
  readonly form: RecordForm<EmployeeFormValues>;
  readonly assignable: readonly Role[];
  /** The role the employee has now, which stays selectable. */
  readonly current: Role | undefined;
}

/** The four employee roles (spec §6); one the signed-in person may not give is disabled, and the hint says why. */
function RoleField({ form, assignable, current }: RoleFieldProps) {
  const { t } = useTranslation('employees');
  const allowed = (role: Role) => role === current || assignable.includes(role);
  const someRefused = EMPLOYEE_ROLES.some((role) => !allowed(role));
  return (
    <FormField
      id={form.idOf('role')}
      label={form.labelOf('role')}
      required
      error={form.errorOf('role')}
      hint={someRefused ? t('refusals.adminRole') : undefined}
    >
      <SelectInput
        fill
        {...form.text('role')}
        options={EMPLOYEE_ROLES.map((role) => ({
          value: role,
          label: t('roles.' + role, { ns: 'admin-shell' }),
          disabled: !allowed(role),
        }))}
      />
    </FormField>
  );
}
