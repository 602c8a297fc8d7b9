import {
  canonicalEmail,
  cleanText,
  EMAIL_PATTERN,
  hasForbiddenCharacters,
  hasVisibleCharacters,
  isMixedScriptEmail,
  type MessageKey,
} from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { encodeMessage } from './message-code.js';

/**
 * Field rules as single decorators, each answering exactly one message (the most useful one) so a
 * field never shows two errors at once. Text is cleaned (NFC, no whitespace or invisible
 * characters at the ends): text made only of invisible characters is missing, and control, bidi
 * override and zero-width characters inside are refused. An empty optional field counts as absent
 * (the spec: empty optional fields are omitted).
 */
export interface TextRule {
  readonly max: number;
  readonly pattern?: RegExp;
  readonly patternMessage?: MessageKey;
  /** The message when the field is missing (default 'Este campo es requerido'). */
  readonly requiredMessage?: MessageKey;
  /** Line breaks and tabs allowed (an address); other fields are one line. */
  readonly multiline?: boolean;
  /** Cleans the text further before it is checked (an email loses a trailing dot). */
  readonly canonical?: (value: string) => string;
  /** A last check on the cleaned text: the message, or null. */
  readonly check?: (value: string) => MessageKey | null;
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

/** Cleaned text; text without a single visible character is the empty string (so: missing). */
function clean(value: string, textRule: TextRule): string {
  const cleaned = (textRule.canonical ?? cleanText)(value);
  return hasVisibleCharacters(cleaned) ? cleaned : '';
}

const cleaned = (textRule: TextRule) =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value, textRule) : value));
const emptyToUndefined = (textRule: TextRule) =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = clean(value, textRule);
    return text === '' ? undefined : text;
  });

function checkText(value: unknown, textRule: TextRule): string | null {
  if (typeof value !== 'string') return encodeMessage('VALIDATION.STRING');
  if (value.length > textRule.max) return encodeMessage('VALIDATION.TOO_LONG', { max: textRule.max });
  if (hasForbiddenCharacters(value, textRule.multiline === true)) return encodeMessage('VALIDATION.INVALID_CHARACTERS');
  if (textRule.pattern && !textRule.pattern.test(value))
    return encodeMessage(textRule.patternMessage ?? 'VALIDATION.INVALID_VALUE');
  const refused = textRule.check?.(value) ?? null;
  return refused === null ? null : encodeMessage(refused);
}

function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A required text: present, a string, not blank after trimming, at most `max` long. */
export function RequiredText(textRule: TextRule): PropertyDecorator {
  return compose(
    cleaned(textRule),
    rule('requiredText', (value) => {
      if (value === undefined || value === null || value === '')
        return encodeMessage(textRule.requiredMessage ?? 'VALIDATION.REQUIRED');
      return checkText(value, textRule);
    }),
  );
}

/** An optional text: absent, null or blank is fine (and dropped); otherwise as RequiredText. */
export function OptionalText(textRule: TextRule): PropertyDecorator {
  return compose(
    emptyToUndefined(textRule),
    rule('optionalText', (value) => (value === undefined ? null : checkText(value, textRule))),
  );
}

/**
 * An address as stored (no trailing dot on the domain), in one script: a lookalike written with a
 * Cyrillic or Greek letter among Latin ones is refused as an invalid email.
 */
export const EMAIL_RULE = {
  max: 254,
  pattern: EMAIL_PATTERN,
  patternMessage: 'VALIDATION.EMAIL',
  canonical: canonicalEmail,
  check: (value: string) => (isMixedScriptEmail(value) ? 'VALIDATION.EMAIL' : null),
} as const satisfies TextRule;

export function RequiredEmail(extra: Partial<TextRule> = {}): PropertyDecorator {
  return RequiredText({ ...EMAIL_RULE, ...extra });
}

export function OptionalEmail(): PropertyDecorator {
  return OptionalText(EMAIL_RULE);
}

export function OptionalBoolean(): PropertyDecorator {
  return rule('optionalBoolean', (value) =>
    value === undefined || typeof value === 'boolean' ? null : encodeMessage('VALIDATION.BOOLEAN'),
  );
}

/** A password by the spec's rules: at least `min` characters with a lowercase, an uppercase and a digit. */
export function Password(options: {
  min: number;
  strength: RegExp;
  required: boolean;
  max?: number;
}): PropertyDecorator {
  return rule('password', (value) => {
    if (value === undefined || value === null || value === '')
      return options.required ? encodeMessage('VALIDATION.REQUIRED') : null;
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
    cleaned(textRule),
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
    const text = clean(value, textRule);
    return text === '' ? undefined : text;
  });
  return compose(
    blankToUndefined,
    rule('clearableText', (value) => (value === undefined || value === null ? null : checkText(value, textRule))),
  );
}

/**
 * A date-time on the wire names its offset (`Z` or `±hh:mm`): one without would be read in the
 * host's zone, so the same request would store different instants on two servers.
 */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the value's first ten characters are a real calendar day (no 30 February). */
function isRealDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

/** An ISO 8601 date-time with its offset that is a real instant: a real calendar day, a time JavaScript reads. */
export function isInstant(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    DATE_TIME_WITH_OFFSET.test(value) &&
    isRealDay(value) &&
    Number.isFinite(Date.parse(value))
  );
}

/** A calendar day `YYYY-MM-DD` that exists. */
export function isCalendarDay(value: unknown): value is string {
  return typeof value === 'string' && DAY_ONLY.test(value) && isRealDay(value);
}

/**
 * How a date field reads the wire: which forms it takes, and what a day becomes. A day field
 * takes a bare day as well as an instant; what the day means (its start, its end, a birthday)
 * is the command's, so by default it travels on as the day itself.
 */
interface DateRule {
  readonly days: boolean;
  readonly dayAs?: (day: string) => string;
}

const INSTANT_ONLY: DateRule = { days: false };

function isDate(value: unknown, dateRule: DateRule): value is string {
  return isInstant(value) || (dateRule.days && isCalendarDay(value));
}

/**
 * An accepted value as it is stored: an instant in UTC, a day as the rule says; anything else untouched for
 * the check.
 */
function normaliseDate(value: string, dateRule: DateRule): string {
  const trimmed = value.trim();
  if (isInstant(trimmed)) return new Date(trimmed).toISOString();
  if (dateRule.days && isCalendarDay(trimmed)) return dateRule.dayAs ? dateRule.dayAs(trimmed) : trimmed;
  return trimmed;
}

function optionalDate(name: string, dateRule: DateRule, clearable: boolean): PropertyDecorator {
  const normalise = Transform(({ value }: { value: unknown }) => {
    if (value === null) return clearable ? null : undefined;
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : normaliseDate(value, dateRule);
  });
  // An already normalised day (`dayAs`) is an instant, so the check passes it too.
  return compose(
    normalise,
    rule(name, (value) =>
      value === undefined || value === null || isDate(value, dateRule) ? null : encodeMessage('VALIDATION.DATE'),
    ),
  );
}

function requiredDate(name: string, dateRule: DateRule): PropertyDecorator {
  const normalise = Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normaliseDate(value, dateRule) : value,
  );
  return compose(
    normalise,
    rule(name, (value) => {
      if (value === undefined || value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
      return isDate(value, dateRule) ? null : encodeMessage('VALIDATION.DATE');
    }),
  );
}

/** An optional instant (a date-time with its offset), stored in UTC; blank counts as absent. */
export function OptionalInstant(options: { clearable?: boolean } = {}): PropertyDecorator {
  return optionalDate('optionalInstant', INSTANT_ONLY, options.clearable === true);
}

/** A required instant (a date-time with its offset; spec §5: 'Fecha inválida'), stored in UTC. */
export function RequiredInstant(): PropertyDecorator {
  return requiredDate('requiredInstant', INSTANT_ONLY);
}

/**
 * A field that is a day (CONTRACT: freezeUntil, dateOfBirth): a bare `YYYY-MM-DD`, meaning that
 * studio day, or an instant with its offset (stored in UTC). `dayAs` turns a bare day into what
 * the field stores; without it the day is kept as sent, for the command to read on the studio clock.
 */
export function RequiredDayOrInstant(options: { dayAs?: (day: string) => string } = {}): PropertyDecorator {
  return requiredDate('requiredDayOrInstant', { days: true, dayAs: options.dayAs });
}

/** As RequiredDayOrInstant, optional: blank is absent, and `null` clears it where `clearable`. */
export function OptionalDayOrInstant(
  options: { clearable?: boolean; dayAs?: (day: string) => string } = {},
): PropertyDecorator {
  return optionalDate('optionalDayOrInstant', { days: true, dayAs: options.dayAs }, options.clearable === true);
}

/** An optional calendar day `YYYY-MM-DD` (a studio day for `?date=`); blank is absent. */
export function OptionalDay(): PropertyDecorator {
  const blankIsAbsent = Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  );
  return compose(
    blankIsAbsent,
    rule('optionalDay', (value) =>
      value === undefined || isCalendarDay(value) ? null : encodeMessage('VALIDATION.STUDIO_DAY'),
    ),
  );
}
