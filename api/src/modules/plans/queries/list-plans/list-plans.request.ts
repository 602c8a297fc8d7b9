import { PLAN_SORT_FIELDS } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanFilter } from '../../../../platform/http/boolean-filter.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

/** GET /membership-plans: a page, in the order asked for (else cheapest first), of the plans the filters select. */
export class ListPlansRequest extends SortedPageQuery(PLAN_SORT_FIELDS) {
  @ApiPropertyOptional({ description: 'Name or description; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;

  @ApiPropertyOptional({ description: 'Only for admins; everyone else always gets active plans' })
  @BooleanFilter()
  isActive?: boolean;
}
