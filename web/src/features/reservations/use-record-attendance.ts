import type { ReservationDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { runCommand } from '../../components/admin/run-command';
import { errorMessage } from '../../lib/api-errors';
import { hasStarted } from '../../lib/studio-time';
import { useRecordAttendanceMutation } from './api';

/** Attendance is recorded once the occurrence has started, on a booking not cancelled (CONTRACT.md: Attendance). */
export function canRecordAttendance(item: Pick<ReservationDto, 'startTime' | 'status'>, now = Date.now()): boolean {
  return item.status !== 'CANCELLED' && hasStarted(item.startTime, now);
}

export interface AttendanceRecorder {
  /** Records whether the person came and toasts the server's message (else the local words). */
  record(item: Pick<ReservationDto, 'id'>, attended: boolean): Promise<boolean>;
  /** The booking whose attendance is being sent, if any. */
  readonly busyId: string | undefined;
}

/** PUT /reservations/{id}/attendance, for the admin screen's rows and the instructor's week. */
export function useRecordAttendance(): AttendanceRecorder {
  const { t } = useTranslation('reservations');
  const [send, state] = useRecordAttendanceMutation();
  return {
    record: (item, attended) =>
      runCommand(send({ id: item.id, attended }).unwrap(), {
        success: t('attendance.recorded'),
        failure: (error) => errorMessage(error, t('attendance.error')),
      }),
    busyId: state.isLoading ? state.originalArgs?.id : undefined,
  };
}
