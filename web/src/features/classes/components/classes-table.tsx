import { HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { CaretDown, CaretUp, Disable, Edit, EyeOpen, Play, Time, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ClassDto } from '@boxstudio/contracts';
import { RowMenu } from '../../../components/admin/row-menu';
import { SORTABLE, type SortColumn, type SortState } from '../class-list';
import { price } from '../week';

export interface ClassesTableProps {
  readonly classes: readonly ClassDto[];
  readonly manage: boolean;
  readonly sort: SortState | null;
  readonly onSort: (column: SortColumn) => void;
  readonly onView: (item: ClassDto) => void;
  readonly onEdit: (item: ClassDto) => void;
  readonly onToggle: (item: ClassDto) => void;
  readonly onSchedules: (item: ClassDto) => void;
  readonly onDelete: (item: ClassDto) => void;
}

/** Spec §2: Nombre, Instructor, Duración, Capacidad, Precio, Estado (all sortable), Acciones. */
export function ClassesTable({ classes, manage, sort, onSort, onView, onEdit, onToggle, onSchedules, onDelete }: ClassesTableProps) {
  const { t } = useTranslation('classes');
  return (
    <div className="classes-table-wrap">
      <HTMLTable className="classes-table" striped interactive aria-label={t('table.caption')}>
        <thead>
          <tr>
            {SORTABLE.map((column) => {
              const label = t(`table.${column === 'capacity' ? 'capacity' : column}`);
              const active = sort?.column === column;
              return (
                <th key={column} scope="col" aria-sort={active ? (sort?.ascending ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" className="classes-sort" aria-label={t('table.sortBy', { column: label })} onClick={() => onSort(column)}>
                    {label}
                    {active && (sort?.ascending ? <CaretUp /> : <CaretDown />)}
                  </button>
                </th>
              );
            })}
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((item) => (
            <tr key={item.id}>
              <td>
                <strong>{item.name}</strong>{' '}
                {item.isSampleClass && (
                  <Tag minimal intent={Intent.PRIMARY}>
                    {t('table.sample')}
                  </Tag>
                )}
              </td>
              <td>
                <div>{item.instructor?.name ?? '—'}</div>
                <small className="classes-email">{item.instructor?.email}</small>
              </td>
              <td>{t('table.minutes', { count: item.duration })}</td>
              <td>{t('table.people', { count: item.maxCapacity })}</td>
              <td>
                {price(item.price)}{' '}
                {item.isSampleClass && (
                  <Tag minimal intent={Intent.SUCCESS}>
                    {t('table.free')}
                  </Tag>
                )}
              </td>
              <td>
                <Tag intent={item.isActive ? Intent.SUCCESS : Intent.NONE}>{t(item.isActive ? 'status.active' : 'status.inactive')}</Tag>
              </td>
              <td className="classes-actions">
                <RowMenu
                  subject={item.name}
                  actions={[
                    { key: 'view', label: t('actions.view'), icon: <EyeOpen />, inline: true, onClick: () => onView(item) },
                    { key: 'edit', label: t('actions.edit'), icon: <Edit />, inline: true, permitted: manage, onClick: () => onEdit(item) },
                    {
                      key: 'toggle',
                      label: t(item.isActive ? 'actions.deactivate' : 'actions.activate'),
                      icon: item.isActive ? <Disable /> : <Play />,
                      permitted: manage,
                      onClick: () => onToggle(item),
                    },
                    { key: 'schedules', label: t('actions.schedules'), icon: <Time />, permitted: manage, onClick: () => onSchedules(item) },
                    { key: 'delete', label: t('actions.delete'), icon: <Trash />, intent: Intent.DANGER, permitted: manage, onClick: () => onDelete(item) },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
