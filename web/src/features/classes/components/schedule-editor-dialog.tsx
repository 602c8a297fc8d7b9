import { useEffect, useState } from 'react';
import { Button, Callout, H5, Intent } from '@blueprintjs/core';
import { Plus, Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { openingHours, type ClassDto, type ClassScheduleSlot, type DayOfWeek } from '@boxstudio/contracts';
import { FormDialog } from '../../../components/admin/form-dialog';
import { TimeInput } from '../../../components/time-input';
import { outsideOpeningHours, slotProblems, toSchedules, type EditedSlot } from '../schedule-slots';
import { WEEK } from '../week';

export interface ScheduleEditorDialogProps {
  readonly item: ClassDto | null;
  readonly saving: boolean;
  /** Field errors the server answered (`schedules[2].endTime`), by the slot's index in the saved list. */
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onCancel: () => void;
  readonly onSave: (item: ClassDto, schedules: ClassScheduleSlot[]) => void;
}

/** Minutes of the day as a slot's "HH:MM". */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's opening hours as the hint writes them: "6:00" and "22:00". */
function openingText(day: DayOfWeek): { open: string; close: string } {
  const { open, close } = openingHours(day);
  const time = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return { open: time(open), close: time(close) };
}

let nextKey = 0;
const keyed = (slot: ClassScheduleSlot): EditedSlot => ({ key: nextKey++, ...slot });

/** "Ver Horarios" (CONTRACT.md): the class's weekly timetable, day by day, in studio time. */
export function ScheduleEditorDialog({ item, saving, serverErrors, onCancel, onSave }: ScheduleEditorDialogProps) {
  const { t } = useTranslation('classes');
  const [slots, setSlots] = useState<EditedSlot[]>([]);
  useEffect(() => {
    if (item) setSlots(item.schedules.map(keyed));
  }, [item]);
  const problems = slotProblems(slots);
  const change = (key: number, field: 'startTime' | 'endTime', value: string) =>
    setSlots((current) => current.map((slot) => (slot.key === key ? { ...slot, [field]: value } : slot)));
  const add = (day: DayOfWeek) => {
    const duration = item?.duration ?? 60;
    const last = slots.filter((slot) => slot.dayOfWeek === day).at(-1);
    const start = last ? last.endTime : day === 0 || day === 6 ? '09:00' : '07:00';
    const [hours = 0, minutes = 0] = start.split(':').map(Number);
    const end = hours * 60 + minutes + duration;
    setSlots((current) => [
      ...current,
      keyed({ dayOfWeek: day, startTime: start, endTime: end < 24 * 60 ? clock(end) : '23:59' }),
    ]);
  };
  const ordered = toSchedules(slots);
  const dirty = item !== null && JSON.stringify(ordered) !== JSON.stringify(item.schedules);

  return (
    <FormDialog
      isOpen={item !== null}
      title={t('schedules.title', { name: item?.name ?? '' })}
      submitLabel={t('schedules.save')}
      saving={saving}
      invalid={problems.size > 0}
      dirty={dirty}
      onClose={onCancel}
      onSubmit={() => item && onSave(item, ordered)}
      width={700}
    >
      <Callout compact intent={Intent.PRIMARY}>
        {t('schedules.hint')}
      </Callout>
      {WEEK.map((day) => (
        <section key={day} className="schedule-day" aria-label={t(`days.${day}`)}>
          <div className="schedule-day__head">
            <H5>
              {t(`days.${day}`)} <span className="schedule-day__hours">{t('schedules.opening', openingText(day))}</span>
            </H5>
            <Button
              size="small"
              variant="minimal"
              icon={<Plus />}
              text={t('schedules.add')}
              aria-label={`${t('schedules.add')} ${t(`days.${day}`)}`}
              onClick={() => add(day)}
            />
          </div>
          {slots.filter((slot) => slot.dayOfWeek === day).length === 0 && (
            <p className="schedule-day__none">{t('schedules.none')}</p>
          )}
          {slots
            .filter((slot) => slot.dayOfWeek === day)
            .map((slot) => {
              const index = slots.indexOf(slot);
              const problem = problems.get(slot.key);
              const server =
                serverErrors[`schedules[${index}].endTime`] ??
                serverErrors[`schedules[${index}].startTime`] ??
                serverErrors[`schedules[${index}]`];
              const message = problem
                ? t(problem === 'required' ? 'form.errors.required' : `schedules.${problem}`)
                : server;
              return (
                <div key={slot.key} className="schedule-slot">
                  <TimeInput
                    aria-label={`${t('schedules.start')} ${t(`days.${day}`)}`}
                    value={slot.startTime}
                    onValueChange={(value) => change(slot.key, 'startTime', value)}
                  />
                  <TimeInput
                    aria-label={`${t('schedules.end')} ${t(`days.${day}`)}`}
                    value={slot.endTime}
                    onValueChange={(value) => change(slot.key, 'endTime', value)}
                  />
                  <Button
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon={<Trash />}
                    aria-label={t('schedules.remove')}
                    onClick={() => setSlots((current) => current.filter((other) => other.key !== slot.key))}
                  />
                  {message && <span className="schedule-slot__error">{message}</span>}
                  {!message && outsideOpeningHours(slot) && (
                    <span className="schedule-slot__warning">{t('schedules.outside')}</span>
                  )}
                </div>
              );
            })}
        </section>
      ))}
    </FormDialog>
  );
}
