import { CLASS_LIMITS, type MessageKey } from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../platform/http/message-code.js';

/**
 * The class form's numeric fields (spec §5, §9), one message per field: missing, then not a number,
 * then not whole, then out of range. A JSON number is expected; a numeric string ("60") is read as
 * the number it spells, anything else is 'Debe ser un número'.
 */
interface NumberRule {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly belowMin: MessageKey;
  readonly aboveMax: MessageKey;
  readonly params?: Record<string, number>;
}

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

const asNumber = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value));

function checkNumber(value: unknown, numberRule: NumberRule, required: boolean): string | null {
  if (value === undefined) return required ? encodeMessage('VALIDATION.REQUIRED') : null;
  if (value === null || value === '') return encodeMessage('VALIDATION.REQUIRED');
  if (typeof value !== 'number' || !Number.isFinite(value)) return encodeMessage('VALIDATION.NUMBER');
  if (numberRule.integer && !Number.isInteger(value)) return encodeMessage('VALIDATION.INTEGER');
  if (value < numberRule.min) return encodeMessage(numberRule.belowMin, numberRule.params);
  if (value > numberRule.max) return encodeMessage(numberRule.aboveMax, numberRule.params);
  return null;
}

function numberField(name: string, numberRule: NumberRule, required: boolean): PropertyDecorator {
  const validate = ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => checkNumber(value, numberRule, required) === null,
      defaultMessage: (args) => checkNumber(args?.value, numberRule, required) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
    },
  });
  return (target, key) => {
    asNumber(target, key);
    validate(target, key);
  };
}

const DURATION: NumberRule = { min: CLASS_LIMITS.durationMin, max: CLASS_LIMITS.durationMax, integer: true, belowMin: 'VALIDATION.CLASS_DURATION', aboveMax: 'VALIDATION.CLASS_DURATION' };
const CAPACITY: NumberRule = { min: CLASS_LIMITS.capacityMin, max: CLASS_LIMITS.capacityMax, integer: true, belowMin: 'VALIDATION.CLASS_CAPACITY', aboveMax: 'VALIDATION.CLASS_CAPACITY' };
const PRICE: NumberRule = {
  min: 0,
  max: CLASS_LIMITS.priceMax,
  integer: false,
  belowMin: 'VALIDATION.CLASS_PRICE',
  aboveMax: 'VALIDATION.CLASS_PRICE_MAX',
  params: { max: CLASS_LIMITS.priceMax },
};

/** Minutes, a whole number from 15 to 180. `required: false` for edits (left out keeps it; null or blank is refused). */
export const Duration = (required: boolean): PropertyDecorator => numberField('classDuration', DURATION, required);
/** People, a whole number from 1 to 50. */
export const Capacity = (required: boolean): PropertyDecorator => numberField('classCapacity', CAPACITY, required);
/** Zero or more (at most CLASS_LIMITS.priceMax); stored rounded to cents. */
export const Price = (required: boolean): PropertyDecorator => numberField('classPrice', PRICE, required);

/** Money kept in cents precision. */
export const toCents = (price: number): number => Math.round(price * 100) / 100;
