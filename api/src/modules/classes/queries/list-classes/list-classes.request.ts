import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

/** `true` or `false` in a query string; absent or blank is no filter; anything else is 400. */
function BooleanFilter(): PropertyDecorator {
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

export class ListClassesRequest extends PageQuery {
  @ApiPropertyOptional({ description: 'Name or description; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) instructorId?: string;

  @ApiPropertyOptional({ description: 'Only for those who see inactive classes (admins, instructors); others always get active ones' })
  @BooleanFilter()
  isActive?: boolean;

  @ApiPropertyOptional() @BooleanFilter() isSampleClass?: boolean;
}
