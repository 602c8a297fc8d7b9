import { useTranslation } from 'react-i18next';
import {
  RESERVATION_ATTENDANCES,
  RESERVATION_STATUSES,
  type PersonRef,
  type ReservationAttendance,
  type ReservationDto,
  type ReservationStatus,
} from '@boxstudio/contracts';
import { useRecordPresenter, type RecordPresenter } from '../../components/admin/record-presenter';
import { formatStudioDateTime } from '../../lib/studio-time';
import { AttendanceTag } from './components/attendance-tag';
import { StatusChip } from './components/status-chip';

/** The reservation's fields as its screen shows them (ReservationDto, the history's state). */
const FIELDS = [
  'userId',
  'classId',
  'instructorId',
  'startTime',
  'endTime',
  'status',
  'attendance',
  'confirmedAt',
  'cancelledAt',
] as const;
/**
 * The occurrence is on the studio's timetable; when something was done, like the history's own
 * times, on the reader's clock.
 */
const OCCURRENCE = new Set(['startTime', 'endTime']);
const DONE_AT = new Set(['confirmedAt', 'cancelledAt']);

const isAttendance = (value: unknown): value is ReservationAttendance =>
  RESERVATION_ATTENDANCES.some((attendance) => attendance === value);
const isStatus = (value: unknown): value is ReservationStatus =>
  RESERVATION_STATUSES.some((status) => status === value);

/**
 * A reservation as its screens show it: people and classes by name instead of id, times in the
 * studio's 24-hour format, the status as its chip, a cancellation's reason in words. An event's
 * ids (which never change after booking) are named from `current`, the reservation as it is now.
 */
export function useReservationPresenter(current?: ReservationDto | null): RecordPresenter<ReservationDto> {
  const { t, i18n } = useTranslation('reservations');
  const person = (ref: PersonRef | null | undefined) =>
    ref ? t('form.personOption', { name: ref.name, email: ref.email }) : undefined;
  const named = (field: string, id: string, record: ReservationDto | undefined): string | undefined => {
    const shown =
      record ?? (current && current[field as 'userId' | 'classId' | 'instructorId'] === id ? current : undefined);
    if (field === 'userId') return person(shown?.user);
    if (field === 'instructorId') return person(shown?.instructor);
    return shown?.class ? t('form.classOption', { name: shown.class.name, duration: shown.class.duration }) : undefined;
  };
  return useRecordPresenter<ReservationDto>({
    fields: FIELDS,
    label: (field) => t(`fields.${field}`, { defaultValue: field }),
    value: (field, value, record) => {
      if ((field === 'userId' || field === 'classId' || field === 'instructorId') && typeof value === 'string')
        return named(field, value, record) ?? value;
      if (OCCURRENCE.has(field) && typeof value === 'string') return formatStudioDateTime(value, i18n.language);
      if (DONE_AT.has(field) && typeof value === 'string') return formatStudioDateTime(value, i18n.language);
      if (field === 'status' && isStatus(value)) return <StatusChip status={value} />;
      if (field === 'attendance' && isAttendance(value)) return <AttendanceTag attendance={value} />;
      // ReservationAttendanceRecorded says it as a yes or no.
      if (field === 'attended' && typeof value === 'boolean')
        return <AttendanceTag attendance={value ? 'ATTENDED' : 'NO_SHOW'} />;
      if (field === 'reason' && typeof value === 'string') return t(`reasons.${value}`, { defaultValue: value });
      return undefined;
    },
  });
}

/** What an event of a reservation changed: its data but the reservation's own id. */
export function reservationChanges(event: { readonly data: Record<string, unknown> }): [string, unknown][] {
  return Object.entries(event.data).filter(([field]) => field !== 'reservationId');
}
