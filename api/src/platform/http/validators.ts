import { canonicalEmail, cleanText, EMAIL_PATTERN, hasForbiddenCharacters, hasVisibleCharacters, isMixedScriptEmail, type MessageKey } from '@boxstudio/contracts';
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
interface TextRule {
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

const cleaned = (textRule: TextRule) => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? clean(value, textRule) : value));
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
  if (textRule.pattern && !textRule.pattern.test(value)) return encodeMessage(textRule.patternMessage ?? 'VALIDATION.INVALID_VALUE');
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
      if (value === undefined || value === null || value === '') return encodeMessage(textRule.requiredMessage ?? 'VALIDATION.REQUIRED');
      return checkText(value, textRule);
    }),
  );
}

/** An optional text: absent, null or blank is fine (and dropped); otherwise as RequiredText. */
export function OptionalText(textRule: TextRule): PropertyDecorator {
  return compose(emptyToUndefined(textRule), rule('optionalText', (value) => (value === undefined ? null : checkText(value, textRule))));
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

/** A required ISO date or date-time (spec §5: 'Fecha inválida'), stored as an ISO date-time in UTC. */
export function RequiredInstant(): PropertyDecorator {
  const normalise = Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return isInstant(trimmed) ? new Date(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed).toISOString() : trimmed;
  });
  return compose(
    normalise,
    rule('requiredInstant', (value) => {
      if (value === undefined || value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
      return isInstant(value) ? null : encodeMessage('VALIDATION.DATE');
    }),
  );
}

const STUDIO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional calendar day `YYYY-MM-DD` (a studio day for `?date=`); blank is absent. */
export function OptionalDay(): PropertyDecorator {
  const blankIsAbsent = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value));
  return compose(blankIsAbsent, rule('optionalDay', (value) => (value === undefined || (typeof value === 'string' && STUDIO_DAY.test(value) && isInstant(value)) ? null : encodeMessage('VALIDATION.STUDIO_DAY'))));
}
