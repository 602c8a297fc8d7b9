import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { Calendar } from '@blueprintjs/icons';
import { reservationPermissions } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { homePathFor, selectUser } from '../../auth';
import { BookingWeek } from '../components/booking-week';
import { ReservationHistory } from '../components/reservation-history';
import { HistoryPage } from './history-page';
import { UpcomingReservations } from '../components/upcoming-reservations';
import '../components/client-bookings.css';

/**
 * /reservations: a client's own bookings. Its upcoming ones (cancellable), the week of its
 * branch's timetable to book from, and its history. Staff book for others on their own screens,
 * so another role is pointed to its home instead. `view="history"` is /history (history-page.tsx),
 * in this chunk: a route of its own would grow every page's first load.
 */
export default function ReservationsPage({ view = 'reservations' }: { readonly view?: 'reservations' | 'history' }) {
  const { t } = useTranslation('client-bookings');
  const navigate = useNavigate();
  // The login guard has the user in the session before this page renders.
  const user = useAppSelector(selectUser);
  if (!user) return null;
  if (!reservationPermissions(user.role).bookOwn) {
    return (
      <div className="content-page">
        <NonIdealState
          icon={<Calendar size={48} />}
          title={t('notClient.title')}
          description={t('notClient.body')}
          action={
            <Button intent={Intent.PRIMARY} text={t('notClient.go')} onClick={() => navigate(homePathFor(user))} />
          }
        />
      </div>
    );
  }
  if (view === 'history') return <HistoryPage userId={user.id} />;
  return (
    <div className="client-bookings">
      <header className="client-bookings__header">
        <h1 className="bp6-heading">{t('title')}</h1>
        <p className="lead">{t('subtitle')}</p>
      </header>
      <UpcomingReservations />
      <BookingWeek user={user} />
      <ReservationHistory />
    </div>
  );
}
