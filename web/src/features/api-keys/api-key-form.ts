import { API_KEY_LIMITS, type ApiKeyDto, type CreateApiKeyRequest } from '@boxstudio/contracts';
import { isoDayOf, typedDayOf } from '../../components/admin/date-time-field';
import type { RecordFormDefinition } from '../../components/admin/record-form-dialog';
import { onlyProblems, problemOf, textFieldProblem, type FieldProblem } from '../../lib/form-rules';
import { addStudioDays, studioDayEndsAt, studioDayOf, studioToday } from '../../lib/studio-time';

/**
 * What the "Nueva clave" dialog asks: a name, the last studio day the key works (typed
 * "dd/mm/aaaa"), and its branch ('' for every branch). The expiry is named `expiresAt` like the
 * request's field, so the server's 400 on it shows on this field.
 */
export interface ApiKeyFormValues {
  name: string;
  expiresAt: string;
  branchId: string;
}

export type ApiKeyField = keyof ApiKeyFormValues;

/** A new key's default life (the spec's 90 days). */
export const DEFAULT_LIFETIME_DAYS = 90;

/** The latest instant a key created at `now` may expire: the same instant a calendar year later (the API's rule). */
export function latestExpiry(now: Date): Date {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + API_KEY_LIMITS.maxLifetimeYears);
  return limit;
}

export const emptyApiKeyForm = (now: Date = new Date()): ApiKeyFormValues => ({
  name: '',
  expiresAt: typedDayOf(addStudioDays(studioToday(now), DEFAULT_LIFETIME_DAYS)),
  branchId: '',
});

/** The expiry as the API checks it: a real day, not before today, at most a year ahead ('Fecha inválida'…). */
export function expiryProblem(typed: string, now: Date = new Date()): FieldProblem | undefined {
  if (typed.trim() === '') return 'required';
  const day = isoDayOf(typed);
  if (day === '') return problemOf('VALIDATION.DATE');
  if (day < studioToday(now)) return problemOf('API_KEY.EXPIRY_NOT_FUTURE');
  if (day > studioDayOf(latestExpiry(now).toISOString())) return problemOf('API_KEY.EXPIRY_TOO_FAR');
  return undefined;
}

/**
 * The instant a key typed to expire on this studio day stops working: the end of that day, so it
 * works all of it; on the last day allowed, the API's limit itself (a year to the instant).
 */
export function expiryInstant(typed: string, now: Date = new Date()): string {
  const endOfDay = Date.parse(studioDayEndsAt(isoDayOf(typed))) - 1;
  return new Date(Math.min(endOfDay, latestExpiry(now).getTime())).toISOString();
}

export function validateApiKeyForm(values: ApiKeyFormValues): Partial<Record<ApiKeyField, FieldProblem>> {
  return onlyProblems<ApiKeyField>({
    name: textFieldProblem(values.name, { required: true, max: API_KEY_LIMITS.nameMax }),
    expiresAt: expiryProblem(values.expiresAt),
  });
}

/** POST /admin/api-keys: the trimmed name, the expiry's instant, the branch only when one is chosen. */
export function toCreateRequest(values: ApiKeyFormValues): CreateApiKeyRequest {
  return {
    name: values.name.trim(),
    expiresAt: expiryInstant(values.expiresAt),
    ...(values.branchId ? { branchId: values.branchId } : {}),
  };
}

/** The dialog's form: its words (namespace `api-keys`), rules and request. A key is never edited. */
export const API_KEY_FORM: RecordFormDefinition<ApiKeyDto, ApiKeyFormValues, FieldProblem, CreateApiKeyRequest, never> =
  {
    namespace: 'api-keys',
    idPrefix: 'api-key',
    validate: validateApiKeyForm,
    toCreate: toCreateRequest,
    toUpdate: () => {
      throw new Error('An API key is never edited: revoke it and create another');
    },
  };
