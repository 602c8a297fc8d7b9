import { cleanText, hasForbiddenCharacters, hasVisibleCharacters, PLAN_LIMITS, type MessageKey } from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../platform/http/message-code.js';

/**
 * The plan form's numeric fields and features (spec §5): price and duration required and
 * positive ('Debe ser un número positivo'), max classes empty for unlimited. A JSON number is
 * expected; a numeric string ("30") is read as the number it spells.
 */
interface NumberRule {
  readonly max: number;
  readonly integer: boolean;
  /** null accepted (maxClasses: unlimited). */
  readonly nullable: boolean;
}

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

function checkNumber(value: unknown, numberRule: NumberRule, required: boolean): string | null {
  if (value === undefined) return required ? encodeMessage('VALIDATION.REQUIRED') : null;
  if (value === null) return numberRule.nullable ? null : encodeMessage('VALIDATION.REQUIRED');
  if (value === '') return numberRule.nullable ? null : encodeMessage('VALIDATION.REQUIRED');
  if (typeof value !== 'number' || !Number.isFinite(value)) return encodeMessage('VALIDATION.NUMBER');
  if (numberRule.integer && !Number.isInteger(value)) return encodeMessage('VALIDATION.INTEGER');
  if (value <= 0) return encodeMessage('VALIDATION.POSITIVE');
  if (value > numberRule.max) return encodeMessage('VALIDATION.INVALID_VALUE');
  return null;
}

function numberField(name: string, numberRule: NumberRule, required: boolean): PropertyDecorator {
  const parse = Transform(({ value }: { value: unknown }) => {
    if (numberRule.nullable && value === '') return null;
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
export const PlanPrice = (required: boolean): PropertyDecorator => numberField('planPrice', { max: PLAN_LIMITS.priceMax, integer: false, nullable: false }, required);
/** Days, a whole number from 1. */
export const PlanDuration = (required: boolean): PropertyDecorator => numberField('planDuration', { max: PLAN_LIMITS.durationMax, integer: true, nullable: false }, required);
/** Classes per month, a whole number from 1; null (or empty) is unlimited. */
export const MaxClasses = (): PropertyDecorator => numberField('planMaxClasses', { max: PLAN_LIMITS.maxClassesMax, integer: true, nullable: true }, false);

function checkFeatures(value: unknown): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return encodeMessage('VALIDATION.FEATURE');
  if (value.length > PLAN_LIMITS.featuresMax) return encodeMessage('VALIDATION.FEATURES_MAX', { max: PLAN_LIMITS.featuresMax });
  for (const feature of value) {
    if (typeof feature !== 'string' || feature === '' || !hasVisibleCharacters(feature)) return encodeMessage('VALIDATION.FEATURE');
    if (hasForbiddenCharacters(feature, false)) return encodeMessage('VALIDATION.INVALID_CHARACTERS');
    if (feature.length > PLAN_LIMITS.featureMax) return encodeMessage('VALIDATION.TOO_LONG' satisfies MessageKey, { max: PLAN_LIMITS.featureMax });
  }
  return null;
}

/** A list of texts, each cleaned (NFC, trimmed) and non-empty; `null` means none. */
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

/** Money kept in cents precision. */
export const toCents = (price: number): number => Math.round(price * 100) / 100;
