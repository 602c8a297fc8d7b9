import { Classes, Intent } from '@blueprintjs/core';
import { Disable, ShoppingCart, TickCircle, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { editAction, viewAction } from '../../../components/admin/row-actions';
import { StatusTag } from '../../../components/admin/status-tag';
import { formatStudioDate } from '../../../lib/studio-time';

export type ClientHandlers = RowHandlers<UserDto, 'onView' | 'onEdit' | 'onQuickSale' | 'onToggle' | 'onDelete'>;

/**
 * Spec §2: name, email, WhatsApp ('No registrado' when empty), status, registration date, actions.
 * The server keeps clients newest first and sorts them no other way: no column offers an order.
 */
export function useClientsTable(handlers: ClientHandlers): ListTable<UserDto> {
  const { t, i18n } = useTranslation('clients');
  return {
    caption: t('table.caption'),
    rowKey: (client) => client.id,
    columns: [
      { key: 'name', label: t('table.name'), render: (client) => <strong>{client.name}</strong> },
      { key: 'email', label: t('table.email'), render: (client) => client.email },
      {
        key: 'phone',
        label: t('table.phone'),
        className: 'clients-nowrap',
        render: (client) => client.phone || <span className={Classes.TEXT_MUTED}>{t('table.noPhone')}</span>,
      },
      {
        key: 'status',
        label: t('table.status'),
        render: (client) => (
          <StatusTag active={client.isActive} label={t(client.isActive ? 'status.active' : 'status.inactive')} />
        ),
      },
      {
        key: 'createdAt',
        label: t('table.createdAt'),
        className: 'clients-nowrap',
        render: (client) => formatStudioDate(client.createdAt, i18n.language),
      },
    ],
    // Spec §2 lists five actions and no menu: all of them are buttons in the row (a menu on a phone).
    actions: (client) => ({
      subject: client.name,
      actions: [
        viewAction(t('actions.view'), () => handlers.onView(client)),
        editAction(t('actions.edit'), true, () => handlers.onEdit(client)),
        {
          key: 'quickSale',
          label: t('actions.quickSale'),
          icon: <ShoppingCart />,
          intent: Intent.PRIMARY,
          inline: true,
          // The server sells only to an active client ('El cliente está inactivo').
          disabled: !client.isActive,
          onClick: () => handlers.onQuickSale(client),
        },
        {
          key: 'toggle',
          label: t(client.isActive ? 'actions.deactivate' : 'actions.activate'),
          icon: client.isActive ? <Disable /> : <TickCircle />,
          intent: client.isActive ? Intent.WARNING : Intent.SUCCESS,
          inline: true,
          onClick: () => handlers.onToggle(client),
        },
        {
          key: 'delete',
          label: t('actions.delete'),
          icon: <Trash />,
          intent: Intent.DANGER,
          inline: true,
          onClick: () => handlers.onDelete(client),
        },
      ],
    }),
  };
}
