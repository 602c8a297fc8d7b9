import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useGetAvailabilityQuery } from '../api';

export interface AvailabilityNoteProps {
  readonly classId: string;
  /** The occurrence's start and end on the wire; '' while not chosen. */
  readonly startTime: string;
  readonly endTime: string;
}

/** The seats of the occurrence being booked (spec §7: GET /reservations/availability/{classId}), once a class and a start are chosen. */
export function AvailabilityNote({ classId, startTime, endTime }: AvailabilityNoteProps) {
  const { t } = useTranslation('reservations');
  const chosen = classId !== '' && startTime !== '';
  // currentData: this occurrence's seats, never the previous choice's while they load.
  const {
    currentData: seats,
    isFetching,
    isError,
  } = useGetAvailabilityQuery({ classId, startTime, ...(endTime ? { endTime } : {}) }, { skip: !chosen });
  if (!chosen) return null;
  if (isError) {
    return (
      <Callout compact intent={Intent.DANGER} role="status">
        {t('availability.error')}
      </Callout>
    );
  }
  if (!seats || isFetching) {
    return (
      <Callout compact role="status" icon={<Spinner size={16} />}>
        {t('availability.checking')}
      </Callout>
    );
  }
  return (
    <Callout compact intent={seats.available ? Intent.SUCCESS : Intent.DANGER} role="status">
      {seats.available
        ? t('availability.remaining', { count: seats.remaining, capacity: seats.capacity })
        : t('availability.full')}
    </Callout>
  );
}
