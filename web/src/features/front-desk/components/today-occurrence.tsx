import { Suspense } from 'react';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { NewPerson } from '@blueprintjs/icons';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { PersonLink } from '../../../components/admin/person-link';
import { ReservationStatusTag } from '../../../components/reservation-status-tag';
import { hasStarted, studioClock } from '../../../lib/studio-time';
import { AttendanceControl } from '../../reservations';
import { RosterMembershipTag } from './roster-membership-tag';

export interface TodayOccurrenceProps {
  readonly occurrence: ClassOccurrenceDto;
  readonly now: number;
  /** Book someone in (a walk-in): offered until the class ends. */
  readonly onWalkIn: (occurrence: ClassOccurrenceDto) => void;
}

type Phase = 'upcoming' | 'running' | 'over';

const phaseOf = (occurrence: ClassOccurrenceDto, now: number): Phase =>
  hasStarted(occurrence.endTime, now) ? 'over' : hasStarted(occurrence.startTime, now) ? 'running' : 'upcoming';

const PHASE_INTENTS: Record<Phase, Intent> = { upcoming: Intent.NONE, running: Intent.SUCCESS, over: Intent.NONE };

/**
 * One class of the day at the desk: its time, instructor and seats, and its roster (each person's
 * page, membership, booking status and, once it has started, one tap for who came).
 */
export function TodayOccurrence({ occurrence, now, onWalkIn }: TodayOccurrenceProps) {
  const { t } = useTranslation('front-desk');
  const phase = phaseOf(occurrence, now);
  const time = t('occurrence.time', { from: studioClock(occurrence.startTime), to: studioClock(occurrence.endTime) });
  const people = occurrence.reservations ?? [];
  const full = occurrence.remaining <= 0;
  const name = occurrence.class.name;
  const attended = people.filter((reservation) => reservation.attendance === 'ATTENDED').length;
  return (
    <li
      className={`front-desk-occurrence front-desk-occurrence--${phase}`}
      aria-label={t('occurrence.label', { name, time })}
    >
      <div className="front-desk-occurrence__head">
        <span className="front-desk-occurrence__time">{time}</span>
        <h3 className="front-desk-occurrence__class">{name}</h3>
        <Tag minimal round intent={PHASE_INTENTS[phase]}>
          {t(`occurrence.${phase}`)}
        </Tag>
        <Tag minimal round intent={full ? Intent.DANGER : Intent.NONE} className="front-desk-occurrence__count">
          {t('occurrence.booked', { booked: occurrence.booked, capacity: occurrence.capacity })}
          {full && ` · ${t('occurrence.full')}`}
        </Tag>
      </div>
      <p className="front-desk-occurrence__meta">
        {[occurrence.instructor?.name, phase === 'upcoming' ? null : t('occurrence.attended', { count: attended })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {people.length === 0 ? (
        <p className="front-desk-occurrence__nobody">{t('occurrence.nobody')}</p>
      ) : (
        <ul className="front-desk-roster" aria-label={t('occurrence.roster', { name, time })}>
          {people.map((reservation) => (
            <li key={reservation.id} className="front-desk-roster__person">
              <span className="front-desk-roster__who">
                {reservation.user ? (
                  <PersonLink person={reservation.user} kind="client" />
                ) : (
                  <strong>{t('occurrence.unknownPerson')}</strong>
                )}
                {reservation.user && <span className="front-desk-roster__email">{reservation.user.email}</span>}
              </span>
              <span className="front-desk-roster__tags">
                <RosterMembershipTag membership={occurrence.memberships?.[reservation.userId]} />
                <ReservationStatusTag status={reservation.status} label={t(`status.${reservation.status}`)} />
              </span>
              <Suspense fallback={null}>
                <AttendanceControl reservation={reservation} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
      {phase !== 'over' && (
        <Button
          className="front-desk-occurrence__walk-in"
          variant="outlined"
          icon={<NewPerson />}
          text={t('walkIn.open')}
          aria-label={t('walkIn.openLabel', { name, time })}
          disabled={full}
          onClick={() => onWalkIn(occurrence)}
        />
      )}
    </li>
  );
}
