import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { translate, type AvailabilityResponse } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { useGetAvailabilityQuery } from '../api';

export interface AvailabilityNoteProps {
  readonly classId: string;
  /** The occurrence's start and end on the wire; '' while not chosen. */
  readonly startTime: string;
  readonly endTime: string;
  /** The client being booked, '' while none: the answer then says whether they may book it themself. */
  readonly userId?: string;
}

/**
 * The seats of the occurrence being booked (spec §7: GET /reservations/availability/{classId}), once
 * a class and a start are chosen; with a client, what would refuse them booking it themself, as a
 * warning that does not stop staff saving (CONTRACT.md: who may book).
 */
export function AvailabilityNote({ classId, startTime, endTime, userId = '' }: AvailabilityNoteProps) {
  const { t } = useTranslation('reservations');
  const chosen = classId !== '' && startTime !== '';
  // currentData: this occurrence's seats, never the previous choice's while they load.
  const {
    currentData: seats,
    isFetching,
    isError,
  } = useGetAvailabilityQuery(
    { classId, startTime, ...(endTime ? { endTime } : {}), ...(userId ? { userId } : {}) },
    { skip: !chosen },
  );
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
    <>
      <Callout compact intent={seats.available ? Intent.SUCCESS : Intent.DANGER} role="status">
        {seats.available
          ? t('availability.remaining', { count: seats.remaining, capacity: seats.capacity })
          : t('availability.full')}
      </Callout>
      <EligibilityWarning seats={seats} />
    </>
  );
}

/** Why the client could not book this themself, in the page's language; staff may still save. */
function EligibilityWarning({ seats }: { readonly seats: AvailabilityResponse }) {
  const { t, i18n } = useTranslation('reservations');
  if (seats.eligible !== false) return null;
  const language = i18n.language === 'en' ? 'en' : 'es';
  return (
    <Callout
      compact
      intent={Intent.WARNING}
      title={t('eligibility.title')}
      className="reservations-eligibility"
      role="status"
    >
      <ul>
        {(seats.reasons ?? []).map((reason) => (
          <li key={reason}>{translate(reason, language)}</li>
        ))}
      </ul>
      <p>{t('eligibility.note')}</p>
    </Callout>
  );
}
