import { PLAN_LIMITS } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ClearableText, NonBlankIfPresent, OptionalBoolean } from '../../../../platform/http/validators.js';
import { Features, MaxClasses, PlanDuration, PlanPrice } from '../plan-fields.js';

/**
 * PUT /membership-plans/{id}: any subset of the form's fields and/or `isActive` (true reactivates,
 * false deactivates). A required field may be left out but not sent blank; `null` clears the
 * description and makes `maxClasses` unlimited.
 */
export class UpdatePlanRequest {
  @ApiPropertyOptional() @NonBlankIfPresent({ max: PLAN_LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional({ nullable: true }) @ClearableText({ max: PLAN_LIMITS.descriptionMax, multiline: true }) description?: string | null;
  @ApiPropertyOptional() @PlanPrice(false) price?: number;
  @ApiPropertyOptional() @PlanDuration(false) duration?: number;
  @ApiPropertyOptional({ nullable: true }) @MaxClasses() maxClasses?: number | null;
  @ApiPropertyOptional({ type: [String] }) @Features() features?: string[];
  @ApiPropertyOptional() @NonBlankIfPresent({ max: 100 }) branchId?: string;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}
