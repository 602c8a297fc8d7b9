import { Button, ButtonGroup } from '@blueprintjs/core';
import { Cross, Tick } from '@blueprintjs/icons';
import type { ReservationDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { canRecordAttendance, useRecordAttendance } from '../use-record-attendance';
import { AttendanceTag } from './attendance-tag';
import './attendance.css';

/**
 * A booking's attendance where people are listed (the instructor's week): its chip once recorded
 * and, once the class has started, Asistió / No asistió (the word already recorded is off: the
 * API records the same word once).
 */
export function AttendanceControl({ reservation }: { readonly reservation: ReservationDto }) {
  const { t } = useTranslation('reservations');
  const attendance = useRecordAttendance();
  const name = reservation.user?.name ?? '—';
  const busy = attendance.busyId === reservation.id;
  const open = canRecordAttendance(reservation);
  if (!open && !reservation.attendance) return null;
  return (
    <span className="attendance-control">
      {reservation.attendance && <AttendanceTag attendance={reservation.attendance} />}
      {open && (
        <ButtonGroup size="small" variant="outlined">
          <Button
            icon={<Tick />}
            text={t('attendance.markAttended')}
            aria-label={t('attendance.attendedLabel', { name })}
            disabled={busy || reservation.attendance === 'ATTENDED'}
            onClick={() => void attendance.record(reservation, true)}
          />
          <Button
            icon={<Cross />}
            text={t('attendance.markNoShow')}
            aria-label={t('attendance.noShowLabel', { name })}
            disabled={busy || reservation.attendance === 'NO_SHOW'}
            onClick={() => void attendance.record(reservation, false)}
          />
        </ButtonGroup>
      )}
    </span>
  );
}
