import { useState } from 'react';
import type { ClassOccurrenceDto, ClassScheduleSlot } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/admin/form-field';
import { SelectInput } from '../../../components/select-input';
import { WeekPager } from '../../../components/week-pager';
import { errorMessage } from '../../../lib/api-errors';
import { currentLocale } from '../../../lib/format';
import {
  addStudioDays,
  formatStudioDay,
  formatStudioShortDay,
  hasStarted,
  mondayOf,
  studioClock,
  studioDayOf,
  studioToday,
} from '../../../lib/studio-time';
import { useListOccurrencesQuery } from '../api';
import { earliestMonday, isOnTimetable, isTooFarBack } from '../occurrence-choice';

const WEEK_DAYS = 7;

export interface OccurrencePickerProps {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly classId: string;
  /** The class's weekly timetable: an occurrence off it (a session staff booked) is named as such. */
  readonly schedules: readonly ClassScheduleSlot[];
  /** The chosen occurrence's start, '' while none. */
  readonly value: string;
  /** Its end, to name a choice made in another week. */
  readonly valueEnd: string;
  readonly onChoose: (occurrence: ClassOccurrenceDto) => void;
  readonly onLeave: () => void;
}

/**
 * An occurrence of the class's week (GET /reservations/occurrences), a week at a time, Monday to
 * Sunday; each option names its studio day, time and places left. Staff may go back as far as
 * they may record a booking.
 */
export function OccurrencePicker(props: OccurrencePickerProps) {
  const { id, label, error, classId, schedules, value, valueEnd, onChoose, onLeave } = props;
  const { t, i18n } = useTranslation('reservations');
  const locale = currentLocale(i18n.language);
  const [monday, setMonday] = useState(() => mondayOf(studioToday()));
  const week = useListOccurrencesQuery({ from: monday, days: WEEK_DAYS, classId }, { skip: classId === '' });
  const occurrences = classId === '' ? [] : (week.currentData?.occurrences ?? []);
  const when = (startTime: string, endTime: string) =>
    t('occurrence.when', {
      day: formatStudioDay(studioDayOf(startTime), locale),
      from: studioClock(startTime),
      to: studioClock(endTime),
    });
  const optionOf = (occurrence: ClassOccurrenceDto) => {
    const notes = [
      occurrence.remaining > 0 ? t('occurrence.remaining', { count: occurrence.remaining }) : t('occurrence.full'),
      isOnTimetable(occurrence.startTime, schedules) ? null : t('occurrence.offTimetable'),
      hasStarted(occurrence.startTime) ? t('occurrence.started') : null,
    ].filter(Boolean);
    return {
      value: occurrence.startTime,
      label: [when(occurrence.startTime, occurrence.endTime), ...notes].join(' · '),
      disabled: isTooFarBack(occurrence),
    };
  };
  // A choice made in another week stays chosen while another week is shown.
  const elsewhere =
    value !== '' && !occurrences.some((occurrence) => occurrence.startTime === value)
      ? [{ value, label: when(value, valueEnd) }]
      : [];
  const placeholder =
    classId === ''
      ? t('occurrence.chooseClassFirst')
      : week.isError
        ? errorMessage(week.error, t('occurrence.loadError'))
        : week.isFetching && occurrences.length === 0
          ? t('occurrence.loading')
          : occurrences.length === 0
            ? t('occurrence.none')
            : t('occurrence.choose');
  const last = addStudioDays(monday, WEEK_DAYS - 1);
  return (
    <FormField id={id} label={label} required error={error}>
      <div className="reservations-occurrence">
        <WeekPager
          label={t('occurrence.range', {
            from: formatStudioShortDay(monday, locale),
            to: formatStudioShortDay(last, locale, true),
          })}
          previousLabel={t('occurrence.previous')}
          nextLabel={t('occurrence.next')}
          currentLabel={t('occurrence.current')}
          isCurrent={monday === mondayOf(studioToday())}
          previousDisabled={monday <= earliestMonday()}
          onPrevious={() => setMonday((current) => addStudioDays(current, -WEEK_DAYS))}
          onNext={() => setMonday((current) => addStudioDays(current, WEEK_DAYS))}
          onCurrent={() => setMonday(mondayOf(studioToday()))}
        />
        <SelectInput
          fill
          id={id}
          value={value}
          disabled={classId === ''}
          options={[{ value: '', label: placeholder }, ...elsewhere, ...occurrences.map(optionOf)]}
          onChange={(event) => {
            const chosen = occurrences.find((occurrence) => occurrence.startTime === event.target.value);
            if (chosen) onChoose(chosen);
          }}
          onBlur={onLeave}
        />
      </div>
    </FormField>
  );
}
