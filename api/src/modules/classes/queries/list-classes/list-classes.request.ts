import { CLASS_SORT_FIELDS } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { BooleanFilter } from '../../../../platform/http/boolean-filter.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

/** GET /classes: a page, in the order asked for (else newest first), of the classes the filters select. */
export class ListClassesRequest extends SortedPageQuery(CLASS_SORT_FIELDS) {
  @ApiPropertyOptional({ description: 'Name or description; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) instructorId?: string;

  @ApiPropertyOptional({
    description: 'Only for those who see inactive classes (admins, instructors); others always get active ones',
  })
  @BooleanFilter()
  isActive?: boolean;

  @ApiPropertyOptional() @BooleanFilter() isSampleClass?: boolean;
}
