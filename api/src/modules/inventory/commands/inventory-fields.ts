import {
  cleanText,
  hasForbiddenCharacters,
  hasVisibleCharacters,
  INVENTORY_LIMITS,
  INVENTORY_NUMBERS,
  normaliseSku,
  numberProblem,
  SKU_PATTERN,
} from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { encodeMessage } from '../../../platform/http/message-code.js';
import { NonBlankIfPresent, RequiredText, type TextRule } from '../../../platform/http/validators.js';

type Check = (value: unknown, request: object) => string | null;

function rule(name: string, check: Check): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => check(value, args?.object ?? {}) === null,
      defaultMessage: (args) => check(args?.value, args?.object ?? {}) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
    },
  });
}

/** One of a list's codes (a category, a unit, a payment method); missing is 'Este campo es requerido' when required. */
export function OneOf(values: readonly string[], required: boolean): PropertyDecorator {
  return rule('oneOf', (value) => {
    if (value === undefined || value === null || value === '')
      return required ? encodeMessage('VALIDATION.REQUIRED') : null;
    return typeof value === 'string' && values.includes(value) ? null : encodeMessage('VALIDATION.INVALID_VALUE');
  });
}

/** A SKU as stored: cleaned, in capitals, letters, digits and - _ . / only. */
const SKU_RULE: TextRule = {
  max: INVENTORY_LIMITS.skuMax,
  pattern: SKU_PATTERN,
  patternMessage: 'VALIDATION.SKU',
  canonical: (value) => normaliseSku(cleanText(value)),
};

export const RequiredSku = (): PropertyDecorator => RequiredText(SKU_RULE);
export const SkuIfPresent = (): PropertyDecorator => NonBlankIfPresent(SKU_RULE);

const kindOf = (request: object): unknown => (request as { type?: unknown }).type;

/**
 * A movement's quantity: a count of 0 or more for an ADJUST, otherwise whole units above 0. Only a
 * JSON number is a number, as for every numeric field.
 */
export function MovementQuantity(): PropertyDecorator {
  return rule('movementQuantity', (value, request) => {
    if (value === undefined || value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
    if (typeof value !== 'number' || !Number.isFinite(value)) return encodeMessage('VALIDATION.NUMBER');
    const numbers = kindOf(request) === 'ADJUST' ? INVENTORY_NUMBERS.stock : INVENTORY_NUMBERS.quantity;
    const problem = numberProblem(value, numbers);
    return problem === null ? null : encodeMessage(problem.key, problem.params);
  });
}

/** Cleaned like any text field; blank (or only invisible characters) is absent. */
const cleanedOrAbsent = Transform(({ value }: { value: unknown }) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = cleanText(value);
  return hasVisibleCharacters(text) ? text : undefined;
});

/** Why stock left or was counted: required for an OUT and an ADJUST, optional for an IN. One line of text. */
export function MovementReason(): PropertyDecorator {
  const check = rule('movementReason', (value, request) => {
    const needed = kindOf(request) === 'OUT' || kindOf(request) === 'ADJUST';
    if (value === undefined) return needed ? encodeMessage('VALIDATION.REQUIRED') : null;
    if (typeof value !== 'string') return encodeMessage('VALIDATION.STRING');
    if (value.length > INVENTORY_LIMITS.reasonMax)
      return encodeMessage('VALIDATION.TOO_LONG', { max: INVENTORY_LIMITS.reasonMax });
    return hasForbiddenCharacters(value, false) ? encodeMessage('VALIDATION.INVALID_CHARACTERS') : null;
  });
  return (target, key) => {
    cleanedOrAbsent(target, key);
    check(target, key);
  };
}

/** A field an edit may not carry (stock changes only through movements; an item stays in its branch). */
export function NotAccepted(): PropertyDecorator {
  return rule('notAccepted', (value) => (value === undefined ? null : encodeMessage('VALIDATION.UNKNOWN_FIELD')));
}
