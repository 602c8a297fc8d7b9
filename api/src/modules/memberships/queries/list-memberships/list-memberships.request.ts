import { MEMBERSHIP_SORT_FIELDS, MEMBERSHIP_STATUS_FILTERS, type MembershipStatusFilter } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { encodeMessage } from '../../../../platform/http/message-code.js';
import { SortedPageQuery } from '../../../../platform/http/sorted-page-query.js';
import { OptionalText } from '../../../../platform/http/validators.js';

/** GET /memberships: a page, in the order asked for (else newest sale first). */
export class ListMembershipsRequest extends SortedPageQuery(MEMBERSHIP_SORT_FIELDS) {
  @ApiPropertyOptional({ description: 'User name or email, plan name; ignores case and accents' })
  @OptionalText({ max: 100 })
  search?: string;

  @ApiPropertyOptional({ enum: MEMBERSHIP_STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(MEMBERSHIP_STATUS_FILTERS, { message: encodeMessage('VALIDATION.INVALID_VALUE') })
  status?: MembershipStatusFilter;

  @ApiPropertyOptional() @OptionalText({ max: 100 }) membershipPlanId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) userId?: string;
  @ApiPropertyOptional() @OptionalText({ max: 100 }) branchId?: string;
}
