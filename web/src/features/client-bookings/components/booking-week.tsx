import { useEffect, useState } from 'react';
import { Callout, FormGroup, H2, Intent } from '@blueprintjs/core';
import { StudioDayPanel } from '../../../components/studio-day-panel';
import type { ClassOccurrenceDto, UserDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { runCommand } from '../../../components/admin/run-command';
import { SelectInput } from '../../../components/select-input';
import { showToast } from '../../../components/toaster';
import { WeekPager } from '../../../components/week-pager';
import { errorMessage } from '../../../lib/api-errors';
import { currentLocale } from '../../../lib/format';
import {
  addStudioDays,
  byStudioDay,
  formatStudioDay,
  formatStudioShortDay,
  studioDays,
  studioToday,
  type StudioDay,
} from '../../../lib/studio-time';
import { useListBranchesQuery } from '../../branches';
import { useHasActiveMembershipQuery } from '../../memberships';
import { useCreateReservationMutation, useListOccurrencesQuery } from '../../reservations';
import { OccurrenceSlot } from './occurrence-slot';

const WEEK_DAYS = 7;

const keyOf = (occurrence: ClassOccurrenceDto) => `${occurrence.classId}@${occurrence.startTime}`;

/**
 * "Reservar": seven studio days of the branch's timetable from today (a week at a time forward),
 * each class with its places and a Reservar button. The branch starts as the person's own.
 */
export function BookingWeek({ user }: { readonly user: UserDto }) {
  const { t, i18n } = useTranslation('client-bookings');
  const locale = currentLocale(i18n.language);
  const [weeksAhead, setWeeksAhead] = useState(0);
  const [branchId, setBranchId] = useState(user.branchId ?? '');
  const [booking, setBooking] = useState<string | null>(null);
  const from = addStudioDays(studioToday(), WEEK_DAYS * weeksAhead);
  const days = studioDays(from, WEEK_DAYS);
  const branches = useListBranchesQuery({ status: 'active', page: 1, limit: 100 });
  const occurrences = useListOccurrencesQuery({ from, days: WEEK_DAYS, ...(branchId ? { branchId } : {}) });
  const [createReservation] = useCreateReservationMutation();
  // Spec §8: a failed check reads as no active membership; the sample class stays bookable either way.
  const membership = useHasActiveMembershipQuery();
  const needsMembership = membership.isSuccess && !membership.data.hasActive;

  const loadError = occurrences.isError ? errorMessage(occurrences.error, t('book.loadError')) : undefined;
  useEffect(() => {
    if (loadError) showToast(loadError, 'error');
  }, [loadError]);

  const book = async (occurrence: ClassOccurrenceDto) => {
    setBooking(keyOf(occurrence));
    const { classId, startTime, endTime } = occurrence;
    await runCommand(createReservation({ classId, startTime, endTime }).unwrap(), {
      success: t('book.done'),
      failure: (error) => errorMessage(error, t('book.error')),
    });
    setBooking(null);
  };

  const grouped = byStudioDay(occurrences.data?.occurrences ?? [], days);
  const range = t('book.range', {
    from: formatStudioShortDay(from, locale),
    to: formatStudioShortDay(days[WEEK_DAYS - 1] ?? from, locale, true),
  });
  const branchOptions = [
    { value: '', label: t('book.allBranches') },
    ...(branches.data?.branches ?? []).map(({ id, name }) => ({ value: id, label: name })),
  ];

  return (
    <section className="client-bookings__section" aria-labelledby="book-title">
      <H2 id="book-title">{t('book.title')}</H2>
      <div className="booking-week__controls">
        <WeekPager
          label={range}
          previousLabel={t('book.previous')}
          nextLabel={t('book.next')}
          currentLabel={t('book.current')}
          isCurrent={weeksAhead === 0}
          // Nothing before today can be booked.
          previousDisabled={weeksAhead === 0}
          onPrevious={() => setWeeksAhead((weeks) => Math.max(0, weeks - 1))}
          onNext={() => setWeeksAhead((weeks) => weeks + 1)}
          onCurrent={() => setWeeksAhead(0)}
        />
        <FormGroup className="booking-week__branch" label={t('book.branch')} labelFor="booking-branch" inline>
          <SelectInput
            id="booking-branch"
            value={branchId}
            options={branchOptions}
            onChange={(event) => setBranchId(event.target.value)}
          />
        </FormGroup>
      </div>
      <p className="muted client-bookings__hint">{t('studioTime')}</p>
      {needsMembership && (
        <Callout intent={Intent.WARNING} className="booking-week__membership" role="status">
          {t('book.noMembership')}
        </Callout>
      )}
      <LoadState loading={occurrences.isLoading} error={loadError}>
        <div className="booking-week__days" aria-busy={occurrences.isFetching}>
          {days.map((day) => (
            <BookingDay
              key={day}
              day={day}
              locale={locale}
              occurrences={grouped.get(day) ?? []}
              showBranch={branchId === ''}
              booking={booking}
              needsMembership={needsMembership}
              onBook={(occurrence) => void book(occurrence)}
            />
          ))}
        </div>
      </LoadState>
    </section>
  );
}

interface BookingDayProps {
  readonly day: StudioDay;
  readonly locale: string;
  readonly occurrences: readonly ClassOccurrenceDto[];
  readonly showBranch: boolean;
  readonly booking: string | null;
  readonly needsMembership: boolean;
  readonly onBook: (occurrence: ClassOccurrenceDto) => void;
}

/** One studio day of the week and its classes in time order. */
function BookingDay({ day, locale, occurrences, showBranch, booking, needsMembership, onBook }: BookingDayProps) {
  const { t } = useTranslation('client-bookings');
  const name = formatStudioDay(day, locale);
  return (
    <StudioDayPanel day={day} name={name} emptyText={occurrences.length === 0 ? t('book.noClasses') : null}>
      <ul className="booking-day__slots" aria-label={t('book.day', { day: name })}>
        {occurrences.map((occurrence) => (
          <OccurrenceSlot
            key={keyOf(occurrence)}
            occurrence={occurrence}
            showBranch={showBranch}
            booking={booking === keyOf(occurrence)}
            needsMembership={needsMembership}
            onBook={onBook}
          />
        ))}
      </ul>
    </StudioDayPanel>
  );
}
