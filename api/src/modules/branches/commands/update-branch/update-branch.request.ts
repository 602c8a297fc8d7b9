import { BRANCH_LIMITS, PHONE_PATTERN, POSTAL_CODE_PATTERN } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ClearableText, EMAIL_RULE, NonBlankIfPresent, OptionalBoolean } from '../../../../platform/http/validators.js';

const postalCode = { max: 10, pattern: POSTAL_CODE_PATTERN, patternMessage: 'VALIDATION.POSTAL_CODE' } as const;
const phone = { max: BRANCH_LIMITS.phoneMax, pattern: PHONE_PATTERN, patternMessage: 'VALIDATION.PHONE' } as const;
const email = { ...EMAIL_RULE, max: BRANCH_LIMITS.emailMax } as const;

/** An edit: any subset of the fields; `null` clears an optional one; `isActive` flips the status. */
export class UpdateBranchRequest {
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.addressMax, multiline: true }) address?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.placeMax }) city?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.placeMax }) state?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: BRANCH_LIMITS.placeMax }) country?: string;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(postalCode) postalCode?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(phone) phone?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ClearableText(email) email?: string | null;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}
