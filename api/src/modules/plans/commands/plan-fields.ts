import { cleanText, hasForbiddenCharacters, hasVisibleCharacters, PLAN_LIMITS } from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../platform/http/message-code.js';

/**
 * The plan form's numeric fields and features (spec §5): price and duration required and
 * positive, max classes empty for unlimited. One message per field: missing is 'Este campo es
 * requerido'; anything else wrong (not a number, not whole, 0 or less, over the limit) is the
 * form's 'Debe ser un número positivo'. A JSON number is expected; a numeric string ("30") is read
 * as the number it spells.
 */
interface NumberRule {
  readonly max: number;
  readonly integer: boolean;
  /** null accepted (maxClasses: unlimited). */
  readonly nullable: boolean;
  /** Money: checked as it is kept, rounded to cents (0.004 is 0, so not positive). */
  readonly cents?: boolean;
}

/** Money kept in cents precision. */
export const toCents = (price: number): number => Math.round(price * 100) / 100;

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

function checkNumber(value: unknown, numberRule: NumberRule, required: boolean): string | null {
  if (value === undefined) return required ? encodeMessage('VALIDATION.REQUIRED') : null;
  if (value === null) return numberRule.nullable ? null : encodeMessage('VALIDATION.REQUIRED');
  if (value === '') return numberRule.nullable ? null : encodeMessage('VALIDATION.REQUIRED');
  if (typeof value !== 'number' || !Number.isFinite(value)) return encodeMessage('VALIDATION.POSITIVE');
  if (numberRule.integer && !Number.isInteger(value)) return encodeMessage('VALIDATION.POSITIVE');
  const kept = numberRule.cents ? toCents(value) : value;
  if (kept <= 0 || kept > numberRule.max) return encodeMessage('VALIDATION.POSITIVE');
  return null;
}

function numberField(name: string, numberRule: NumberRule, required: boolean): PropertyDecorator {
  const parse = Transform(({ value }: { value: unknown }) => {
    // Blank is missing: null (unlimited) where that is allowed, else 'Este campo es requerido'.
    if (typeof value === 'string' && value.trim() === '') return numberRule.nullable ? null : '';
    return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
  });
  const validate = ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => checkNumber(value, numberRule, required) === null,
      defaultMessage: (args) => checkNumber(args?.value, numberRule, required) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
    },
  });
  return (target, key) => {
    parse(target, key);
    validate(target, key);
  };
}

/** MXN, more than 0; stored rounded to cents. `required: false` for edits. */
export const PlanPrice = (required: boolean): PropertyDecorator => numberField('planPrice', { max: PLAN_LIMITS.priceMax, integer: false, nullable: false, cents: true }, required);
/** Days, a whole number from 1. */
export const PlanDuration = (required: boolean): PropertyDecorator => numberField('planDuration', { max: PLAN_LIMITS.durationMax, integer: true, nullable: false }, required);
/** Classes per month, a whole number from 1; null (or empty) is unlimited. */
export const MaxClasses = (): PropertyDecorator => numberField('planMaxClasses', { max: PLAN_LIMITS.maxClassesMax, integer: true, nullable: true }, false);

function checkFeatures(value: unknown): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return encodeMessage('VALIDATION.FEATURE');
  if (value.length > PLAN_LIMITS.featuresMax) return encodeMessage('VALIDATION.FEATURES_MAX', { max: PLAN_LIMITS.featuresMax });
  for (const feature of value) {
    if (typeof feature !== 'string' || feature === '' || !hasVisibleCharacters(feature) || feature.length > PLAN_LIMITS.featureMax) return encodeMessage('VALIDATION.FEATURE');
    if (hasForbiddenCharacters(feature, false)) return encodeMessage('VALIDATION.INVALID_CHARACTERS');
  }
  return null;
}

/**
 * At most PLAN_LIMITS.featuresMax texts, each cleaned (NFC, trimmed), non-empty and at most
 * PLAN_LIMITS.featureMax long ('Cada característica debe ser un texto no vacío'); `null` means none.
 */
export function Features(): PropertyDecorator {
  const parse = Transform(({ value }: { value: unknown }) => {
    if (value === null) return [];
    return Array.isArray(value) ? value.map((feature: unknown) => (typeof feature === 'string' ? cleanText(feature) : feature)) : value;
  });
  const validate = ValidateBy({
    name: 'planFeatures',
    validator: {
      validate: (value: unknown) => checkFeatures(value) === null,
      defaultMessage: (args) => checkFeatures(args?.value) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
    },
  });
  return (target, key) => {
    parse(target, key);
    validate(target, key);
  };
}
