import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from './message-code.js';

/** `true` or `false` in a query string; absent or blank is no filter; anything else is 400. */
export function BooleanFilter(): PropertyDecorator {
  const parse = Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (text === '') return undefined;
    return text === 'true' ? true : text === 'false' ? false : value;
  });
  const check = ValidateBy({
    name: 'booleanFilter',
    validator: {
      validate: (value: unknown) => value === undefined || typeof value === 'boolean',
      defaultMessage: () => encodeMessage('VALIDATION.BOOLEAN'),
    },
  });
  return (target, key) => {
    parse(target, key);
    check(target, key);
  };
}
