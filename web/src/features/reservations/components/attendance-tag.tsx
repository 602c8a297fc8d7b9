import type { ReservationAttendance } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { AttendanceTag as SharedAttendanceTag } from '../../../components/attendance-tag';

/** The attendance chip in the reservations screens' words. */
export function AttendanceTag({ attendance }: { readonly attendance: ReservationAttendance }) {
  const { t } = useTranslation('reservations');
  return <SharedAttendanceTag attendance={attendance} label={t(`attendance.${attendance}`)} />;
}
