import { useEffect, useState } from 'react';
import { H2 } from '@blueprintjs/core';
import { StudioDayPanel } from '../../../components/studio-day-panel';
import type { ClassOccurrenceDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/load-state';
import { showToast } from '../../../components/toaster';
import { WeekPager } from '../../../components/week-pager';
import { currentLocale } from '../../../lib/format';
import {
  addStudioDays,
  byStudioDay,
  formatStudioDay,
  formatStudioShortDay,
  mondayOf,
  studioDays,
  studioToday,
  type StudioDay,
} from '../../../lib/studio-time';
import { useListOccurrencesQuery } from '../../reservations';
import { BookedOccurrence } from './booked-occurrence';

const WEEK_DAYS = 7;

export interface InstructorWeekProps {
  /** Whose classes; absent: every instructor's (admins). */
  readonly instructorId?: string;
  readonly showInstructor: boolean;
}

/** A studio week, Monday to Sunday, of the instructor's classes with the people booked in each. */
export function InstructorWeek({ instructorId, showInstructor }: InstructorWeekProps) {
  const { t, i18n } = useTranslation('instructor-classes');
  const locale = currentLocale(i18n.language);
  const [weeksAway, setWeeksAway] = useState(0);
  const monday = addStudioDays(mondayOf(studioToday()), WEEK_DAYS * weeksAway);
  const days = studioDays(monday, WEEK_DAYS);
  const occurrences = useListOccurrencesQuery({
    from: monday,
    days: WEEK_DAYS,
    ...(instructorId ? { instructorId } : {}),
  });
  // Spec §8: the instructor's bookings failed to load.
  const loadError = occurrences.isError ? t('week.loadError') : undefined;
  useEffect(() => {
    if (loadError) showToast(loadError, 'error');
  }, [loadError]);
  const all = occurrences.data?.occurrences ?? [];
  const grouped = byStudioDay(all, days);
  const showBranch = new Set(all.map((occurrence) => occurrence.branch?.id)).size > 1;
  const range = t('week.range', {
    from: formatStudioShortDay(monday, locale),
    to: formatStudioShortDay(days[WEEK_DAYS - 1] ?? monday, locale, true),
  });

  return (
    <section className="instructor-classes__section" aria-labelledby="week-title">
      <div className="instructor-week__head">
        <H2 id="week-title">{t('week.title')}</H2>
        <WeekPager
          label={range}
          previousLabel={t('week.previous')}
          nextLabel={t('week.next')}
          currentLabel={t('week.current')}
          isCurrent={weeksAway === 0}
          onPrevious={() => setWeeksAway((weeks) => weeks - 1)}
          onNext={() => setWeeksAway((weeks) => weeks + 1)}
          onCurrent={() => setWeeksAway(0)}
        />
      </div>
      <p className="muted instructor-classes__hint">{t('studioTime')}</p>
      <LoadState loading={occurrences.isLoading} error={loadError}>
        <div className="instructor-week__days" aria-busy={occurrences.isFetching}>
          {days.map((day) => (
            <WeekDay
              key={day}
              day={day}
              name={formatStudioDay(day, locale)}
              occurrences={grouped.get(day) ?? []}
              showInstructor={showInstructor}
              showBranch={showBranch}
            />
          ))}
        </div>
      </LoadState>
    </section>
  );
}

interface WeekDayProps {
  readonly day: StudioDay;
  readonly name: string;
  readonly occurrences: readonly ClassOccurrenceDto[];
  readonly showInstructor: boolean;
  readonly showBranch: boolean;
}

function WeekDay({ day, name, occurrences, showInstructor, showBranch }: WeekDayProps) {
  const { t } = useTranslation('instructor-classes');
  const today = day === studioToday();
  return (
    <StudioDayPanel
      day={day}
      name={name}
      today={today}
      emptyText={occurrences.length === 0 ? t('week.noClasses') : null}
    >
      <ul className="instructor-day__classes" aria-label={t('week.day', { day: name })}>
        {occurrences.map((occurrence) => (
          <BookedOccurrence
            key={`${occurrence.classId}@${occurrence.startTime}`}
            occurrence={occurrence}
            showInstructor={showInstructor}
            showBranch={showBranch}
          />
        ))}
      </ul>
    </StudioDayPanel>
  );
}
