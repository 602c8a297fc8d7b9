import type { ReactNode } from 'react';
import type { ReservationDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { AttendanceTag } from '../../../components/attendance-tag';
import { ReservationStatusTag } from '../../../components/reservation-status-tag';
import { useOccasion } from '../occasion';

export interface ReservationItemProps {
  readonly reservation: ReservationDto;
  /** What the person may do with it (Cancelar for an upcoming one). */
  readonly action?: ReactNode;
}

/** One of the person's bookings: class, when (studio time), instructor, status, and whether they came. */
export function ReservationItem({ reservation, action }: ReservationItemProps) {
  const { t } = useTranslation('client-bookings');
  const occasion = useOccasion()(reservation);
  return (
    <li className="booking-item">
      <div className="booking-item__body">
        <strong className="booking-item__class">{reservation.class?.name ?? t('item.noClass')}</strong>
        <span className="booking-item__when">
          {occasion.day} · <span className="booking-item__time">{occasion.time}</span>
        </span>
        <span className="booking-item__who">
          {reservation.instructor ? t('item.with', { name: reservation.instructor.name }) : t('item.noInstructor')}
        </span>
      </div>
      <div className="booking-item__side">
        <ReservationStatusTag status={reservation.status} label={t(`status.${reservation.status}`)} />
        {reservation.attendance && (
          <AttendanceTag attendance={reservation.attendance} label={t(`attendance.${reservation.attendance}`)} />
        )}
        {action}
      </div>
    </li>
  );
}
