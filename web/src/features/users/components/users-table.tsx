import { Classes, Intent } from '@blueprintjs/core';
import { Disable, Edit, TickCircle } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@boxstudio/contracts';
import type { ListTable } from '../../../components/admin/admin-table';
import { StatusTag } from '../../../components/admin/status-tag';
import { RoleTag } from '../../../components/role-tag';
import { formatStudioDate } from '../../../lib/studio-time';
import { managementOf, type Manager } from '../../employees';
import { editPathOf } from '../user-list';

export interface UserHandlers {
  readonly onToggle: (person: UserDto) => void;
  /** Opens the screen where the person is edited, filtered to them. */
  readonly onOpen: (path: string) => void;
}

/**
 * Every account: name, email, phone, role chip, status, registration date; Activar/Desactivar, and
 * "Editar en Clientes" / "Editar en Empleados" for the roles those screens manage.
 */
export function useUsersTable(handlers: UserHandlers, manager: Manager | null): ListTable<UserDto> {
  const { t, i18n } = useTranslation('users');
  return {
    caption: t('table.caption'),
    rowKey: (person) => person.id,
    columns: [
      { key: 'name', label: t('table.name'), render: (person) => <strong>{person.name}</strong> },
      { key: 'email', label: t('table.email'), render: (person) => person.email },
      {
        key: 'phone',
        label: t('table.phone'),
        className: 'users-nowrap',
        render: (person) => person.phone || <span className={Classes.TEXT_MUTED}>{t('table.noPhone')}</span>,
      },
      { key: 'role', label: t('table.role'), render: (person) => <RoleTag role={person.role} /> },
      {
        key: 'status',
        label: t('table.status'),
        render: (person) => (
          <StatusTag active={person.isActive} label={t(person.isActive ? 'status.active' : 'status.inactive')} />
        ),
      },
      {
        key: 'createdAt',
        label: t('table.createdAt'),
        className: 'users-nowrap',
        render: (person) => formatStudioDate(person.createdAt, i18n.language),
      },
    ],
    actions: (person) => {
      const refusal = managementOf(manager, person).standing;
      const path = editPathOf(person);
      return {
        subject: person.name,
        actions: [
          {
            key: 'edit',
            label: t(person.role === 'CLIENT' ? 'actions.editClient' : 'actions.editEmployee'),
            icon: <Edit />,
            inline: true,
            permitted: path !== null,
            onClick: () => path && handlers.onOpen(path),
          },
          {
            key: 'toggle',
            label: t(person.isActive ? 'actions.deactivate' : 'actions.activate'),
            icon: person.isActive ? <Disable /> : <TickCircle />,
            intent: person.isActive ? Intent.WARNING : Intent.SUCCESS,
            inline: true,
            disabled: refusal !== null,
            ...(refusal ? { reason: t(`refusals.${refusal}`) } : {}),
            onClick: () => handlers.onToggle(person),
          },
        ],
      };
    },
  };
}
