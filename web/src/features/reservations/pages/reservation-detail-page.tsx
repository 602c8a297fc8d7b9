import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ReservationDto } from '@boxstudio/contracts';
import { AdminDetailPage, type DetailScreen } from '../../../components/admin/admin-detail-page';
import { useGetReservationQuery } from '../api';
import { StatusChip } from '../components/status-chip';
import { reservationChanges, useReservationPresenter } from '../reservation-presenter';
import { reservationSubject } from '../reservation-list';
import '../components/reservations.css';

const SCREEN: DetailScreen = {
  module: 'admin-reservations',
  namespace: 'reservations',
  aggregate: 'reservation',
  backTo: '/admin-reservations',
};

/** One reservation (/admin/reservations/:id): its fields, and its history from the audit log with an "as of" view. */
export default function ReservationDetailPage() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation('reservations');
  const query = useGetReservationQuery(id, { skip: id === '' });
  const presenter = useReservationPresenter(query.data);
  const heading = (item: ReservationDto) => ({
    title: reservationSubject(item, i18n.language),
    status: <StatusChip status={item.status} />,
  });
  return (
    <AdminDetailPage
      screen={SCREEN}
      query={query}
      presenter={presenter}
      heading={heading}
      changesOf={reservationChanges}
    />
  );
}
