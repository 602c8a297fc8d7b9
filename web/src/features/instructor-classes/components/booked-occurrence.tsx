import { Suspense } from 'react';
import { Intent, Tag } from '@blueprintjs/core';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { ReservationStatusTag } from '../../../components/reservation-status-tag';
import { currentLocale } from '../../../lib/format';
import { formatStudioDay, studioClock, studioDayOf } from '../../../lib/studio-time';
import { AttendanceControl } from '../../reservations';

export interface BookedOccurrenceProps {
  readonly occurrence: ClassOccurrenceDto;
  readonly showInstructor: boolean;
  /** The week mixes branches: each class names its own. */
  readonly showBranch: boolean;
}

/**
 * One class of the week: its time, how full it is, and who booked it (name, email, status); once it
 * has started, whether each person came (Asistió / No asistió).
 */
export function BookedOccurrence({ occurrence, showInstructor, showBranch }: BookedOccurrenceProps) {
  const { t, i18n } = useTranslation('instructor-classes');
  const day = formatStudioDay(studioDayOf(occurrence.startTime), currentLocale(i18n.language));
  const time = t('week.time', { from: studioClock(occurrence.startTime), to: studioClock(occurrence.endTime) });
  const people = occurrence.reservations ?? [];
  const full = occurrence.remaining <= 0;
  const meta = [
    showInstructor ? occurrence.instructor?.name : undefined,
    showBranch ? occurrence.branch?.name : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="booked-occurrence">
      <div className="booked-occurrence__head">
        <span className="booked-occurrence__time">{time}</span>
        <strong className="booked-occurrence__class">{occurrence.class.name}</strong>
        <Tag minimal round intent={full ? Intent.DANGER : Intent.NONE} className="booked-occurrence__count">
          {t('week.booked', { booked: occurrence.booked, capacity: occurrence.capacity })}
          {full && ` · ${t('week.full')}`}
        </Tag>
      </div>
      {meta && <p className="booked-occurrence__meta">{meta}</p>}
      {people.length === 0 ? (
        <p className="booked-occurrence__nobody">{t('week.nobody')}</p>
      ) : (
        <ul
          className="booked-occurrence__people"
          aria-label={t('week.people', { name: occurrence.class.name, day, time })}
        >
          {people.map((reservation) => (
            <li key={reservation.id} className="booked-person">
              <span className="booked-person__who">
                <strong>{reservation.user?.name ?? '—'}</strong>
                {reservation.user && <span className="booked-person__email">{reservation.user.email}</span>}
              </span>
              <ReservationStatusTag status={reservation.status} label={t(`status.${reservation.status}`)} />
              <Suspense fallback={null}>
                <AttendanceControl reservation={reservation} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
