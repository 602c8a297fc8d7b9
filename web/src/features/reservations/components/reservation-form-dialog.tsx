import { useTranslation } from 'react-i18next';
import {
  reservationPermissions,
  type ClassDto,
  type CreateReservationRequest,
  type ReservationDto,
  type UpdateReservationRequest,
  type UserDto,
} from '@boxstudio/contracts';
import { useAppSelector } from '../../../app/hooks';
import { NO_DATE_TIME } from '../../../components/admin/date-time-field';
import { FormDateTimeField } from '../../../components/admin/form-date-time-field';
import { FormField } from '../../../components/admin/form-field';
import { RecordFormDialog, type RecordDialogProps } from '../../../components/admin/record-form-dialog';
import type { RecordForm } from '../../../components/admin/use-record-form';
import { FormSearchableSelect } from '../../../components/admin/form-searchable-select';
import { SelectInput } from '../../../components/select-input';
import {
  EMPTY_RESERVATION_FORM,
  formFromReservation,
  RESERVATION_FORM,
  type ReservationFormValues,
} from '../reservation-form';
import { classLabel, reservationSubject } from '../reservation-list';
import { studioInstantOf } from '../../../components/admin/studio-date-time';
import { selectUser } from '../../auth';
import { AvailabilityNote } from './availability-note';
import { ReservationTiming } from './reservation-timing';

export interface ReservationFormDialogProps extends RecordDialogProps<
  CreateReservationRequest,
  UpdateReservationRequest
> {
  readonly item?: ReservationDto | null;
  /** The choices of a new reservation: active clients, classes and instructors. */
  readonly clients: readonly UserDto[];
  readonly classes: readonly ClassDto[];
  readonly instructors: readonly UserDto[];
  /** A new booking for this client (a person's page): chosen from the start. */
  readonly client?: UserDto;
}

/**
 * Create and edit a reservation (spec §2, §5). Creating chooses the client, class (its instructor
 * by default) and an occurrence of the class's week (or, for staff, a free time), with the
 * occurrence's seats and whether the client could book it themself; editing changes only the times.
 */
export function ReservationFormDialog({
  item,
  clients,
  classes,
  instructors,
  client,
  ...dialog
}: ReservationFormDialogProps) {
  const { t, i18n } = useTranslation('reservations');
  // Only staff may book outside the timetable (the API answers a client's such booking with a 409).
  const staff = reservationPermissions(useAppSelector(selectUser)?.role).manage;
  const person = (user: UserDto) => ({
    value: user.id,
    label: t('form.personOption', { name: user.name, email: user.email }),
  });
  const choose = (form: RecordForm<ReservationFormValues>, classId: string) => {
    const instructorId = classes.find((option) => option.id === classId)?.instructorId ?? '';
    form.patch({
      classId,
      instructorId: instructors.some((instructor) => instructor.id === instructorId) ? instructorId : '',
      // Another class has other occurrences: one is chosen again.
      ...(form.values.timing === 'timetable' && form.values.occurrence !== ''
        ? { occurrence: '', startTime: NO_DATE_TIME, endTime: NO_DATE_TIME }
        : {}),
    });
  };

  return (
    <RecordFormDialog
      {...dialog}
      definition={RESERVATION_FORM}
      record={item}
      initial={(record) =>
        record ? formFromReservation(record) : { ...EMPTY_RESERVATION_FORM, userId: client?.id ?? '' }
      }
    >
      {(form) => {
        const chosenClass = classes.find((option) => option.id === form.values.classId);
        const start = studioInstantOf(form.values.startTime);
        const end = studioInstantOf(form.values.endTime);
        // An edit that keeps its occurrence would count its own seat: seats show only for a new one.
        const minute = (ms: number) => Math.floor(ms / 60_000);
        const moved = !item || start === null || minute(start.getTime()) !== minute(Date.parse(item.startTime));
        return (
          <>
            {item ? (
              <p className="reservations-form__subject">{reservationSubject(item, i18n.language)}</p>
            ) : (
              <>
                <FormSearchableSelect
                  form={form}
                  field="userId"
                  required
                  emptyLabel={t('form.chooseClient')}
                  searchLabel={t('form.searchClient')}
                  options={clients.map(person)}
                />
                <FormSearchableSelect
                  form={form}
                  field="classId"
                  required
                  emptyLabel={t('form.chooseClass')}
                  searchLabel={t('form.searchClass')}
                  options={classes.map((option) => ({
                    value: option.id,
                    label: t('form.classOption', { name: classLabel(option), duration: option.duration }),
                  }))}
                  onChange={(classId) => choose(form, classId)}
                />
                <FormField
                  id={form.idOf('instructorId')}
                  label={form.labelOf('instructorId')}
                  required
                  error={form.errorOf('instructorId')}
                  hint={form.values.instructorId === '' ? undefined : t('form.instructorOfClass')}
                >
                  {/* CONTRACT: a booking's instructor is its class's; chosen with the class, not apart from it. */}
                  <SelectInput
                    fill
                    options={[{ value: '', label: t('form.chooseInstructor') }, ...instructors.map(person)]}
                    {...form.text('instructorId')}
                    disabled={form.values.instructorId !== ''}
                  />
                </FormField>
              </>
            )}
            {item ? (
              <>
                <FormDateTimeField form={form} field="startTime" required />
                <FormDateTimeField form={form} field="endTime" required />
              </>
            ) : (
              <ReservationTiming form={form} chosenClass={chosenClass} allowFreeTime={staff} />
            )}
            {moved && (
              <AvailabilityNote
                classId={form.values.classId}
                startTime={start?.toISOString() ?? ''}
                endTime={end && start && end > start ? end.toISOString() : ''}
                userId={item ? '' : form.values.userId}
              />
            )}
          </>
        );
      }}
    </RecordFormDialog>
  );
}
