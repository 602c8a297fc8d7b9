import { CLASS_LIMITS, CLASS_NUMBERS } from '@boxstudio/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { NumberField } from '../../../../platform/http/number-fields.js';
import { ClearableText, NonBlankIfPresent, OptionalBoolean } from '../../../../platform/http/validators.js';

/**
 * PUT /classes/{id}: any subset of the form's fields, or only `isActive` (the toggle). A required
 * field may be left out but not sent blank; `null` clears the description. The merged class must
 * still be valid (a sample class needs its description).
 */
export class UpdateClassRequest {
  @ApiPropertyOptional() @NonBlankIfPresent({ max: CLASS_LIMITS.nameMax }) name?: string;
  @ApiPropertyOptional({ nullable: true })
  @ClearableText({ max: CLASS_LIMITS.descriptionMax, multiline: true })
  description?: string | null;
  @ApiPropertyOptional() @NumberField(CLASS_NUMBERS.duration, false) duration?: number;
  @ApiPropertyOptional() @NumberField(CLASS_NUMBERS.maxCapacity, false) maxCapacity?: number;
  @ApiPropertyOptional({ description: 'Ignored (0) while the class is a sample class' })
  @ValidateIf((body: UpdateClassRequest) => body.isSampleClass !== true)
  @NumberField(CLASS_NUMBERS.price, false)
  price?: number;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: 100 }) instructorId?: string;
  @ApiPropertyOptional() @NonBlankIfPresent({ max: 100 }) branchId?: string;
  @ApiPropertyOptional() @OptionalBoolean() isSampleClass?: boolean;
  @ApiPropertyOptional({ nullable: true })
  @ClearableText({ max: CLASS_LIMITS.descriptionMax, multiline: true })
  sampleClassDescription?: string | null;
  @ApiPropertyOptional() @OptionalBoolean() isActive?: boolean;
}
