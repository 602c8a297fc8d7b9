import { SORT_ORDERS, type SortOrder } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from './message-code.js';
import { PageQuery } from './page-query.js';

const blankIsAbsent = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value,
);

function oneOf(name: string, allowed: readonly string[], message: () => string): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => value === undefined || (typeof value === 'string' && allowed.includes(value)),
      defaultMessage: message,
    },
  });
}

type Constructor<T> = abstract new () => T;

/**
 * A list's query string with its page and its order: `sort` one of the list's sortable fields
 * (contracts names them per list), `order` asc or desc. Anything else is a 400 on that field;
 * blank is absent. The queries turn it into a sort with `listSort` (platform/projections).
 *
 *   export class ListClassesRequest extends SortedPageQuery(CLASS_SORT_FIELDS) { ...filters }
 */
export function SortedPageQuery<Field extends string>(
  fields: readonly Field[],
): Constructor<PageQuery & { sort?: Field; order?: SortOrder }> {
  const fieldMessage = () => encodeMessage('VALIDATION.SORT_FIELD', { fields: fields.join(', ') });
  abstract class Sorted extends PageQuery {
    @ApiPropertyOptional({ enum: fields, description: 'The field the list is sorted by; ties end by id' })
    @blankIsAbsent
    @oneOf('sortField', fields, fieldMessage)
    sort?: Field;

    @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
    @blankIsAbsent
    @oneOf('sortOrder', SORT_ORDERS, () => encodeMessage('VALIDATION.SORT_ORDER'))
    order?: SortOrder;
  }
  return Sorted;
}
