import { Intent } from '@blueprintjs/core';
import { BanCircle, Confirm, Cross, Tick, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ReservationDto, ReservationSortField } from '@boxstudio/contracts';
import type { ListTable, RowHandlers } from '../../../components/admin/admin-table';
import { editAction, viewAction } from '../../../components/admin/row-actions';
import { studioClock } from '../../../lib/studio-time';
import { reservationSubject } from '../reservation-list';
import { formatStudioDate } from '../../../lib/studio-time';
import { canRecordAttendance } from '../use-record-attendance';
import { AttendanceTag } from './attendance-tag';
import { PersonCell } from '../../../components/admin/person-link';
import { StatusChip } from './status-chip';

export type ReservationRowHandlers = RowHandlers<
  ReservationDto,
  'onView' | 'onEdit' | 'onConfirm' | 'onCancel' | 'onDelete'
> & {
  /** Records whether the person came (true: Asistió, false: No asistió). */
  readonly onAttendance: (item: ReservationDto, attended: boolean) => void;
};

/**
 * Spec §2: client, class (name and minutes), instructor, date/time, status, actions; sortable on the
 * server by each but the actions. Spec §4: Confirmar only for a pending reservation, Cancelar while
 * not cancelled, Eliminar always; a cancelled one can no longer be edited. Once the class has
 * started, Asistió / No asistió (the word not yet recorded), and the recorded one under the status.
 */
export function useReservationsTable(
  manage: boolean,
  handlers: ReservationRowHandlers,
  /** Branch names by id: the class's branch shows beside it (a class at every branch shows none). */
  branchNames: ReadonlyMap<string, string>,
): ListTable<ReservationDto, ReservationSortField> {
  const { t, i18n } = useTranslation('reservations');
  return {
    caption: t('table.caption'),
    rowKey: (item) => item.id,
    columns: [
      {
        key: 'client',
        label: t('table.client'),
        sort: 'client',
        render: (item) => <PersonCell person={item.user} kind="client" />,
      },
      {
        key: 'class',
        label: t('table.class'),
        sort: 'class',
        render: (item) => (
          <>
            <div>{item.class?.name ?? '—'}</div>
            {item.class && (
              <small className="reservations-muted">{t('table.minutes', { count: item.class.duration })}</small>
            )}
          </>
        ),
      },
      {
        key: 'branch',
        label: t('table.branch'),
        render: (item) => (item.class?.branchId ? (branchNames.get(item.class.branchId) ?? '—') : '—'),
      },
      {
        key: 'instructor',
        label: t('table.instructor'),
        sort: 'instructor',
        render: (item) => <PersonCell person={item.instructor} kind="employee" />,
      },
      {
        key: 'startTime',
        label: t('table.dateTime'),
        sort: 'startTime',
        className: 'reservations-when',
        render: (item) => (
          <>
            <div>{formatStudioDate(item.startTime, i18n.language)}</div>
            <small className="reservations-muted">
              {t('table.timeRange', { start: studioClock(item.startTime), end: studioClock(item.endTime) })}
            </small>
          </>
        ),
      },
      {
        key: 'status',
        label: t('table.status'),
        sort: 'status',
        render: (item) => (
          <>
            <StatusChip status={item.status} />
            {item.attendance && (
              <div>
                <AttendanceTag attendance={item.attendance} />
              </div>
            )}
          </>
        ),
      },
    ],
    actions: (item) => ({
      subject: reservationSubject(item, i18n.language),
      actions: [
        viewAction(t('actions.view'), () => handlers.onView(item)),
        {
          ...editAction(t('actions.edit'), manage, () => handlers.onEdit(item)),
          disabled: item.status === 'CANCELLED',
        },
        {
          key: 'confirm',
          label: t('actions.confirm'),
          icon: <Confirm />,
          intent: Intent.SUCCESS,
          permitted: manage && item.status === 'PENDING',
          onClick: () => handlers.onConfirm(item),
        },
        {
          key: 'attended',
          label: t('attendance.markAttended'),
          icon: <Tick />,
          intent: Intent.SUCCESS,
          permitted: manage && canRecordAttendance(item) && item.attendance !== 'ATTENDED',
          onClick: () => handlers.onAttendance(item, true),
        },
        {
          key: 'noShow',
          label: t('attendance.markNoShow'),
          icon: <Cross />,
          permitted: manage && canRecordAttendance(item) && item.attendance !== 'NO_SHOW',
          onClick: () => handlers.onAttendance(item, false),
        },
        {
          key: 'cancel',
          label: t('actions.cancel'),
          icon: <BanCircle />,
          intent: Intent.WARNING,
          permitted: manage && item.status !== 'CANCELLED',
          onClick: () => handlers.onCancel(item),
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
