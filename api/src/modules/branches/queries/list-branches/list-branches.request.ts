import { BRANCH_SORT_FIELDS, STATUS_FILTERS, type BranchStatusFilter } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

/** GET /branches: a page, in the order asked for (else by name), of the branches the filters select. */
export class ListBranchesRequest extends SortedPageQuery(BRANCH_SORT_FIELDS) {
  @ApiPropertyOptional({ description: 'Searches name, city and state, ignoring case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all', description: 'Only admins see inactive branches' })
  @IsOptional()
  @IsIn(STATUS_FILTERS, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: BranchStatusFilter;
}
