import { Classes, Intent } from '@blueprintjs/core';
import { Disable, Exchange, TickCircle, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { editAction, viewAction } from '../../../components/admin/row-actions';
import type { RowAction } from '../../../components/admin/row-menu';
import { StatusTag } from '../../../components/admin/status-tag';
import { RoleTag } from '../../../components/role-tag';
import { formatStudioDate } from '../../../lib/studio-time';
import { managementOf, type Manager, type Refusal } from '../management';

export type EmployeeHandlers = RowHandlers<UserDto, 'onView' | 'onEdit' | 'onChangeRole' | 'onToggle' | 'onDelete'>;

/** An action the signed-in person may not take on this row: shown disabled, saying why. */
const refused = (action: RowAction, refusal: Refusal | null, why: (refusal: Refusal) => string): RowAction =>
  refusal ? { ...action, disabled: true, reason: why(refusal) } : action;

/**
 * Spec §2: name, email, phone, role chip, status, registration date; view and edit in the row, and
 * a menu with Cambiar Rol, Activar/Desactivar and Eliminar. The server keeps people newest first and
 * sorts them no other way: no column offers an order.
 */
export function useEmployeesTable(handlers: EmployeeHandlers, manager: Manager | null): ListTable<UserDto> {
  const { t, i18n } = useTranslation('employees');
  const why = (refusal: Refusal) => t(`refusals.${refusal}`);
  return {
    caption: t('table.caption'),
    rowKey: (employee) => employee.id,
    columns: [
      { key: 'name', label: t('table.name'), render: (employee) => <strong>{employee.name}</strong> },
      { key: 'email', label: t('table.email'), render: (employee) => employee.email },
      {
        key: 'phone',
        label: t('table.phone'),
        className: 'employees-nowrap',
        render: (employee) => employee.phone || <span className={Classes.TEXT_MUTED}>{t('table.noPhone')}</span>,
      },
      { key: 'role', label: t('table.role'), render: (employee) => <RoleTag role={employee.role} /> },
      {
        key: 'status',
        label: t('table.status'),
        render: (employee) => (
          <StatusTag active={employee.isActive} label={t(employee.isActive ? 'status.active' : 'status.inactive')} />
        ),
      },
      {
        key: 'createdAt',
        label: t('table.createdAt'),
        className: 'employees-nowrap',
        render: (employee) => formatStudioDate(employee.createdAt, i18n.language),
      },
    ],
    actions: (employee) => {
      const may = managementOf(manager, employee);
      return {
        subject: employee.name,
        actions: [
          viewAction(t('actions.view'), () => handlers.onView(employee)),
          refused(
            editAction(t('actions.edit'), true, () => handlers.onEdit(employee)),
            may.edit,
            why,
          ),
          refused(
            {
              key: 'changeRole',
              label: t('actions.changeRole'),
              icon: <Exchange />,
              intent: Intent.PRIMARY,
              onClick: () => handlers.onChangeRole(employee),
            },
            may.standing,
            why,
          ),
          refused(
            {
              key: 'toggle',
              label: t(employee.isActive ? 'actions.deactivate' : 'actions.activate'),
              icon: employee.isActive ? <Disable /> : <TickCircle />,
              intent: employee.isActive ? Intent.WARNING : Intent.SUCCESS,
              onClick: () => handlers.onToggle(employee),
            },
            may.standing,
            why,
          ),
          refused(
            {
              key: 'delete',
              label: t('actions.delete'),
              icon: <Trash />,
              intent: Intent.DANGER,
              onClick: () => handlers.onDelete(employee),
            },
            may.standing,
            why,
          ),
        ],
      };
    },
  };
}
