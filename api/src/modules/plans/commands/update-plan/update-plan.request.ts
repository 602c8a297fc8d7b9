import { PLAN_LIMITS, PLAN_NUMBERS } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { ClearableText, NonBlankIfPresent, OptionalBoolean } from '../../../../platform/http/validators.js';
import { Features } from '../plan-fields.js';

/**
 * PUT /membership-plans/{id}: any subset of the form's fields and/or `isActive` (true reactivates,
 * false deactivates). A required field may be left out but not sent blank; `null` clears the
 * description and makes `maxClasses` unlimited.
 */
export class UpdatePlanRequest {
  @ApiPropertyOptional() @NonBlankIfPresent({ max: PLAN_LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional({ nullable: true })
  @ClearableText({ max: PLAN_LIMITS.descriptionMax, multiline: true })
  description?: string | null;
  @ApiPropertyOptional() @NumberField(PLAN_NUMBERS.price, false) price?: number;
  @ApiPropertyOptional() @NumberField(PLAN_NUMBERS.duration, false) duration?: number;
  @ApiPropertyOptional({ nullable: true }) @NumberField(PLAN_NUMBERS.maxClasses, false) maxClasses?: number | null;
  @ApiPropertyOptional({ type: [String] }) @Features() features?: string[];
  @ApiPropertyOptional() @NonBlankIfPresent({ max: 100 }) branchId?: string;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}
