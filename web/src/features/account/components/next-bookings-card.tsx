import { Button, Card, H4 } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatStudioDay, studioClock, studioDayOf } from '../../../lib/studio-time';
import { useListMyUpcomingReservationsQuery } from '../../reservations';
import './next-bookings-card.css';

/** How many coming bookings the dashboard shows; the rest are one click away on /reservations. */
const SHOWN = 3;

/** The client's next bookings (CONTRACT.md: the dashboard shows them), and the way to book more. */
export function NextBookingsCard() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { data, isLoading, isError } = useListMyUpcomingReservationsQuery({ limit: SHOWN });
  const upcoming = data?.reservations ?? [];
  return (
    <Card className="program-card">
      <Calendar size={24} className="accent" aria-hidden />
      <H4>{t('dashboard.reservations.title')}</H4>
      {isLoading ? <p className="muted">{t('dashboard.reservations.loading')}</p> : null}
      {isError ? <p className="muted">{t('dashboard.reservations.loadFailed')}</p> : null}
      {!isLoading && !isError && upcoming.length === 0 ? (
        <p className="muted">{t('dashboard.reservations.none')}</p>
      ) : null}
      {upcoming.length > 0 ? (
        <ul className="next-bookings" aria-label={t('dashboard.reservations.next')}>
          {upcoming.map((reservation) => (
            <li key={reservation.id}>
              <strong>{reservation.class?.name ?? '—'}</strong>
              <span className="muted">
                {' '}
                {formatStudioDay(studioDayOf(reservation.startTime), i18n.language)},{' '}
                {studioClock(reservation.startTime)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button text={t('dashboard.reservations.open')} onClick={() => navigate('/reservations')} />
    </Card>
  );
}
