import { Intent, Tag } from '@blueprintjs/core';
import { Disable, Play, Time, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ClassDto, ClassSortField } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { editAction, viewAction } from '../../../components/admin/row-actions';
import { StatusTag } from '../../../components/admin/status-tag';
import { price } from '../week';

/** Spec §2: Nombre, Instructor, Duración, Capacidad, Precio, Estado (all sortable), Acciones. */
export function useClassesTable(
  manage: boolean,
  handlers: RowHandlers<ClassDto, 'onView' | 'onEdit' | 'onToggle' | 'onSchedules' | 'onDelete'>,
): ListTable<ClassDto, ClassSortField> {
  const { t } = useTranslation('classes');
  return {
    caption: t('table.caption'),
    rowKey: (item) => item.id,
    columns: [
      {
        key: 'name',
        label: t('table.name'),
        sort: 'name',
        render: (item) => (
          <>
            <strong>{item.name}</strong>{' '}
            {item.isSampleClass && (
              <Tag minimal intent={Intent.PRIMARY}>
                {t('table.sample')}
              </Tag>
            )}
          </>
        ),
      },
      {
        key: 'instructor',
        label: t('table.instructor'),
        sort: 'instructor',
        render: (item) => (
          <>
            <div>{item.instructor?.name ?? '—'}</div>
            <small className="classes-email">{item.instructor?.email}</small>
          </>
        ),
      },
      {
        key: 'duration',
        label: t('table.duration'),
        sort: 'duration',
        render: (item) => t('table.minutes', { count: item.duration }),
      },
      {
        key: 'capacity',
        label: t('table.capacity'),
        sort: 'maxCapacity',
        render: (item) => t('table.people', { count: item.maxCapacity }),
      },
      {
        key: 'price',
        label: t('table.price'),
        sort: 'price',
        render: (item) => (
          <>
            {price(item.price)}{' '}
            {item.isSampleClass && (
              <Tag minimal intent={Intent.SUCCESS}>
                {t('table.free')}
              </Tag>
            )}
          </>
        ),
      },
      {
        key: 'status',
        label: t('table.status'),
        sort: 'isActive',
        render: (item) => (
          <StatusTag active={item.isActive} label={t(item.isActive ? 'status.active' : 'status.inactive')} />
        ),
      },
    ],
    actions: (item) => ({
      subject: item.name,
      actions: [
        viewAction(t('actions.view'), () => handlers.onView(item)),
        editAction(t('actions.edit'), manage, () => handlers.onEdit(item)),
        {
          key: 'toggle',
          label: t(item.isActive ? 'actions.deactivate' : 'actions.activate'),
          icon: item.isActive ? <Disable /> : <Play />,
          permitted: manage,
          onClick: () => handlers.onToggle(item),
        },
        {
          key: 'schedules',
          label: t('actions.schedules'),
          icon: <Time />,
          permitted: manage,
          onClick: () => handlers.onSchedules(item),
        },
        {
          key: 'delete',
          label: t('actions.delete'),
          icon: <Trash />,
          intent: Intent.DANGER,
          permitted: manage,
          onClick: () => handlers.onDelete(item),
        },
      ],
    }),
  };
}
