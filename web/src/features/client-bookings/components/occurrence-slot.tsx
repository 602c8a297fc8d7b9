import { Button, Intent, Tag } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/admin/busy-button';
import { hasStarted } from '../../../lib/studio-time';
import { useOccasion } from '../occasion';

/** Few places left: the chip warns. */
const FEW_PLACES = 3;

export interface OccurrenceSlotProps {
  readonly occurrence: ClassOccurrenceDto;
  /** Its branch's name shows when the week mixes branches. */
  readonly showBranch: boolean;
  /** This occurrence is being booked: its button spins. */
  readonly booking: boolean;
  /**
   * The person holds no active membership: only a sample class is theirs to book (CONTRACT.md:
   * Who may book); any other says so instead of failing on the server.
   */
  readonly needsMembership: boolean;
  readonly onBook: (occurrence: ClassOccurrenceDto) => void;
}

/** Places left ('Quedan N lugares'); a full class says 'Llena', a started one that it started. */
function PlacesTag({ remaining, started }: { readonly remaining: number; readonly started: boolean }) {
  const { t } = useTranslation('client-bookings');
  if (started) return <Tag minimal>{t('book.started')}</Tag>;
  if (remaining <= 0)
    return (
      <Tag minimal intent={Intent.DANGER}>
        {t('book.full')}
      </Tag>
    );
  return (
    <Tag minimal intent={remaining <= FEW_PLACES ? Intent.WARNING : Intent.SUCCESS}>
      {t('book.remaining', { count: remaining })}
    </Tag>
  );
}

/**
 * One class of the week: time, class, instructor, places left, and Reservar. The button is off
 * when the class is full or has started, and reads "Reservada" when the person already holds it.
 */
export function OccurrenceSlot({ occurrence, showBranch, booking, needsMembership, onBook }: OccurrenceSlotProps) {
  const { t } = useTranslation('client-bookings');
  const occasion = useOccasion()(occurrence);
  const started = hasStarted(occurrence.startTime);
  const full = occurrence.remaining <= 0;
  const barred = needsMembership && !occurrence.class.isSampleClass && !started;
  return (
    <li
      className={`booking-slot${occurrence.mine ? ' booking-slot--mine' : ''}${started ? ' booking-slot--past' : ''}`}
    >
      <div className="booking-slot__body">
        <span className="booking-slot__time">{occasion.time}</span>
        <strong className="booking-slot__class">{occurrence.class.name}</strong>
        <span className="booking-slot__who">
          {occurrence.instructor ? t('item.with', { name: occurrence.instructor.name }) : t('item.noInstructor')}
        </span>
        {showBranch && occurrence.branch && <span className="booking-slot__who">{occurrence.branch.name}</span>}
        <span className="booking-slot__places">
          <PlacesTag remaining={occurrence.remaining} started={started} />
          {barred && (
            <Tag minimal intent={Intent.WARNING}>
              {t('book.needsMembership')}
            </Tag>
          )}
          {occurrence.class.isSampleClass && !started && <Tag minimal>{t('book.sample')}</Tag>}
        </span>
      </div>
      {occurrence.mine ? (
        <Button
          className="booking-slot__action booking-slot__action--mine"
          intent={Intent.SUCCESS}
          variant="outlined"
          icon={<Tick />}
          text={t('book.booked')}
          disabled
        />
      ) : (
        <BusyButton
          className="booking-slot__action"
          intent={Intent.PRIMARY}
          text={t('book.action')}
          aria-label={t('book.label', { name: occurrence.class.name, when: occasion.full })}
          disabled={full || started || barred}
          busy={booking}
          onClick={() => onBook(occurrence)}
        />
      )}
    </li>
  );
}
