import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanFilter } from '../../../../platform/http/boolean-filter.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

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
