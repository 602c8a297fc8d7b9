import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Callout, Intent } from '@blueprintjs/core';
import { IdNumber } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_ROLES, type UserDto, type UserListResponse } from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { AdminListPage, type ListScreen } from '../../../components/admin/admin-list-page';
import { useListState } from '../../../components/admin/use-list-state';
import { backStateOf, personPath } from '../../../components/admin/person-link';
import { useRecordDialog, useRecordEditor } from '../../../components/admin/use-record-editor';
import { selectUser } from '../../auth';
import { useCreatePersonMutation, useListPeopleQuery, useUpdatePersonMutation } from '../api';
import { employeesRequest, NO_FILTERS, type EmployeeFilters } from '../employee-list';
import { assignableRoles } from '../management';
import { ChangeRoleDialog } from '../components/change-role-dialog';
import { EmployeeFormDialog } from '../components/employee-form-dialog';
import { EmployeeStatsCards } from '../components/employee-stats-cards';
import { useEmployeesTable } from '../components/employees-table';
import {
  useEmployeeActivation,
  useEmployeeDeletion,
  useEmployeeFailure,
  useRoleChange,
} from '../use-employee-commands';
import '../components/employees.css';

/** Lent to a person's page through the feature's index (`loadEmployeeEditor`). */
export { EmployeeEditor } from '../components/employee-editor';

const SCREEN: ListScreen<UserListResponse, UserDto> = {
  module: 'admin-employees',
  namespace: 'employees',
  rows: (data) => data.users,
  emptyIcon: <IdNumber size={48} />,
  statusFilter: true,
};

/**
 * Empleados (spec §2): four tiles, the server's search with the role and status filters, a paged
 * table, and the employee's dialogs: create/edit, change role, delete; details open the employee's
 * page. What the signed-in person may not do (an admin's account, their own role) is shown disabled
 * with the reason.
 */
export default function EmployeesPage() {
  const { t } = useTranslation('employees');
  const manager = useAppSelector(selectUser);
  const assignable = useMemo(() => assignableRoles(manager), [manager]);
  const list = useListState<EmployeeFilters>(NO_FILTERS);
  const query = useListPeopleQuery({ ...employeesRequest(list.filters), ...list.request });

  const editor = useRecordEditor<UserDto>();
  const failure = useEmployeeFailure();
  const formDialog = useRecordDialog(editor, {
    namespace: 'employees',
    create: useCreatePersonMutation(),
    update: useUpdatePersonMutation(),
    failure: (error, creating) => failure(creating ? 'messages.createError' : 'messages.updateError')(error),
  });
  // Ver detalles opens the employee's page; its Back returns to this list with its filters.
  const navigate = useNavigate();
  const location = useLocation();
  const view = (employee: UserDto) => navigate(personPath('employee', employee.id), { state: backStateOf(location) });
  const [changingRole, setChangingRole] = useState<UserDto | null>(null);
  const roleChange = useRoleChange();
  const deletion = useEmployeeDeletion();
  const toggle = useEmployeeActivation();
  const table = useEmployeesTable(
    {
      onView: view,
      onEdit: editor.open,
      onChangeRole: setChangingRole,
      onToggle: toggle,
      onDelete: deletion.ask,
    },
    manager,
  );

  const roleFilter = {
    key: 'role' as const,
    label: t('filters.role'),
    options: [
      { value: 'all', label: t('filters.allRoles') },
      ...EMPLOYEE_ROLES.map((role) => ({ value: role, label: t(`filters.roles.${role}`) })),
    ],
  };
  const stats = (
    <>
      <EmployeeStatsCards />
      {manager?.role !== 'SUPER_ADMIN' && (
        <Callout intent={Intent.PRIMARY} compact className="employees-notice">
          {t('refusals.notice')}
        </Callout>
      )}
    </>
  );
  const dialogs = (
    <>
      <EmployeeFormDialog {...formDialog} employee={editor.record} assignable={assignable} />
      <ChangeRoleDialog
        employee={changingRole}
        assignable={assignable}
        saving={roleChange.changing}
        onCancel={() => setChangingRole(null)}
        onChange={(employee, role) =>
          void roleChange.change(employee, role).then((changed) => changed && setChangingRole(null))
        }
      />
      {deletion.dialog}
    </>
  );
  return (
    <AdminListPage
      screen={SCREEN}
      list={list}
      query={query}
      table={table}
      stats={stats}
      selects={[roleFilter]}
      onCreate={() => editor.open(null)}
      dialogs={dialogs}
    />
  );
}
