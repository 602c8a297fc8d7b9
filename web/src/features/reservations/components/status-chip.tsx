import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '@boxstudio/contracts';
import { ReservationStatusTag } from '../../../components/reservation-status-tag';

/** The shared reservation status chip in this screen's words: Pendiente, Confirmada, Cancelada (spec §2). */
export function StatusChip({ status }: { readonly status: ReservationStatus }) {
  const { t } = useTranslation('reservations');
  return <ReservationStatusTag status={status} label={t(`status.${status}`)} />;
}
