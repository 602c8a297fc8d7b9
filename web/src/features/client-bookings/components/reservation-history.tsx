import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListMyPastReservationsQuery } from '../../reservations';
import { ReservationListSection } from './reservation-list-section';

/** A few at a time, like the upcoming ones. */
const PAGE_SIZE = 5;

/** "Historial": the person's bookings whose class has started, latest first, cancelled ones included. */
export function ReservationHistory() {
  const { t } = useTranslation('client-bookings');
  const [page, setPage] = useState(1);
  const query = useListMyPastReservationsQuery({ page, limit: PAGE_SIZE });
  return (
    <ReservationListSection
      id="history"
      title={t('history.title')}
      query={query}
      onPage={setPage}
      loadError={t('history.loadError')}
      emptyTitle={t('history.empty')}
    />
  );
}
