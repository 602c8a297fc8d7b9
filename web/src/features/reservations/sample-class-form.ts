import {
  EMAIL_PATTERN,
  WHATSAPP_PATTERN,
  type CreateReservationRequest,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserDto,
} from '@boxstudio/contracts';
import { isoDayOf, NO_DATE_TIME, typedDayOf, type DateTimeText } from '../../components/admin/date-time-field';
import { onlyProblems, textFieldProblem, type FieldProblem } from '../../lib/form-rules';
import { dateTimeProblem } from './reservation-form';
import { studioInstantOf } from '../../components/admin/studio-date-time';

/**
 * The password every sample-class client starts with (spec §7: "fixed initial password"). It meets
 * the password rules (at least 6 characters, a lowercase and an uppercase letter and a digit);
 * step 2 shows it so the front desk can hand it over, and the client replaces it at its first sign-in.
 */
export const SAMPLE_CLIENT_PASSWORD = 'ClaseMuestra1';

/** Step 1, 'Datos del Cliente': the date of birth typed "dd/mm/aaaa" ('' for none). */
export interface SampleClientValues {
  name: string;
  email: string;
  phone: string;
  dateOfBirth: string;
}

export type SampleClientField = keyof SampleClientValues;

export const EMPTY_SAMPLE_CLIENT: SampleClientValues = { name: '', email: '', phone: '', dateOfBirth: '' };

const NAME_MAX = 100;

function phoneProblem(phone: string): FieldProblem | undefined {
  const typed = phone.trim();
  if (typed === '') return { key: 'VALIDATION.WHATSAPP_REQUIRED', params: {} };
  return WHATSAPP_PATTERN.test(typed) ? undefined : { key: 'VALIDATION.WHATSAPP_FORMAT', params: {} };
}

/** A date of birth is optional; typed, it is a real day that has already come. */
function birthProblem(typed: string): FieldProblem | undefined {
  if (typed.trim() === '') return undefined;
  const day = isoDayOf(typed);
  return day === '' || day > new Date().toISOString().slice(0, 10) ? { key: 'VALIDATION.DATE', params: {} } : undefined;
}

/**
 * Spec §5, sample class step 1: name, a valid email and the client's WhatsApp phone required; date
 * of birth optional.
 */
export function validateSampleClient(values: SampleClientValues): Partial<Record<SampleClientField, FieldProblem>> {
  const email = values.email.trim();
  return onlyProblems<SampleClientField>({
    name: textFieldProblem(values.name, { required: true, max: NAME_MAX }),
    email: email === '' ? 'required' : EMAIL_PATTERN.test(email) ? undefined : { key: 'VALIDATION.EMAIL', params: {} },
    phone: phoneProblem(values.phone),
    dateOfBirth: birthProblem(values.dateOfBirth),
  });
}

/** A day of birth as the API keeps it: an ISO date-time at midnight UTC, so the day is the same in every zone. */
const birthInstant = (typed: string) => (isoDayOf(typed) === '' ? undefined : `${isoDayOf(typed)}T00:00:00.000Z`);

/**
 * Spec §7: POST /users with role CLIENT, active, and the fixed initial password, which is
 * temporary: the client chooses its own at its first sign-in (`mustChangePassword`).
 */
export function toCreateClient(values: SampleClientValues): CreateUserRequest {
  const dateOfBirth = birthInstant(values.dateOfBirth);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(dateOfBirth ? { dateOfBirth } : {}),
    password: SAMPLE_CLIENT_PASSWORD,
    role: 'CLIENT',
    isActive: true,
    mustChangePassword: true,
  };
}

/** The created client's data corrected on going back to step 1 (the same client, never a second one). */
export function toUpdateClient(values: SampleClientValues): UpdateUserRequest {
  const dateOfBirth = birthInstant(values.dateOfBirth);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(dateOfBirth ? { dateOfBirth } : {}),
  };
}

/** Step 1's values as they stand for a client already created. */
export function sampleClientOf(user: UserDto): SampleClientValues {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ? typedDayOf(user.dateOfBirth.slice(0, 10)) : '',
  };
}

/** Step 2, 'Reservar Clase': which sample class, and when. */
export interface SampleBookingValues {
  classId: string;
  startTime: DateTimeText;
}

export type SampleBookingField = keyof SampleBookingValues;

export const sampleBookingStart = (classId: string): SampleBookingValues => ({ classId, startTime: NO_DATE_TIME });

export function validateSampleBooking(values: SampleBookingValues): Partial<Record<SampleBookingField, FieldProblem>> {
  return onlyProblems<SampleBookingField>({
    classId: values.classId === '' ? 'required' : undefined,
    startTime: dateTimeProblem(values.startTime),
  });
}

/** The booking: the class's own instructor and the 50-minute length are the server's defaults. */
export function toSampleReservation(values: SampleBookingValues, userId: string): CreateReservationRequest {
  return { classId: values.classId, userId, startTime: studioInstantOf(values.startTime)?.toISOString() ?? '' };
}
