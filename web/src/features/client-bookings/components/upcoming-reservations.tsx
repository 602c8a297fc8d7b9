import { useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import type { ReservationDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { runCommand } from '../../../components/admin/run-command';
import { errorMessage } from '../../../lib/api-errors';
import { useCancelReservationMutation, useListMyUpcomingReservationsQuery } from '../../reservations';
import { useOccasion } from '../occasion';
import { ReservationListSection } from './reservation-list-section';

/** A few at a time: the week to book from comes right after. */
const PAGE_SIZE = 5;

/**
 * "Mis próximas reservas": the person's live bookings from now on, soonest first, each cancellable
 * after a question.
 */
export function UpcomingReservations() {
  const { t } = useTranslation('client-bookings');
  const occasion = useOccasion();
  const [page, setPage] = useState(1);
  const query = useListMyUpcomingReservationsQuery({ page, limit: PAGE_SIZE });
  const [cancelReservation, cancelling] = useCancelReservationMutation();
  const [asked, setAsked] = useState<ReservationDto | null>(null);
  const nameOf = (reservation: ReservationDto) => reservation.class?.name ?? t('item.noClass');

  const cancel = async (reservation: ReservationDto) => {
    await runCommand(cancelReservation(reservation.id).unwrap(), {
      success: t('cancel.done'),
      failure: (error) => errorMessage(error, t('cancel.error')),
    });
    setAsked(null);
  };

  return (
    <ReservationListSection
      id="upcoming"
      title={t('upcoming.title')}
      query={query}
      onPage={setPage}
      loadError={t('upcoming.loadError')}
      emptyTitle={t('upcoming.empty')}
      emptyBody={t('upcoming.emptyBody')}
      actionFor={(reservation) => (
        <Button
          intent={Intent.DANGER}
          variant="outlined"
          text={t('cancel.action')}
          aria-label={t('cancel.label', { name: nameOf(reservation), when: occasion(reservation).full })}
          onClick={() => setAsked(reservation)}
        />
      )}
    >
      <ConfirmDialog
        isOpen={asked !== null}
        title={t('cancel.title')}
        message={asked ? t('cancel.message', { name: nameOf(asked), when: occasion(asked).full }) : ''}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.back')}
        busy={cancelling.isLoading}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && void cancel(asked)}
      />
    </ReservationListSection>
  );
}
