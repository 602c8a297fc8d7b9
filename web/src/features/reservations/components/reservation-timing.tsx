import { Callout, FormGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import type { ClassDto } from '@boxstudio/contracts';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/admin/form-date-time-field';
import type { RecordForm } from '../../../components/admin/use-record-form';
import { NO_DATE_TIME } from '../../../components/admin/date-time-field';
import { studioInstantOf } from '../../../components/admin/studio-date-time';
import { defaultEnd, occurrenceTimes, type ReservationFormValues, type ReservationTiming } from '../reservation-form';
import { OccurrencePicker } from './occurrence-picker';

export interface ReservationTimingProps {
  readonly form: RecordForm<ReservationFormValues>;
  readonly chosenClass: ClassDto | undefined;
  /** Staff may book outside the timetable; anyone else books an occurrence of it. */
  readonly allowFreeTime: boolean;
}

/**
 * When a new booking falls: by default an occurrence of the class's week, which sets both times;
 * for staff, a free time outside the timetable, typed, whose end follows the spec's start + 50
 * minutes when the start is left.
 */
export function ReservationTiming({ form, chosenClass, allowFreeTime }: ReservationTimingProps) {
  const { t } = useTranslation('reservations');
  const free = allowFreeTime && form.values.timing === 'free';
  // Free time starts from the chosen occurrence's times; back to the timetable, an occurrence is chosen again.
  const switchTo = (timing: ReservationTiming) =>
    form.patch(
      timing === 'free'
        ? { timing, occurrence: '' }
        : { timing, occurrence: '', startTime: NO_DATE_TIME, endTime: NO_DATE_TIME },
    );
  const chosenEnd = studioInstantOf(form.values.endTime)?.toISOString() ?? '';
  return (
    <>
      {allowFreeTime && (
        <FormGroup label={form.labelOf('timing')} labelFor={form.idOf('timing')}>
          <RadioGroup
            inline
            name={form.idOf('timing')}
            selectedValue={form.values.timing}
            onChange={(event) => switchTo(event.currentTarget.value as ReservationTiming)}
          >
            <Radio value="timetable" label={t('timing.timetable')} />
            <Radio value="free" label={t('timing.free')} />
          </RadioGroup>
        </FormGroup>
      )}
      {free ? (
        <>
          <Callout compact intent={Intent.WARNING} className="reservations-free-time">
            {t('timing.freeNote')}
          </Callout>
          <FormDateTimeField
            form={form}
            field="startTime"
            required
            // Spec §5: leaving the start of a new reservation sets its end 50 minutes later.
            onLeave={(value) => {
              const next = defaultEnd(value);
              if (next) form.patch({ endTime: next });
            }}
          />
          <FormDateTimeField form={form} field="endTime" required hint={t('form.endHint')} />
        </>
      ) : (
        <OccurrencePicker
          id={form.idOf('occurrence')}
          label={form.labelOf('occurrence')}
          error={form.errorOf('occurrence')}
          classId={form.values.classId}
          schedules={chosenClass?.schedules ?? []}
          value={form.values.occurrence}
          valueEnd={chosenEnd}
          onChoose={(occurrence) => form.patch(occurrenceTimes(occurrence))}
          onLeave={() => form.visit('occurrence')}
        />
      )}
    </>
  );
}
