import { EMAIL_PATTERN, type MessageKey } from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { encodeMessage } from './message-code.js';

/**
 * Field rules as single decorators, each answering exactly one message (the most useful one) so a
 * field never shows two errors at once. Strings are trimmed; an empty optional field counts as
 * absent (the spec: empty optional fields are omitted).
 */
interface TextRule {
  readonly max: number;
  readonly pattern?: RegExp;
  readonly patternMessage?: MessageKey;
  /** The message when the field is missing (default 'Este campo es requerido'). */
  readonly requiredMessage?: MessageKey;
}

type Check = (value: unknown) => string | null;

function rule(name: string, check: Check, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) => check(value) === null,
        defaultMessage: (args) => check(args?.value) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
      },
    },
    options,
  );
}

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
const emptyToUndefined = Transform(({ value }: { value: unknown }) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
});

function checkText(value: unknown, textRule: TextRule): string | null {
  if (typeof value !== 'string') return encodeMessage('VALIDATION.STRING');
  if (value.length > textRule.max) return encodeMessage('VALIDATION.TOO_LONG', { max: textRule.max });
  if (textRule.pattern && !textRule.pattern.test(value)) return encodeMessage(textRule.patternMessage ?? 'VALIDATION.INVALID_VALUE');
  return null;
}

function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A required text: present, a string, not blank after trimming, at most `max` long. */
export function RequiredText(textRule: TextRule): PropertyDecorator {
  return compose(
    trim,
    rule('requiredText', (value) => {
      if (value === undefined || value === null || value === '') return encodeMessage(textRule.requiredMessage ?? 'VALIDATION.REQUIRED');
      return checkText(value, textRule);
    }),
  );
}

/** An optional text: absent, null or blank is fine (and dropped); otherwise as RequiredText. */
export function OptionalText(textRule: TextRule): PropertyDecorator {
  return compose(emptyToUndefined, rule('optionalText', (value) => (value === undefined ? null : checkText(value, textRule))));
}

export function RequiredEmail(max = 254): PropertyDecorator {
  return RequiredText({ max, pattern: EMAIL_PATTERN, patternMessage: 'VALIDATION.EMAIL' });
}

export function OptionalEmail(max = 254): PropertyDecorator {
  return OptionalText({ max, pattern: EMAIL_PATTERN, patternMessage: 'VALIDATION.EMAIL' });
}

export function OptionalBoolean(): PropertyDecorator {
  return rule('optionalBoolean', (value) => (value === undefined || typeof value === 'boolean' ? null : encodeMessage('VALIDATION.BOOLEAN')));
}

/** A password by the spec's rules: at least `min` characters with a lowercase, an uppercase and a digit. */
export function Password(options: { min: number; strength: RegExp; required: boolean; max?: number }): PropertyDecorator {
  return rule('password', (value) => {
    if (value === undefined || value === null || value === '') return options.required ? encodeMessage('VALIDATION.REQUIRED') : null;
    if (typeof value !== 'string') return encodeMessage('VALIDATION.STRING');
    if (value.length > (options.max ?? 128)) return encodeMessage('VALIDATION.TOO_LONG', { max: options.max ?? 128 });
    if (value.length < options.min) return encodeMessage('VALIDATION.PASSWORD_LENGTH');
    if (!options.strength.test(value)) return encodeMessage('VALIDATION.PASSWORD_STRENGTH');
    return null;
  });
}

/** A required password for logging in: any non-empty string (rules apply when it is chosen). */
export function RequiredSecret(max = 128): PropertyDecorator {
  return rule('requiredSecret', (value) => {
    if (value === undefined || value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
    if (typeof value !== 'string') return encodeMessage('VALIDATION.STRING');
    return value.length > max ? encodeMessage('VALIDATION.TOO_LONG', { max }) : null;
  });
}

/** For edits: a required field may be left out, but not sent blank. */
export function NonBlankIfPresent(textRule: TextRule): PropertyDecorator {
  return compose(
    trim,
    rule('nonBlankIfPresent', (value) => {
      if (value === undefined) return null;
      if (value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
      return checkText(value, textRule);
    }),
  );
}

/** For edits of an optional field: left out or blank keeps it, `null` clears it. */
export function ClearableText(textRule: TextRule): PropertyDecorator {
  const blankToUndefined = Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });
  return compose(blankToUndefined, rule('clearableText', (value) => (value === undefined || value === null ? null : checkText(value, textRule))));
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time that is a real instant: a real calendar day, a time JavaScript reads. */
export function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  return realDay && Number.isFinite(Date.parse(value));
}

/** An optional ISO date or date-time, stored as an ISO date-time in UTC; blank counts as absent. */
export function OptionalInstant(options: { clearable?: boolean } = {}): PropertyDecorator {
  const normalise = Transform(({ value }: { value: unknown }) => {
    if (value === null) return options.clearable ? null : undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return isInstant(trimmed) ? new Date(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed).toISOString() : trimmed;
  });
  return compose(normalise, rule('optionalInstant', (value) => (value === undefined || value === null || isInstant(value) ? null : encodeMessage('VALIDATION.DATE'))));
}
