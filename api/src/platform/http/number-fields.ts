import { numberProblem, type NumberRule } from '@boxstudio/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from './message-code.js';

/**
 * A numeric field of a form (a price, a duration, a capacity), one message per field: missing,
 * then not a number, then not whole, then more than two decimals (money), then out of range, each
 * from the field's rule in contracts (the web's forms use the same). Only a JSON number is a
 * number: "100" is refused as `true` is for a yes/no field. Blank text counts as missing; where
 * the rule is nullable, missing is null (none).
 */
const isBlank = (value: unknown): boolean => value === '' || (typeof value === 'string' && value.trim() === '');

function checkNumber(value: unknown, rule: NumberRule, required: boolean): string | null {
  if (value === undefined) return required ? encodeMessage('VALIDATION.REQUIRED') : null;
  if (value === null || isBlank(value)) return rule.nullable ? null : encodeMessage('VALIDATION.REQUIRED');
  if (typeof value !== 'number' || !Number.isFinite(value)) return encodeMessage('VALIDATION.NUMBER');
  const problem = numberProblem(value, rule);
  return problem === null ? null : encodeMessage(problem.key, problem.params);
}

/** `required: false` for edits: left out keeps the value; null or blank is refused unless the rule is nullable. */
export function NumberField(rule: NumberRule, required: boolean): PropertyDecorator {
  const blankAsNull = Transform(({ value }: { value: unknown }) => (rule.nullable && isBlank(value) ? null : value));
  const validate = ValidateBy({
    name: 'numberField',
    validator: {
      validate: (value: unknown) => checkNumber(value, rule, required) === null,
      defaultMessage: (args) => checkNumber(args?.value, rule, required) ?? encodeMessage('VALIDATION.INVALID_VALUE'),
    },
  });
  return (target, key) => {
    blankAsNull(target, key);
    validate(target, key);
  };
}
