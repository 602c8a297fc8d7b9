import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanFilter } from '../../../../platform/http/boolean-filter.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

export class ListPlansRequest extends PageQuery {
  @ApiPropertyOptional({ description: 'Name or description; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;

  @ApiPropertyOptional({ description: 'Only for admins; everyone else always gets active plans' })
  @BooleanFilter()
  isActive?: boolean;
}
