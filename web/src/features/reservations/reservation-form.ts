import {
  DEFAULT_RESERVATION_MINUTES,
  RESERVATION_LIMITS,
  type CreateReservationRequest,
  type ReservationDto,
  type UpdateReservationRequest,
} from '@boxstudio/contracts';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import { NO_DATE_TIME, type DateTimeText } from '../../components/admin/date-time-field';
import { onlyProblems, type FieldProblem } from '../../lib/form-rules';
import { studioInstantOf, studioTextOf } from '../../components/admin/studio-date-time';

/**
 * How a new booking's times are chosen: an occurrence of the class's timetable (the default), or
 * a free time outside it (staff only: a private session, a walk-in recorded late).
 */
export type ReservationTiming = 'timetable' | 'free';

/** What the reservation dialog edits, as typed; the times as the date-time field types them. */
export interface ReservationFormValues {
  userId: string;
  classId: string;
  instructorId: string;
  timing: ReservationTiming;
  /** The chosen occurrence's start (UTC ISO), '' while none: it sets both times. */
  occurrence: string;
  startTime: DateTimeText;
  endTime: DateTimeText;
}

export type ReservationField = keyof ReservationFormValues;

export const EMPTY_RESERVATION_FORM: ReservationFormValues = {
  userId: '',
  classId: '',
  instructorId: '',
  timing: 'timetable',
  occurrence: '',
  startTime: NO_DATE_TIME,
  endTime: NO_DATE_TIME,
};

/** Editing changes the times as typed (spec §5). */
export function formFromReservation(item: ReservationDto): ReservationFormValues {
  return {
    userId: item.userId,
    classId: item.classId,
    instructorId: item.instructorId,
    timing: 'free',
    occurrence: '',
    startTime: studioTextOf(item.startTime),
    endTime: studioTextOf(item.endTime),
  };
}

const isBlank = ({ date, time }: DateTimeText) => date.trim() === '' && time.trim() === '';
const MINUTE_MS = 60_000;

/**
 * Spec §4, §9: leaving the start of a new reservation sets its end to start + 50 minutes; nothing
 * while the start is incomplete.
 */
export function defaultEnd(start: DateTimeText): DateTimeText | null {
  const instant = studioInstantOf(start);
  return instant ? studioTextOf(new Date(instant.getTime() + DEFAULT_RESERVATION_MINUTES * MINUTE_MS)) : null;
}

/** The form's values for an occurrence of the timetable: its start and its end, both the timetable's. */
export function occurrenceTimes(occurrence: {
  readonly startTime: string;
  readonly endTime: string;
}): Pick<ReservationFormValues, 'occurrence' | 'startTime' | 'endTime'> {
  return {
    occurrence: occurrence.startTime,
    startTime: studioTextOf(occurrence.startTime),
    endTime: studioTextOf(occurrence.endTime),
  };
}

/** A required date and time: 'Este campo es requerido', else 'Fecha inválida' until it names a real instant. */
export function dateTimeProblem(text: DateTimeText): FieldProblem | undefined {
  if (isBlank(text)) return 'required';
  return studioInstantOf(text) ? undefined : { key: 'VALIDATION.DATE', params: {} };
}

/** Spec §5: required, a real date, with a start first, after it; and no longer than the API allows. */
function endProblem(end: DateTimeText, start: DateTimeText): FieldProblem | undefined {
  if (isBlank(end)) return 'required';
  const until = studioInstantOf(end);
  if (!until) return { key: 'VALIDATION.DATE', params: {} };
  if (isBlank(start)) return { key: 'VALIDATION.START_FIRST', params: {} };
  const from = studioInstantOf(start);
  // An unreadable start has its own message.
  if (!from) return undefined;
  if (until.getTime() <= from.getTime()) return { key: 'VALIDATION.END_AFTER_START', params: {} };
  return until.getTime() - from.getTime() > RESERVATION_LIMITS.maxMinutes * MINUTE_MS
    ? { key: 'VALIDATION.RESERVATION_TOO_LONG', params: {} }
    : undefined;
}

/**
 * The first problem of each field (spec §5: client, class, instructor, start and end required; and
 * an occurrence of the timetable, unless staff chose a free time).
 */
export function validateReservationForm(
  values: ReservationFormValues,
): Partial<Record<ReservationField, FieldProblem>> {
  return onlyProblems<ReservationField>({
    userId: values.userId === '' ? 'required' : undefined,
    classId: values.classId === '' ? 'required' : undefined,
    instructorId: values.instructorId === '' ? 'required' : undefined,
    occurrence: values.timing === 'timetable' && values.occurrence === '' ? 'required' : undefined,
    startTime: dateTimeProblem(values.startTime),
    endTime: endProblem(values.endTime, values.startTime),
  });
}

/** A valid form's time on the wire (UTC ISO 8601). */
const wire = (text: DateTimeText) => studioInstantOf(text)?.toISOString() ?? '';

export function toCreateRequest(values: ReservationFormValues): CreateReservationRequest {
  return {
    userId: values.userId,
    classId: values.classId,
    instructorId: values.instructorId,
    startTime: wire(values.startTime),
    endTime: wire(values.endTime),
  };
}

/** Spec §5: editing sends only startTime and endTime. */
export function toUpdateRequest(values: ReservationFormValues): UpdateReservationRequest {
  return { startTime: wire(values.startTime), endTime: wire(values.endTime) };
}

/** The reservation dialog's form: its words (namespace `reservations`), rules and requests. */
export const RESERVATION_FORM: RecordFormDefinition<
  ReservationDto,
  ReservationFormValues,
  FieldProblem,
  CreateReservationRequest,
  UpdateReservationRequest
> = {
  namespace: 'reservations',
  idPrefix: 'reservation',
  validate: validateReservationForm,
  toCreate: toCreateRequest,
  toUpdate: toUpdateRequest,
};
