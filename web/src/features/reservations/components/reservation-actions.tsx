import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationDto } from '@boxstudio/contracts';
import { runCommand } from '../../../components/admin/run-command';
import { useConfirmation } from '../../../components/admin/use-confirmation';
import { errorMessage } from '../../../lib/api-errors';
import { useCancelReservationMutation, useConfirmReservationMutation, useDeleteReservationMutation } from '../api';
import { reservationSubject } from '../reservation-list';

/** A reservation's row commands, each owning its mutation (and the deletion its question). */
export interface ReservationCommands {
  confirm(item: ReservationDto): void;
  /** Asks first, naming the reservation: a place given away by a slip is hard to get back. */
  cancel(item: ReservationDto): void;
  /** Asks first, naming the reservation. */
  remove(item: ReservationDto): void;
  /** The questions' dialogs. */
  readonly dialog: ReactElement;
}

export function useReservationCommands(): ReservationCommands {
  const { t, i18n } = useTranslation('reservations');
  const failure = (fallback: string) => (error: unknown) => errorMessage(error, t(fallback));
  const [confirmReservation] = useConfirmReservationMutation();
  const [cancelReservation, cancelling] = useCancelReservationMutation();
  const [deleteReservation, deleting] = useDeleteReservationMutation();
  const deletion = useConfirmation<ReservationDto & { readonly name: string }>({
    namespace: 'reservations',
    prefix: 'delete',
    busy: deleting.isLoading,
    run: (item) =>
      runCommand(deleteReservation(item.id).unwrap(), {
        success: t('messages.deleted'),
        failure: failure('messages.deleteError'),
      }),
  });
  const cancellation = useConfirmation<ReservationDto & { readonly name: string }>({
    namespace: 'reservations',
    prefix: 'cancelQuestion',
    busy: cancelling.isLoading,
    run: (item) =>
      runCommand(cancelReservation(item.id).unwrap(), {
        success: t('messages.cancelled'),
        failure: failure('messages.cancelError'),
      }),
  });
  return {
    confirm: (item) =>
      void runCommand(confirmReservation(item.id).unwrap(), {
        success: t('messages.confirmed'),
        failure: failure('messages.confirmError'),
      }),
    cancel: (item) => cancellation.ask({ ...item, name: reservationSubject(item, i18n.language) }),
    remove: (item) => deletion.ask({ ...item, name: reservationSubject(item, i18n.language) }),
    dialog: (
      <>
        {cancellation.dialog}
        {deletion.dialog}
      </>
    ),
  };
}
