import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../platform/http/message-code.js';

/** A query value left blank counts as absent (decisions: an empty optional field is omitted). */
export const blankIsAbsent = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value,
);

/** An optional `aggregate` filter: one of the audited aggregates, else 'Tipo de agregado desconocido'. */
export function OptionalAggregate(names: readonly string[]): PropertyDecorator {
  const rule = ValidateBy({
    name: 'auditedAggregate',
    validator: {
      validate: (value: unknown) => value === undefined || (typeof value === 'string' && names.includes(value)),
      defaultMessage: () => encodeMessage('AUDIT.UNKNOWN_AGGREGATE'),
    },
  });
  return (target, key) => {
    blankIsAbsent(target, key);
    rule(target, key);
  };
}
